import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  carryTypedInto,
  keepTypedBeforeStart,
  takeExpandedBeforeStart,
  takeTypedBeforeStart,
} from '@qcard/runtime/forms/typed-before-start';
import { PasswordField, TextAreaField, TextField } from '@qcard/kit/forms/text-fields';
import { renderInForm } from './test-helpers';

const PAINTED =
  '<form><input type="email" name="username" value=""><input type="password" name="password" value="">' +
  '<textarea name="comments"></textarea><input type="checkbox" name="remember"></form>';

/** The server's painted slot, on the page as the visitor finds it. */
function paintedSlot(): HTMLElement {
  const slot = document.createElement('div');
  slot.innerHTML = PAINTED;
  document.body.append(slot);
  return slot;
}

const control = (root: ParentNode, name: string) =>
  root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

/** Lets a microtask and a task run (the blur check, the hand-over's end). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(async () => {
  keepTypedBeforeStart(null, '/');
  document.body.innerHTML = '';
  await settle();
});

test('what was typed, and the caret, go from the painted markup to the copy that replaces it', () => {
  const slot = paintedSlot();
  keepTypedBeforeStart(slot, '/');
  control(slot, 'username').value = 'rider@example.com';
  const password = control(slot, 'password');
  password.focus();
  password.value = 'Rider#20';
  password.setSelectionRange(3, 5);

  const copy = document.createElement('div');
  copy.innerHTML = PAINTED;
  slot.replaceWith(copy);
  carryTypedInto(copy);

  expect(control(copy, 'username').value).toBe('rider@example.com');
  expect(control(copy, 'password').value).toBe('Rider#20');
  expect(document.activeElement).toBe(control(copy, 'password'));
  expect([
    control(copy, 'password').selectionStart,
    control(copy, 'password').selectionEnd,
  ]).toEqual([3, 5]);
  // Untouched fields keep their painted value.
  expect(control(copy, 'comments').value).toBe('');
});

test('nothing is carried while the painted markup is still on the page', () => {
  const slot = paintedSlot();
  keepTypedBeforeStart(slot, '/');
  control(slot, 'username').value = 'rider@example.com';
  const copy = document.createElement('div');
  copy.innerHTML = PAINTED;
  carryTypedInto(copy);
  expect(control(copy, 'username').value).toBe('');
  expect(takeTypedBeforeStart('username')).toBeNull();
});

test('a live field takes its text once the painted markup is gone, on the painted page only, once', async () => {
  const slot = paintedSlot();
  keepTypedBeforeStart(slot, '/elsewhere');
  control(slot, 'username').value = 'rider@example.com';
  slot.remove();
  // Another page's field of the same name takes nothing.
  expect(takeTypedBeforeStart('username')).toBeNull();

  const again = paintedSlot();
  keepTypedBeforeStart(again, window.location.pathname);
  control(again, 'username').value = 'rider@example.com';
  again.remove();
  expect(takeTypedBeforeStart('password')).toBeNull();
  expect(takeTypedBeforeStart('username')).toEqual({
    value: 'rider@example.com',
    focused: false,
    selection: null,
  });
  // The page's fields all mount in one commit; after it the hand-over is over.
  await settle();
  expect(takeTypedBeforeStart('username')).toBeNull();
});

test('a field the visitor left is not focused again; one removed with its markup is', async () => {
  const slot = paintedSlot();
  keepTypedBeforeStart(slot, window.location.pathname);
  const username = control(slot, 'username');
  username.focus();
  username.value = 'a@b.co';
  username.blur();
  await settle();
  const password = control(slot, 'password');
  password.focus();
  slot.remove();
  await settle();
  expect(takeTypedBeforeStart('username')).toEqual({
    value: 'a@b.co',
    focused: false,
    selection: null,
  });
  expect(takeTypedBeforeStart('password')).toMatchObject({ value: null, focused: true });
});

test('the live fields put the taken text in the form, with the caret where it was', async () => {
  const slot = paintedSlot();
  keepTypedBeforeStart(slot, window.location.pathname);
  control(slot, 'username').value = ' rider@example.com';
  control(slot, 'comments').value = 'Thanks';
  const password = control(slot, 'password');
  password.focus();
  password.value = 'Rider#20';
  password.setSelectionRange(8, 8);
  slot.remove();

  const { ui, state } = renderInForm(
    <>
      <TextField name="username" label="Username" trim />
      <PasswordField name="password" label="Password" />
      <TextAreaField name="comments" label="Comments" />
    </>,
  );
  render(ui);
  const live = screen.getByLabelText('Password');
  expect(document.activeElement).toBe(live);
  expect(state.values).toEqual({
    username: 'rider@example.com',
    password: 'Rider#20',
    comments: 'Thanks',
  });
  // The visitor goes on typing where the caret was.
  await userEvent.setup().keyboard('26');
  expect(state.values.password).toBe('Rider#2026');
});

test('a field the visitor had left counts as left in the live form: a wrong value says so under it', () => {
  const slot = paintedSlot();
  keepTypedBeforeStart(slot, window.location.pathname);
  control(slot, 'username').value = 'rider-at-example';
  slot.remove();
  const { ui } = renderInForm(<TextField name="username" label="Username" maxLength={5} />);
  render(ui);
  expect(screen.getByLabelText('Username')).toHaveValue('rider-at-example');
  expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByTestId('field-error')).not.toBeEmptyDOMElement();
});

test('an answer the visitor opened stays open in the copy, and the live page can tell', () => {
  const faq =
    '<section><button data-disclosure="reload" aria-controls="a-reload" aria-expanded="false">Q1</button><div id="a-reload" hidden>A1</div>' +
    '<button data-disclosure="funds" aria-controls="a-funds" aria-expanded="false">Q2</button><div id="a-funds" hidden>A2</div></section>';
  const slot = document.createElement('div');
  slot.dataset.prerenderedSlot = 'mfe_auth';
  slot.innerHTML = faq;
  document.body.append(slot);
  keepTypedBeforeStart(slot, window.location.pathname);
  // As the page's inline script does on a tap.
  slot.querySelector('[data-disclosure="funds"]')!.setAttribute('aria-expanded', 'true');
  (slot.querySelector('#a-funds') as HTMLElement).hidden = false;

  const copy = document.createElement('div');
  copy.dataset.prerenderedSlot = 'mfe_auth';
  copy.innerHTML = faq;
  slot.replaceWith(copy);
  carryTypedInto(copy);
  expect(copy.querySelector('[data-disclosure="funds"]')).toHaveAttribute('aria-expanded', 'true');
  expect(copy.querySelector('#a-funds')).not.toHaveAttribute('hidden');
  expect(copy.querySelector('#a-reload')).toHaveAttribute('hidden');

  // Not while the copy is on the page; then, once the live page has replaced it.
  expect(takeExpandedBeforeStart('funds')).toBeNull();
  copy.remove();
  expect(takeExpandedBeforeStart('funds')).toBe(true);
  expect(takeExpandedBeforeStart('reload')).toBe(false);
  expect(takeExpandedBeforeStart('other')).toBeNull();
});
