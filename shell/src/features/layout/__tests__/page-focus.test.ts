// After a navigation the new page's title takes focus, once it is there and again when the
// remote's own title replaces the shell's painted one, but never from where the rider or the
// page has put focus.
import { followPageTitle } from '../page-focus';

let main: HTMLElement;
let menuLink: HTMLAnchorElement;

/** Lets the mutation observer run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function title(text: string): HTMLHeadingElement {
  const h1 = document.createElement('h1');
  h1.textContent = text;
  return h1;
}

beforeEach(() => {
  document.body.innerHTML =
    '<nav><a href="/order" id="menu">Order History</a></nav><main id="main" tabindex="-1"></main>';
  main = document.getElementById('main') as HTMLElement;
  menuLink = document.getElementById('menu') as HTMLAnchorElement;
});

test('a title that arrives after the navigation takes focus from the body, and Tab still skips it', async () => {
  const stop = followPageTitle(main);
  expect(document.activeElement).toBe(document.body);
  main.append(title('Order History'));
  await flush();
  expect(document.activeElement).toHaveTextContent('Order History');
  expect((document.activeElement as HTMLElement).tabIndex).toBe(-1);
  stop();
});

test('focus left on the menu entry moves to the new page title', () => {
  main.append(title('Order History'));
  menuLink.focus();
  const stop = followPageTitle(main);
  expect(document.activeElement?.tagName).toBe('H1');
  stop();
});

test("the remote's title replacing the painted one keeps focus on the title", async () => {
  const painted = title('My Cards');
  main.append(painted);
  const stop = followPageTitle(main);
  expect(document.activeElement).toBe(painted);
  painted.remove();
  // What a browser does when the focused element goes: focus falls to the body.
  (document.activeElement as HTMLElement | null)?.blur();
  const own = title('My Cards');
  main.append(own);
  await flush();
  expect(document.activeElement).toBe(own);
  stop();
});

test('a field the page focused itself keeps focus', async () => {
  const field = document.createElement('input');
  main.append(field);
  field.focus();
  const stop = followPageTitle(main);
  main.append(title('Reset password'));
  await flush();
  expect(document.activeElement).toBe(field);
  stop();
});

test('a dialog that holds focus keeps it', async () => {
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  const button = document.createElement('button');
  dialog.append(button);
  document.body.append(dialog);
  button.focus();
  const stop = followPageTitle(main);
  main.append(title('Cart'));
  await flush();
  expect(document.activeElement).toBe(button);
  stop();
});

test('once the rider moves focus, a late title does not take it', async () => {
  const stop = followPageTitle(main);
  menuLink.focus();
  main.append(title('Order History'));
  await flush();
  expect(document.activeElement).toBe(menuLink);
  stop();
});

test('after the next navigation or the settling time, nothing more is moved', async () => {
  followPageTitle(main)();
  main.append(title('Order History'));
  await flush();
  expect(document.activeElement).toBe(document.body);

  main.replaceChildren();
  jest.useFakeTimers();
  followPageTitle(main, 1_000);
  jest.advanceTimersByTime(1_000);
  jest.useRealTimers();
  main.append(title('Order History'));
  await flush();
  expect(document.activeElement).toBe(document.body);
});
