// A button that is disabled while its action runs (Place Order, Save, Login: every one of them,
// so a second press cannot send twice) loses focus: the browser drops it to the body at once.
// When the action failed and the button came back, a keyboard rider had to Tab from the top of
// the page to reach it again, and a screen reader was left nowhere. The shell watches every
// app's page for this, so no button has to remember to do it.
const CONTROL = 'button, input, select, textarea';

/**
 * Gives focus back to a control that had it when it was disabled, once it is enabled again,
 * unless focus went anywhere meanwhile (a new page's title, a dialog, a rider's Tab) or the rider
 * pressed somewhere.
 */
export function keepFocusThroughBusy(root: HTMLElement): () => void {
  let waiting: HTMLElement | null = null;
  // The browser drops focus the moment the control is disabled, before any observer runs.
  const onFocusOut = (event: FocusEvent) => {
    const control = event.target;
    if (control instanceof HTMLElement && control.matches(CONTROL) && control.hasAttribute('disabled') && !event.relatedTarget) waiting = control;
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const control = record.target;
      if (control !== waiting || !(control instanceof HTMLElement) || control.hasAttribute('disabled')) continue;
      waiting = null;
      if (control.isConnected) control.focus({ preventScroll: true });
    }
  });
  // Focus put anywhere, or a press anywhere (on the page's background too), is the rider's choice.
  const forget = () => {
    waiting = null;
  };
  root.addEventListener('focusout', onFocusOut);
  root.addEventListener('focusin', forget);
  root.addEventListener('pointerdown', forget);
  observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    observer.disconnect();
    root.removeEventListener('focusout', onFocusOut);
    root.removeEventListener('focusin', forget);
    root.removeEventListener('pointerdown', forget);
  };
}
