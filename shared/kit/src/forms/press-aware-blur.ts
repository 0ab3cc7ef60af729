// A press on a button (CONTINUE, BACK) takes focus from the field before the button's click.
// If the field's message appeared then, its line would push the buttons down between the press
// and the release: the release lands beside the button, the click is lost, and the next press
// meets the button that moved under the pointer (BACK above CONTINUE on a phone). So what a
// field does on blur waits until the press has become its click. A blur without a press (Tab,
// a script) is handled at once.

let pressing = false;
let listening = false;

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  // Capture: seen before anything under the pointer can stop it.
  document.addEventListener('pointerdown', () => (pressing = true), true);
  document.addEventListener('pointercancel', () => (pressing = false), true);
  document.addEventListener('click', () => (pressing = false), true);
}

// From the start: the press that blurs a field is the first one seen, before any blur.
listen();

/** Longest wait for the click of a press (a press that is dragged away never clicks). */
const PRESS_LIMIT_MS = 1000;

/** Runs `effects` now, or, during a pointer press, once its click has been handled. */
export function afterPress(effects: () => void): void {
  if (!pressing) {
    effects();
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    document.removeEventListener('click', onClick, true);
    clearTimeout(limit);
    // After the click's own handlers (the page's, on the button) have run.
    setTimeout(effects, 0);
  };
  const onClick = () => finish();
  document.addEventListener('click', onClick, true);
  const limit = setTimeout(() => {
    pressing = false;
    finish();
  }, PRESS_LIMIT_MS);
}
