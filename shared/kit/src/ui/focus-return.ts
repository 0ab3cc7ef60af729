// Focus that should go back to a control which is disabled right now: a busy button (disabled
// while its action runs, so a second press cannot send twice) or a dialog's opener disabled by
// the choice made in the dialog. A disabled control cannot take focus, and the browser leaves it
// on the body, where a keyboard rider starts again from the top of the page.

/** What can take focus by Tab: the first of these in a place is where focus goes into it. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focus is nowhere in particular: on the body, as after its element went away or was disabled, or
 * still on a disabled control (where a browser without the focus fix-up leaves it; jsdom too).
 */
export function focusLost(active: Element | null = document.activeElement): boolean {
  return (
    !active ||
    active === document.body ||
    active === document.documentElement ||
    active.hasAttribute('disabled')
  );
}

/**
 * Focuses `element`. One that cannot take focus (a reason's text, a card's tile, a form) is made
 * focusable from script only (`tabindex="-1"`), and only until focus leaves it: Tab never stops
 * on it, and a click on it stays a click.
 */
export function focusHeld(element: HTMLElement, options?: FocusOptions): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) {
    element.tabIndex = -1;
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus(options);
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
 * `meanwhile`, focus that is on nothing while the control stays disabled and is not busy
 * (`aria-busy`) goes to the control's reason (what it is described by): a Login refused for a
 * wrong password waits for a new captcha, REMOVE SELECTED has nothing ticked any more, and the
 * rider is left beside it, hearing why, rather than at the top of the page. Returns what cancels
 * the wait.
 */
export function focusWhenEnabled(
  control: HTMLElement,
  options: { meanwhile?: boolean } = {},
): () => void {
  if (!control.hasAttribute('disabled')) {
    // A dialog opened while focus waited on a reason gives focus back to that reason.
    focusHeld(control);
    return () => undefined;
  }
  let reason: HTMLElement | null = null;
  const check = () => {
    if (!control.isConnected) {
      stop();
    } else if (!control.hasAttribute('disabled')) {
      stop();
      control.focus({ preventScroll: true });
    } else if (options.meanwhile && focusLost() && control.getAttribute('aria-busy') !== 'true') {
      reason = reasonOf(control);
      if (reason) focusHeld(reason);
    }
  };
  // The reason can appear, change or go (the busy state ends, a new captcha is due) without the
  // control changing: with `meanwhile` the page is watched, not only the control.
  const observer = new MutationObserver(check);
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
  if (options.meanwhile) {
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['disabled', 'aria-busy', 'aria-describedby'],
    });
  } else {
    observer.observe(control, { attributes: true, attributeFilter: ['disabled'] });
  }
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('pointerdown', stop, true);
  check();
  return stop;
}

/**
 * The heading of the part of the page `control` is in: the nearest section, article or main
 * around it that has one (h1 to h3). Try again goes with the failure it answers, and focus with it
 * to the body; this heading takes focus first, as the page's title does when a page opens.
 */
export function focusNearestHeading(control: HTMLElement): void {
  for (
    let place = control.parentElement?.closest<HTMLElement>('section, article, main');
    place;
    place = place.parentElement?.closest<HTMLElement>('section, article, main')
  ) {
    const heading = place.querySelector<HTMLElement>('h1, h2, h3');
    if (heading) {
      focusHeld(heading);
      return;
    }
  }
}
