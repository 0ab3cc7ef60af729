// Whole numbers: an input mask that dropped what it refused
// read "0.5" as 5, "2.5" as 25 and a pasted "1.5" as 1. Nothing typed is dropped now: the text
// stays as typed and the form holds NaN for anything that is not a whole number, which the
// field refuses with its message, in English and in Spanish.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchToSpanish } from '@qcard/kit/test-support/spanish';
import { IntegerField } from '@qcard/kit/forms/integer-field';
import { renderInForm } from './test-helpers';

const RANGE = 'Maximum Recharges must be between 1 and 10';
const inRange = (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 10 ? undefined : RANGE;

function setup(
  opts: { maxDigits?: number; validate?: (v: unknown) => string | undefined; label?: string } = {},
) {
  const user = userEvent.setup();
  const label = opts.label ?? 'Maximum Recharges';
  const { ui, state } = renderInForm(
    <IntegerField
      name="max"
      label={label}
      required
      maxDigits={opts.maxDigits}
      validate={opts.validate}
    />,
  );
  render(ui);
  return { user, state, input: screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement };
}

it.each(['0.5', '2.5', '2,5'])(
  'typing "%s" keeps it as typed and never holds 5 or 25: the field says it is out of range',
  async (typed) => {
    const { user, state, input } = setup({ maxDigits: 2, validate: inRange });
    await user.type(input, typed);
    expect(input).toHaveValue(typed);
    expect(state.values.max).toBeNaN();
    await user.tab();
    expect(input).toHaveValue(typed);
    expect(input).toHaveAccessibleDescription(RANGE);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  },
);

it('a pasted "1.5" is not read as 1 or 15', async () => {
  const { user, state, input } = setup({ validate: inRange });
  await user.click(input);
  await user.paste('1.5');
  expect(input).toHaveValue('1.5');
  expect(state.values.max).toBeNaN();
});

it('signs, exponents, letters and too many digits stay as typed and are not valid', async () => {
  const { user, state, input } = setup({ maxDigits: 2 });
  for (const typed of ['-1', '1e2', '3x', '456']) {
    await user.clear(input);
    await user.type(input, typed);
    await user.tab();
    expect(input).toHaveValue(typed);
    expect(state.values.max).toBeNaN();
    expect(input).toHaveAccessibleDescription('Maximum Recharges is not valid');
  }
  await user.clear(input);
  expect(state.values.max).toBeUndefined();
});

it('digits with spaces around them are a whole number, shown without them after blur', async () => {
  const { user, state, input } = setup({ maxDigits: 2, validate: inRange });
  await user.type(input, ' 4 ');
  expect(state.values.max).toBe(4);
  await user.tab();
  expect(input).toHaveValue('4');
  expect(input).not.toHaveAttribute('aria-invalid', 'true');
});

it('in Spanish: "0,5" stays as typed and the message is in Spanish', async () => {
  const user = userEvent.setup();
  const { ui, state } = renderInForm(
    <IntegerField name="max" label="Máximo por mes" required maxDigits={2} />,
  );
  render(ui);
  await switchToSpanish();
  const input = screen.getByLabelText(/^Máximo por mes/);
  await user.type(input, '0,5');
  await user.tab();
  expect(input).toHaveValue('0,5');
  expect(state.values.max).toBeNaN();
  expect(input).toHaveAccessibleDescription('Máximo por mes: el valor no es válido');
  await user.clear(input);
  await user.type(input, '3');
  expect(state.values.max).toBe(3);
});
