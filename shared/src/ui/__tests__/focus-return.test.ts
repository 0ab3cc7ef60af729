// Focus owed to a disabled control is given when it is enabled again, unless the rider went
// elsewhere first.
import { focusWhenEnabled } from '../focus-return';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let button: HTMLButtonElement;

beforeEach(() => {
  document.body.innerHTML = '<button id="b" disabled>Remove card</button><input id="other">';
  button = document.getElementById('b') as HTMLButtonElement;
});

test('an enabled control takes focus at once', () => {
  button.disabled = false;
  focusWhenEnabled(button);
  expect(document.activeElement).toBe(button);
});

test('a disabled control takes focus when it is enabled', async () => {
  focusWhenEnabled(button);
  expect(document.activeElement).toBe(document.body);
  button.disabled = false;
  await flush();
  expect(document.activeElement).toBe(button);
});

test('focus put elsewhere meanwhile stays there', async () => {
  focusWhenEnabled(button);
  (document.getElementById('other') as HTMLInputElement).focus();
  button.disabled = false;
  await flush();
  expect(document.activeElement?.id).toBe('other');
});

test('a press meanwhile, or the wait cancelled, leaves focus alone', async () => {
  focusWhenEnabled(button);
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  button.disabled = false;
  await flush();
  expect(document.activeElement).toBe(document.body);

  button.disabled = true;
  focusWhenEnabled(button)();
  button.disabled = false;
  await flush();
  expect(document.activeElement).toBe(document.body);
});
