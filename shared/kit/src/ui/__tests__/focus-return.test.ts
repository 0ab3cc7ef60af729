// Focus owed to a disabled control is given when it is enabled again, unless the rider went
// elsewhere first.
import { focusWhenEnabled, owedFocus } from '@qcard/kit/ui/focus-return';

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

describe('meanwhile: a control that stays disabled', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<button id="b" disabled aria-describedby="empty why">Remove selected</button><p id="empty"></p><p id="why">Select one or more employees.</p><input id="other">';
    button = document.getElementById('b') as HTMLButtonElement;
  });

  test('its reason holds focus, then the control takes it when it is enabled', async () => {
    focusWhenEnabled(button, { meanwhile: true });
    const why = document.getElementById('why') as HTMLElement;
    expect(document.activeElement).toBe(why);
    button.disabled = false;
    await flush();
    expect(document.activeElement).toBe(button);
    // The reason was focusable for this only.
    expect(why.hasAttribute('tabindex')).toBe(false);
  });

  test('focus the rider moves off the reason stays where it went', async () => {
    focusWhenEnabled(button, { meanwhile: true });
    (document.getElementById('other') as HTMLInputElement).focus();
    button.disabled = false;
    await flush();
    expect(document.activeElement?.id).toBe('other');
  });

  test('while it waits the control is the one focus is owed to, and not after', async () => {
    const cancel = focusWhenEnabled(button);
    expect(owedFocus()).toBe(button);
    cancel();
    expect(owedFocus()).toBeNull();
  });
});

test('focus given back to a reason that held it makes it focusable again, until focus leaves', () => {
  document.body.innerHTML = '<p id="why">Enter a Reload Amount to save.</p><input id="other">';
  const why = document.getElementById('why') as HTMLElement;
  // The reason held focus while a dialog was open (its opener), and lost its tabindex meanwhile.
  focusWhenEnabled(why);
  expect(document.activeElement).toBe(why);
  (document.getElementById('other') as HTMLInputElement).focus();
  expect(why.hasAttribute('tabindex')).toBe(false);
});
