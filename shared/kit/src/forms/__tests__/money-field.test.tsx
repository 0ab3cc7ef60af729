// A money field never changes the sign or size of what was typed. A "-" that was
// refused turned "-30" into $30.00; now the text stays as typed, the form holds NaN (no amount)
// and the field says so with the screen's message, in English and in Spanish.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-final-form';
import { switchToSpanish } from '@qcard/kit/test-support/spanish';
import { MoneyField } from '@qcard/kit/forms/money-field';
import { renderInForm } from './test-helpers';

const RANGE = { min: 500, max: 10000, message: 'Amount must be between $5.00 and $100.00' };

function setup(withRange = true, initialValues?: Record<string, unknown>) {
  const user = userEvent.setup();
  const { ui, state } = renderInForm(
    <MoneyField name="amount" label="Amount" required range={withRange ? RANGE : undefined} />,
    { initialValues },
  );
  render(ui);
  return { user, state, input: screen.getByLabelText(/^Amount/) as HTMLInputElement };
}

it('"-30" stays "-30", is no amount and gets the range message; it never becomes $30', async () => {
  const { user, state, input } = setup();
  await user.type(input, '-30');
  expect(input).toHaveValue('-30');
  expect(state.values.amount).toBeNaN();
  await user.tab();
  expect(input).toHaveValue('-30');
  expect(input).toHaveAccessibleDescription(RANGE.message);
  expect(input).toHaveAttribute('aria-invalid', 'true');
});

it('without a range, text that is no amount says "is not valid"', async () => {
  const { user, state, input } = setup(false);
  await user.type(input, '-5');
  await user.tab();
  expect(state.values.amount).toBeNaN();
  expect(input).toHaveAccessibleDescription('Amount is not valid');
});

it.each([
  ['12.345', 'three decimals'],
  ['1.2.3', 'two decimal points'],
  ['1,5,0', 'two commas after decimals'],
  ['12a', 'a letter'],
  ['1e3', 'an exponent'],
  ['-0', 'a sign on nothing'],
  ['1234567890', 'more than nine digits'],
])('"%s" (%s) stays as typed and is no amount', async (typed) => {
  const { user, state, input } = setup();
  await user.type(input, typed);
  await user.tab();
  expect(input).toHaveValue(typed);
  expect(state.values.amount).toBeNaN();
  expect(input).toHaveAccessibleDescription(RANGE.message);
});

it('a decimal point, a decimal comma and grouped thousands keep their amount, reformatted on blur', async () => {
  const { user, state, input } = setup(false);
  await user.type(input, '12.5');
  expect(state.values.amount).toBe(1250);
  await user.tab();
  expect(input).toHaveValue('12.50');
  await user.clear(input);
  await user.type(input, '12,50');
  expect(input).toHaveValue('12,50');
  expect(state.values.amount).toBe(1250);
  await user.clear(input);
  await user.type(input, '1,500.25');
  expect(state.values.amount).toBe(150025);
  await user.tab();
  expect(input).toHaveValue('1500.25');
  expect(input).not.toHaveAttribute('aria-invalid', 'true');
});

it('spaces before and after are ignored; a pasted amount is read whole', async () => {
  const { user, state, input } = setup();
  await user.type(input, ' 20 ');
  expect(state.values.amount).toBe(2000);
  await user.tab();
  expect(input).toHaveValue('20.00');
  await user.clear(input);
  await user.paste('-30');
  expect(input).toHaveValue('-30');
  expect(state.values.amount).toBeNaN();
  await user.clear(input);
  await user.paste('1,5');
  expect(state.values.amount).toBe(150);
});

it('a value set from outside (a preset) replaces text that was no amount', async () => {
  const user = userEvent.setup();
  const { ui, state } = renderInForm(
    <>
      <MoneyField name="amount" label="Amount" range={RANGE} />
      <PresetButton />
    </>,
  );
  render(ui);
  const input = screen.getByLabelText(/^Amount/);
  await user.type(input, '-30');
  await user.click(screen.getByRole('button', { name: '$20' }));
  expect(input).toHaveValue('20.00');
  expect(state.values.amount).toBe(2000);
});

it('in Spanish: "-30" stays, "12,50" is $12.50, and the message is in Spanish', async () => {
  const user = userEvent.setup();
  const { ui, state } = renderInForm(<MoneyField name="amount" label="Importe" />);
  render(ui);
  await switchToSpanish();
  const input = screen.getByLabelText(/^Importe/);
  await user.type(input, '-30');
  await user.tab();
  expect(input).toHaveValue('-30');
  expect(state.values.amount).toBeNaN();
  expect(input).toHaveAccessibleDescription('Importe: el valor no es válido');
  await user.clear(input);
  await user.type(input, ' 12,50 ');
  expect(state.values.amount).toBe(1250);
  await user.tab();
  expect(input).toHaveValue('12.50');
  await user.clear(input);
  // A Spanish thousands point is not read as a decimal point with three decimals cut to two.
  await user.type(input, '1.500');
  expect(input).toHaveValue('1.500');
  expect(state.values.amount).toBeNaN();
});

function PresetButton() {
  // As a preset does: the value changes from outside the field.
  const form = useForm();
  return (
    <button type="button" onClick={() => form.change('amount', 2000)}>
      $20
    </button>
  );
}
