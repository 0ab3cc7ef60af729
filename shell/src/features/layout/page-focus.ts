// A page opened inside the app replaces the old one without a page load, so the browser neither
// scrolls to the top nor tells a screen reader anything: a rider who opened an order from the
// bottom of Order History on a phone landed at the bottom of the order, and focus fell to the
// body (the link was gone) or stayed on the menu entry. After a navigation the shell brings the
// new page's title into view and focus, as a page load would read it first.
import { focusLost } from '@qcard/kit/ui/focus-return';

/** How long a page may take to show its title (its remote's code may still be on its way). */
const SETTLE_MS = 10_000;

const DIALOG = '[role="dialog"], [role="alertdialog"], dialog';

/**
 * Puts focus on the page's title (`main h1`) once it is there, and again if it is replaced (the
 * shell's painted title gives way to the remote's own). Leaves focus alone where the rider or
 * the page has already put it: inside the page or in a dialog. Stops when the rider moves focus,
 * after `settleMs`, or when the returned function is called (the next navigation).
 */
export function followPageTitle(main: HTMLElement, settleMs = SETTLE_MS): () => void {
  let placed: HTMLElement | null = null;
  let stopped = false;

  const place = () => {
    if (stopped) return;
    const active = document.activeElement;
    if (placed) {
      // Ours still holds focus, or focus went somewhere on purpose: nothing to do.
      if (placed.isConnected || !focusLost(active)) return;
    } else if (
      !focusLost(active) &&
      active &&
      ((main.contains(active) && active !== main) || active.closest(DIALOG))
    ) {
      stop();
      return;
    }
    const title = main.querySelector<HTMLElement>('h1');
    if (!title) return;
    // Focusable from script only: Tab still goes from link to link.
    if (!title.hasAttribute('tabindex')) title.tabIndex = -1;
    placed = title;
    title.focus({ preventScroll: true });
  };

  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== placed) stop();
  };
  const observer = new MutationObserver(place);
  const timer = setTimeout(stop, settleMs);

  function stop() {
    if (stopped) return;
    stopped = true;
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('focusin', onFocusIn);
  }

  observer.observe(main, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocusIn);
  place();
  return stop;
}
