// Issue 18 item 11: an integer field takes digits only. Typing or pasting "2.5" used to keep 25
// (the dot was dropped from the digits); now a dot, a sign, an exponent or a letter never
// enters the field, and what the field shows is the number the form keeps.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntegerField } from '../integer-field';
import { renderInForm } from './test-helpers';

function setup(maxDigits?: number) {
  const user = userEvent.setup();
  const { ui, state } = renderInForm(<IntegerField name="max" label="Maximum Recharges" maxDigits={maxDigits} />);
  render(ui);
  return { user, state, input: screen.getByLabelText('Maximum Recharges') as HTMLInputElement };
}

it('typing "2.5" never holds 25: the dot does not enter, the field shows what the form keeps', async () => {
  const { user, state, input } = setup();
  await user.type(input, '2.');
  expect(input).toHaveValue('2');
  expect(state.values.max).toBe(2);
  await user.type(input, '5');
  expect(input).toHaveValue(String(state.values.max));
});

it('a pasted "2.5" is not read as 25', async () => {
  const { user, state, input } = setup();
  await user.click(input);
  await user.paste('2.5');
  expect(state.values.max).not.toBe(25);
  expect(input.value).toBe(state.values.max === undefined ? '' : String(state.values.max));
});

it('signs, exponents and letters never enter; the digit limit holds', async () => {
  const { user, state, input } = setup(2);
  await user.type(input, '-1e2x3');
  expect(input.value).toMatch(/^\d{0,2}$/);
  expect(state.values.max).toBe(Number(input.value));
  await user.clear(input);
  expect(state.values.max).toBeUndefined();
  await user.type(input, '456');
  expect(input).toHaveValue('45');
  expect(state.values.max).toBe(45);
});
