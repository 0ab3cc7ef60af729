// Focus that should go back to a control which is disabled right now: a busy button (disabled
// while its action runs, so a second press cannot send twice) or a dialog's opener disabled by
// the choice made in the dialog. A disabled control cannot take focus, and the browser leaves it
// on the body, where a keyboard rider starts again from the top of the page.

/** What can take focus by Tab: the first of these in a place is where focus goes into it. */
export const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focus is nowhere in particular: on the body, as after its element went away or was disabled. */
export function focusLost(active: Element | null = document.activeElement): boolean {
  return !active || active === document.body || active === document.documentElement;
}

/**
 * Focuses `control` now if it can take focus, else as soon as it is enabled again, unless focus
 * goes anywhere or the rider presses somewhere first, or the control is gone by then. Returns
 * what cancels the wait.
 */
export function focusWhenEnabled(control: HTMLElement): () => void {
  if (!control.hasAttribute('disabled')) {
    control.focus();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (control.hasAttribute('disabled')) return;
    stop();
    if (control.isConnected) control.focus({ preventScroll: true });
  });
  // Focus put anywhere, or a press anywhere (on the page's background too), is the rider's choice.
  function stop() {
    observer.disconnect();
    document.removeEventListener('focusin', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  }
  observer.observe(control, { attributes: true, attributeFilter: ['disabled'] });
  document.addEventListener('focusin', stop, true);
  document.addEventListener('pointerdown', stop, true);
  return stop;
}
