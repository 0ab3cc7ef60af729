// A row that goes away while focus is in it (a cart item deleted, an employee removed) takes the
// focus with it: the browser drops it to the body, and a keyboard rider starts again from the top
// of the page. So do rows redrawn after a loading row. The table keeps the place instead: the
// same column of the same row if it is back, else of the row that now stands where it stood (or
// the last row), else the table's own scroll region, which is named by its caption.
import { useEffect, useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';
import { FOCUSABLE, focusLost } from '@qcard/shared/ui/focus-return';

interface FocusedCell {
  rowId: string;
  rowIndex: number;
  cellIndex: number;
}

export interface RowFocus {
  tbodyRef: RefObject<HTMLTableSectionElement | null>;
  /** On the tbody: where focus is, among the rows. */
  onFocus: (event: FocusEvent<HTMLTableSectionElement>) => void;
  /** On the tbody: focus gone elsewhere on purpose forgets it. */
  onBlur: (event: FocusEvent<HTMLTableSectionElement>) => void;
}

/** A modal dialog a row opened ("Delete this item?") is still the row's business: it gives focus back when it closes, or the row goes. */
const inDialog = (node: EventTarget | null) => node instanceof Element && node.closest('[aria-modal="true"]') !== null;

/**
 * `rowIds`: the ids of the rows drawn, in order (each `<tr>` of the tbody is one of them), or null
 * while the table shows its loading row instead: the rows are judged when they are back.
 * `fallback`: what takes focus when no row is left.
 */
export function useRowFocus(rowIds: readonly string[] | null, fallback: RefObject<HTMLElement | null>): RowFocus {
  const tbodyRef = useRef<HTMLTableSectionElement>(null);
  const focused = useRef<FocusedCell | null>(null);
  const shownIds = useRef(rowIds);
  shownIds.current = rowIds;

  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const cell = (event.target as HTMLElement).closest('td');
    const row = cell?.parentElement as HTMLTableRowElement | null | undefined;
    const rowIndex = row ? Array.prototype.indexOf.call(event.currentTarget.rows, row) : -1;
    const rowId = shownIds.current?.[rowIndex];
    focused.current = cell && rowId !== undefined ? { rowId, rowIndex, cellIndex: cell.cellIndex } : null;
  };
  // Focus taken elsewhere on purpose, or a press outside the table, forgets the place. No related
  // target: focus went nowhere (its row went away, its button was disabled, the window lost focus).
  const onBlur = (event: FocusEvent<HTMLTableSectionElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Element && !event.currentTarget.contains(next) && !inDialog(next)) focused.current = null;
  };
  useEffect(() => {
    const onPress = (event: PointerEvent) => {
      if (!tbodyRef.current?.contains(event.target as Node) && !inDialog(event.target)) focused.current = null;
    };
    document.addEventListener('pointerdown', onPress, true);
    return () => document.removeEventListener('pointerdown', onPress, true);
  }, []);

  // Before paint, so the rider never sees focus on nothing.
  const idsKey = rowIds?.join('\u0000') ?? null;
  useLayoutEffect(() => {
    const was = focused.current;
    if (!was || !rowIds) return;
    if (!focusLost()) return;
    focused.current = null;
    // The same row if it is back, else the one now in its place, else the last.
    const kept = rowIds.indexOf(was.rowId);
    const index = kept >= 0 ? kept : Math.min(was.rowIndex, rowIds.length - 1);
    const row = index >= 0 ? tbodyRef.current?.rows[index] : undefined;
    const target = row?.cells[was.cellIndex]?.querySelector<HTMLElement>(FOCUSABLE) ?? row?.querySelector<HTMLElement>(FOCUSABLE) ?? fallback.current;
    target?.focus();
    // idsKey stands for rowIds: a new array with the same rows is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idsKey]);

  return { tbodyRef, onFocus, onBlur };
}
