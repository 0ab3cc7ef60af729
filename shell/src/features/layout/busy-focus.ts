// A button that is disabled while its action runs (Place Order, Save, Login: every one of them,
// so a second press cannot send twice) loses focus: the browser drops it to the body at once.
// When the action failed and the button came back, a keyboard rider had to Tab from the top of
// the page to reach it again, and a screen reader was left nowhere. The shell watches every
// app's page for this, so no button has to remember to do it.
import { focusWhenEnabled } from '@qcard/kit/ui/focus-return';

const CONTROL = 'button, input, select, textarea';

/**
 * Gives focus back to a control that had it when it was disabled, once it is enabled again,
 * unless focus went anywhere meanwhile (a new page's title, a dialog, a rider's Tab) or the rider
 * pressed somewhere.
 */
export function keepFocusThroughBusy(root: HTMLElement): () => void {
  let cancel: (() => void) | null = null;
  // The browser drops focus the moment the control is disabled, before any observer runs.
  const onFocusOut = (event: FocusEvent) => {
    const control = event.target;
    if (
      !(control instanceof HTMLElement) ||
      !control.matches(CONTROL) ||
      !control.hasAttribute('disabled') ||
      event.relatedTarget
    )
      return;
    cancel?.();
    // A button that stays disabled once its action is over (Login after a wrong password waits for
    // a new captcha) hands focus to its reason meanwhile; a field keeps it owed only.
    cancel = focusWhenEnabled(control, { meanwhile: control instanceof HTMLButtonElement });
  };
  root.addEventListener('focusout', onFocusOut);
  return () => {
    root.removeEventListener('focusout', onFocusOut);
    cancel?.();
  };
}
