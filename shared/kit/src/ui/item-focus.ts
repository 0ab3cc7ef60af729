// An item of a list that goes away while focus is in it (a cart row deleted, a card removed from
// the account) takes the focus with it: the browser drops it to the body, and a keyboard rider
// starts again from the top of the page. So do items redrawn after a loading state. The list keeps
// the place instead: the same place in the same item if it is back, else in the item that now
// stands where it stood (or the last item), else the list's fallback (its region, its empty state).
import { useEffect, useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';
import { focusHeld, focusLost } from '@qcard/kit/ui/focus-return';

interface FocusedPlace {
  id: string;
  index: number;
  /** Where in its item focus was (a table's column), or 0. */
  part: number;
}

export interface ItemFocusShape<C extends HTMLElement> {
  /** The container's items, in the order of the ids. */
  items: (container: C) => ArrayLike<Element>;
  /** Where in its item the focused element is, for `target` to find the same place in another item. */
  part?: (item: Element, focused: Element) => number;
  /** What takes focus in the item that stands at the place now (made focusable for it if it is not a control). */
  target: (item: Element, part: number) => HTMLElement | null;
  /**
   * Items taller than a phone's screen (a card's tile): the target is shown from its top, where
   * its name is, rather than scrolled just into view (its bottom edge, coming from below).
   */
  revealTop?: boolean;
}

export interface ItemFocus<C extends HTMLElement> {
  containerRef: RefObject<C | null>;
  /** On the container: where focus is, among the items. */
  onFocus: (event: FocusEvent<C>) => void;
  /** On the container: focus gone elsewhere on purpose forgets it. */
  onBlur: (event: FocusEvent<C>) => void;
}

/** A modal dialog an item opened ("Delete this item?") is still the item's business: it gives focus back when it closes, or the item goes. */
const inDialog = (node: EventTarget | null) =>
  node instanceof Element && node.closest('[aria-modal="true"]') !== null;

/**
 * `ids`: the ids of the items drawn, in order, or null while the list shows a loading state
 * instead: the items are judged when they are back. `fallback`: what takes focus when no item is
 * left.
 */
export function useItemFocus<C extends HTMLElement>(
  ids: readonly string[] | null,
  shape: ItemFocusShape<C>,
  fallback: RefObject<HTMLElement | null>,
): ItemFocus<C> {
  const containerRef = useRef<C>(null);
  const focused = useRef<FocusedPlace | null>(null);
  const shownIds = useRef(ids);
  shownIds.current = ids;
  const shapeRef = useRef(shape);
  shapeRef.current = shape;

  const onFocus = (event: FocusEvent<C>) => {
    const target = event.target as Element;
    const items = Array.from(shapeRef.current.items(event.currentTarget));
    const index = items.findIndex((item) => item.contains(target));
    const id = index >= 0 ? shownIds.current?.[index] : undefined;
    const item = items[index];
    focused.current =
      item && id !== undefined
        ? { id, index, part: shapeRef.current.part?.(item, target) ?? 0 }
        : null;
  };
  // Focus taken elsewhere on purpose, or a press outside the list, forgets the place. No related
  // target: focus went nowhere (its item went away, its button was disabled, the window lost focus).
  const onBlur = (event: FocusEvent<C>) => {
    const next = event.relatedTarget;
    if (next instanceof Element && !event.currentTarget.contains(next) && !inDialog(next))
      focused.current = null;
  };
  useEffect(() => {
    const onPress = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node) && !inDialog(event.target))
        focused.current = null;
    };
    document.addEventListener('pointerdown', onPress, true);
    return () => document.removeEventListener('pointerdown', onPress, true);
  }, []);

  // Before paint, so the rider never sees focus on nothing.
  const idsKey = ids?.join('\u0000') ?? null;
  useLayoutEffect(() => {
    const was = focused.current;
    if (!was || !ids) return;
    if (!focusLost()) return;
    focused.current = null;
    // The same item if it is back, else the one now in its place, else the last.
    const kept = ids.indexOf(was.id);
    const index = kept >= 0 ? kept : Math.min(was.index, ids.length - 1);
    const container = containerRef.current;
    const item = index >= 0 && container ? shapeRef.current.items(container)[index] : undefined;
    const target = (item ? shapeRef.current.target(item, was.part) : null) ?? fallback.current;
    if (!target) return;
    // A tile is not a control: it is focusable for this only (a screen reader names it by its card).
    focusHeld(target, shapeRef.current.revealTop ? { preventScroll: true } : undefined);
    if (shapeRef.current.revealTop) {
      const { top } = target.getBoundingClientRect();
      if (top < 0 || top > window.innerHeight) target.scrollIntoView({ block: 'start' });
    }
    // idsKey stands for ids: a new array with the same items is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idsKey]);

  return { containerRef, onFocus, onBlur };
}
