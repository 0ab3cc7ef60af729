// A control disabled while its action runs gets focus back when it is enabled again, unless focus
// or a press went somewhere else meanwhile, or the control is gone.
import { keepFocusThroughBusy } from '../busy-focus';

let stop: () => void;
let button: HTMLButtonElement;
let other: HTMLInputElement;

/** Lets the mutation observer run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * What a browser does when the focused control is disabled: focus drops to the body at once, with
 * a focusout that already sees the control disabled. (jsdom does not blur a disabled control, so
 * the attribute is set as the focusout starts, before anything else sees it.)
 */
function disable(control: HTMLButtonElement) {
  if (document.activeElement !== control) {
    control.disabled = true;
    return;
  }
  const setDisabled = () => {
    control.disabled = true;
  };
  window.addEventListener('focusout', setDisabled, { capture: true, once: true });
  control.blur();
}

beforeEach(() => {
  document.body.innerHTML =
    '<form><input id="field"><button id="place">Place Order</button></form>';
  button = document.getElementById('place') as HTMLButtonElement;
  other = document.getElementById('field') as HTMLInputElement;
  stop = keepFocusThroughBusy(document.body);
});
afterEach(() => stop());

test('a failed action gives focus back to its button', async () => {
  button.focus();
  disable(button);
  expect(document.activeElement).toBe(document.body);
  button.disabled = false;
  await flush();
  expect(document.activeElement).toBe(button);
});

test('a button disabled without focus does not take it when enabled', async () => {
  disable(button);
  button.disabled = false;
  await flush();
  expect(document.activeElement).toBe(document.body);
});

test('focus moved meanwhile (a new page title, a field) stays where it went', async () => {
  button.focus();
  disable(button);
  other.focus();
  other.blur();
  button.disabled = false;
  await flush();
  expect(document.activeElement).toBe(document.body);
});

test('a press on the page background meanwhile is the rider leaving the button', async () => {
  button.focus();
  disable(button);
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  button.disabled = false;
  await flush();
  expect(document.activeElement).toBe(document.body);
});

test('a button that went away (the order placed, the next page) is forgotten', async () => {
  button.focus();
  disable(button);
  button.remove();
  const next = document.createElement('button');
  next.disabled = true;
  document.body.append(next);
  next.disabled = false;
  await flush();
  expect(document.activeElement).toBe(document.body);
});

test('a button still disabled once it is no longer busy hands focus to its reason, then takes it back when enabled', async () => {
  document.body.innerHTML =
    '<form><button id="login" aria-describedby="login-why">Login</button><p id="login-why"></p></form>';
  const login = document.getElementById('login') as HTMLButtonElement;
  const why = document.getElementById('login-why') as HTMLElement;
  login.focus();
  login.setAttribute('aria-busy', 'true');
  disable(login);
  await flush();
  // Busy, and nothing to say yet: focus waits.
  expect(document.activeElement).toBe(document.body);
  // Refused: no longer busy, and a new captcha is due before the next try.
  login.removeAttribute('aria-busy');
  why.textContent = 'Tick the box to show you are not a robot.';
  await flush();
  expect(document.activeElement).toBe(why);
  login.disabled = false;
  await flush();
  expect(document.activeElement).toBe(login);
});
