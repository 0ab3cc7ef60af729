// A field left by pressing a button shows its message only once that press has clicked, so the
// message's line cannot move the button from under the pointer between press and release.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterPress } from '@qcard/kit/forms/press-aware-blur';
import { TextField } from '@qcard/kit/forms/text-fields';
import { renderInForm } from './test-helpers';

afterEach(() => jest.useRealTimers());

test('without a press, the blur effects run at once', () => {
  const effects = jest.fn();
  afterPress(effects);
  expect(effects).toHaveBeenCalledTimes(1);
});

test('during a press they wait for its click, and run after the click has been handled', () => {
  jest.useFakeTimers();
  const effects = jest.fn();
  const order: string[] = [];
  const button = document.createElement('button');
  button.addEventListener('click', () =>
    order.push(`click seen, effects run ${effects.mock.calls.length} times`),
  );
  document.body.appendChild(button);
  fireEvent.pointerDown(button);
  afterPress(effects);
  expect(effects).not.toHaveBeenCalled();
  fireEvent.click(button);
  expect(effects).not.toHaveBeenCalled();
  jest.advanceTimersByTime(0);
  expect(effects).toHaveBeenCalledTimes(1);
  expect(order).toEqual(['click seen, effects run 0 times']);
  button.remove();
});

test('a press that never clicks (dragged away) lets them run after a second at most', () => {
  jest.useFakeTimers();
  const effects = jest.fn();
  fireEvent.pointerDown(document.body);
  afterPress(effects);
  jest.advanceTimersByTime(999);
  expect(effects).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  // The limit hands the effects to the next turn, as a click does.
  jest.runOnlyPendingTimers();
  expect(effects).toHaveBeenCalledTimes(1);
  // The press is over: the next blur is handled at once.
  const next = jest.fn();
  afterPress(next);
  expect(next).toHaveBeenCalledTimes(1);
});

test("in a form: clicking a button from a too-short field clicks it first, then the field's message shows", async () => {
  const user = userEvent.setup();
  const pressed: Array<string | null> = [];
  const { ui } = renderInForm(
    <>
      <TextField name="serial" label="Card Serial Number" required minLength={6} />
      <button
        type="button"
        onClick={() =>
          pressed.push(document.querySelector('input')?.getAttribute('aria-invalid') ?? null)
        }
      >
        BACK
      </button>
    </>,
  );
  render(ui);
  await user.type(screen.getByLabelText(/Card Serial Number/), '12');
  await user.click(screen.getByRole('button', { name: 'BACK' }));
  // The click came before the message (the message would have moved the button).
  expect(pressed).toEqual(['false']);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.getByLabelText(/Card Serial Number/)).toHaveAttribute('aria-invalid', 'true');
});
