// Focus that should go back to a control which is disabled right now: a busy button (disabled
// while its action runs, so a second press cannot send twice) or a dialog's opener disabled by
// the choice made in the dialog. A disabled control cannot take focus, and the browser leaves it
// on the body, where a keyboard rider starts again from the top of the page.

/** What can take focus by Tab: the first of these in a place is where focus goes into it. */
export const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focus is nowhere in particular: on the body, as after its element went away or was disabled, or
 * still on a disabled control (where a browser without the focus fix-up leaves it; jsdom too).
 */
export function focusLost(active: Element | null = document.activeElement): boolean {
  return !active || active === document.body || active === document.documentElement || active.hasAttribute('disabled');
}

/** Marks the control focus is owed to while it waits (the DOM is what the shell's and each remote's copy of this module share). */
const OWED = 'data-qc-focus-owed';

/**
 * The control focus is owed to, disabled while its action runs (SAVE TO CART), if any. A dialog
 * that action opens (Continue or Stay Back) finds focus on nothing and gives it back here instead.
 */
export function owedFocus(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${OWED}]`);
}

/** The first text the control names as its description (aria-describedby): why it is disabled. */
function reasonOf(control: HTMLElement): HTMLElement | null {
  for (const id of control.getAttribute('aria-describedby')?.split(/\s+/) ?? []) {
    const text = id ? document.getElementById(id) : null;
    if (text?.textContent?.trim()) return text;
  }
  return null;
}

/**
 * Focuses `control` now if it can take focus, else as soon as it is enabled again, unless focus
 * goes anywhere or the rider presses somewhere first, or the control is gone by then. With
 * `meanwhile`, focus waits on the control's reason (what it is described by) rather than on
 * nothing: a control that stays disabled after its dialog (REMOVE SELECTED with nothing ticked
 * any more) leaves the rider beside it, hearing why. Returns what cancels the wait.
 */
export function focusWhenEnabled(control: HTMLElement, options: { meanwhile?: boolean } = {}): () => void {
  if (!control.hasAttribute('disabled')) {
    control.focus();
    return () => undefined;
  }
  const reason = options.meanwhile ? reasonOf(control) : null;
  if (reason && !reason.hasAttribute('tabindex')) {
    // Focusable from script only, and only until focus leaves it.
    reason.tabIndex = -1;
    reason.addEventListener('blur', () => reason.removeAttribute('tabindex'), { once: true });
  }
  reason?.focus();
  const observer = new MutationObserver(() => {
    if (control.hasAttribute('disabled')) return;
    stop();
    if (control.isConnected) control.focus({ preventScroll: true });
  });
  // Focus put anywhere but the reason, or a press anywhere (on the page's background too), is the rider's choice.
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== reason) stop();
  };
  function stop() {
    observer.disconnect();
    control.removeAttribute(OWED);
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('pointerdown', stop, true);
  }
  control.setAttribute(OWED, '');
  observer.observe(control, { attributes: true, attributeFilter: ['disabled'] });
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('pointerdown', stop, true);
  return stop;
}
