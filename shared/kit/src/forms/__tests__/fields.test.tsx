import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { setConfig } from '@qcard/runtime/config/config-store';
import { CheckboxField } from '@qcard/kit/forms/checkbox-field';
import { HelpTip } from '@qcard/kit/forms/help-tip';
import { MoneyField } from '@qcard/kit/forms/money-field';
import { SelectField } from '@qcard/kit/forms/select-field';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import {
  EmailField,
  PasswordField,
  PhoneField,
  TextAreaField,
  TextField,
  ZipField,
} from '@qcard/kit/forms/text-fields';
import { IntegerField } from '@qcard/kit/forms/integer-field';
import { renderInForm, seriousViolations } from './test-helpers';

afterEach(() => {
  jest.useRealTimers();
  setConfig({ parameters: [] });
});

/** Renders one field in a form, types into it and tabs away, so its blur validation has run. */
async function typeThenLeave(field: ReactElement, label: string, text: string) {
  const user = userEvent.setup();
  const { ui } = renderInForm(field);
  render(ui);
  const input = screen.getByLabelText(label);
  await user.type(input, text);
  await user.tab();
  return { user, input };
}

describe('error display on blur', () => {
  it('shows the message in a bubble for Message_Display_Duration, keeps wrong-input style and SR text', async () => {
    jest.useFakeTimers();
    setConfig({
      parameters: [
        { groupName: 'App_Config', configName: 'Message_Display_Duration', configValue: '2' },
      ],
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { ui } = renderInForm(<TextField name="subject" label="Subject" required />);
    render(ui);
    const input = screen.getByLabelText(/Subject/);
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'x');
    await user.clear(input);
    await user.tab();
    expect(screen.getByTestId('field-error-bubble')).toHaveTextContent('Subject can not be blank');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveClass('qc-input--invalid');
    expect(input).toHaveAccessibleDescription('Subject can not be blank');
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.queryByTestId('field-error-bubble')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(600));
    expect(screen.queryByTestId('field-error-bubble')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // The bubble has gone; the reason stays visible under the field and describes the input.
    const reason = screen.getByTestId('field-error');
    expect(reason).toHaveTextContent('Subject can not be blank');
    expect(reason).not.toHaveClass('qc-visually-hidden');
    expect(reason).toBeVisible();
    expect(input).toHaveAccessibleDescription('Subject can not be blank');
    // fixing the value clears the wrong-input style
    await user.type(input, 'Hello');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveClass('qc-input--invalid');
    expect(screen.getByTestId('field-error')).toBeEmptyDOMElement();
  });

  it('defaults to 1 second and can be overridden per field', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { ui } = renderInForm(
      <TextField name="a" label="Name" required messageDurationMs={300} />,
    );
    render(ui);
    await user.type(screen.getByLabelText(/Name/), 'x');
    await user.clear(screen.getByLabelText(/Name/));
    await user.tab();
    expect(screen.getByTestId('field-error-bubble')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(310));
    expect(screen.queryByTestId('field-error-bubble')).not.toBeInTheDocument();
  });

  it('uses the engine templates for length rules', async () => {
    const { user, input } = await typeThenLeave(
      <TextField
        name="u"
        label="User Name"
        placeholderName="Username"
        minLength={4}
        maxLength={6}
      />,
      'User Name',
      'abc',
    );
    expect(input).toHaveAccessibleDescription(
      'User Name is too short. Username must be at least 4 characters',
    );
    await user.type(input, 'defgh');
    expect(input).toHaveAccessibleDescription('User Name is too long. Username can not exceed 6');
  });
});

it('trims username/password when asked', async () => {
  const user = userEvent.setup();
  const { ui, state } = renderInForm(
    <>
      <TextField name="username" label="Username" trim />
      <PasswordField name="password" label="Password" trim />
    </>,
  );
  render(ui);
  await user.type(screen.getByLabelText('Username'), '  rider ');
  await user.type(screen.getByLabelText('Password'), ' Secret#1 ');
  expect(state.values).toEqual({ username: 'rider', password: 'Secret#1' });
});

it('password show/hide toggle', async () => {
  const user = userEvent.setup();
  const { ui } = renderInForm(<PasswordField name="password" label="Password" />);
  render(ui);
  const input = screen.getByLabelText('Password');
  expect(input).toHaveAttribute('type', 'password');
  const toggle = screen.getByRole('button', { name: 'Show Password' });
  await user.click(toggle);
  expect(input).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: 'Hide Password' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

it('confirm field reports " is not matching"', async () => {
  const user = userEvent.setup();
  const { ui } = renderInForm(
    <>
      <PasswordField name="newpassword" label="New Password" />
      <PasswordField name="confirmpassword" label="Confirm Password" confirmOf="newpassword" />
    </>,
  );
  render(ui);
  await user.type(screen.getByLabelText('New Password'), 'Abcdef#1');
  const confirm = screen.getByLabelText('Confirm Password');
  await user.type(confirm, 'Abcdef#2');
  await user.tab();
  expect(confirm).toHaveAccessibleDescription('Confirm Password is not matching');
});

it('e-mail field rejects a malformed address', async () => {
  const { user, input } = await typeThenLeave(
    <EmailField name="email" label="Email" />,
    'Email',
    'rider@example',
  );
  expect(input).toHaveAccessibleDescription('Email is not valid');
  await user.type(input, '.com');
  expect(input).toHaveAttribute('aria-invalid', 'false');
});

it('phone mask +1 ### ### ####', async () => {
  const user = userEvent.setup();
  const { ui, state } = renderInForm(<PhoneField name="phone" label="Phone Number" required />);
  render(ui);
  const input = screen.getByLabelText(/Phone Number/);
  await user.type(input, '55512');
  expect(input).toHaveValue('+1 555 12');
  await user.type(input, '345678999');
  expect(input).toHaveValue('+1 555 123 4567');
  expect(state.values.phone).toBe('+1 555 123 4567');
  await user.tab();
  expect(input).toHaveAttribute('aria-invalid', 'false');
  await user.clear(input);
  await user.type(input, '555');
  await user.tab();
  expect(input).toHaveAccessibleDescription('Phone Number must look like +1 ### ### ####');
});

it('zipcode keeps at most 5 digits', async () => {
  const user = userEvent.setup();
  const { ui, state } = renderInForm(<ZipField name="zipcode" label="Zipcode" required />);
  render(ui);
  await user.type(screen.getByLabelText(/Zipcode/), '1a23456');
  expect(screen.getByLabelText(/Zipcode/)).toHaveValue('12345');
  expect(state.values.zipcode).toBe('12345');
});

it('money field shows dollars and keeps integer cents', async () => {
  const user = userEvent.setup();
  const { ui, state } = renderInForm(
    <MoneyField
      name="amount"
      label="Amount"
      required
      range={{ min: 500, max: 10000, message: 'Out of range' }}
    />,
  );
  render(ui);
  const input = screen.getByLabelText(/Amount/);
  await user.type(input, '12.34');
  expect(input).toHaveValue('12.34');
  expect(state.values.amount).toBe(1234);
  await user.tab();
  await user.clear(input);
  await user.type(input, '7');
  await user.tab();
  expect(input).toHaveValue('7.00');
  expect(state.values.amount).toBe(700);
  await user.clear(input);
  await user.type(input, '200');
  await user.tab();
  expect(input).toHaveAccessibleDescription('Out of range');
});

it('money field reads a decimal comma as cents and grouped thousands as dollars', async () => {
  const user = userEvent.setup();
  const { ui, state } = renderInForm(<MoneyField name="amount" label="Amount" />);
  render(ui);
  const input = screen.getByLabelText(/Amount/);
  await user.type(input, '10,50');
  expect(input).toHaveValue('10,50');
  expect(state.values.amount).toBe(1050);
  await user.tab();
  expect(input).toHaveValue('10.50');
  await user.clear(input);
  await user.type(input, '1,500');
  await user.tab();
  expect(input).toHaveValue('1500.00');
  expect(state.values.amount).toBe(150000);
  await user.clear(input);
  await user.type(input, '10,505');
  expect(input).toHaveValue('10,505');
  expect(state.values.amount).toBe(1050500);
  await user.clear(input);
  // Neither grouping nor two decimals: stays as typed and is no amount, never $1.50.
  await user.type(input, '1,5,0');
  expect(input).toHaveValue('1,5,0');
  expect(state.values.amount).toBeNaN();
});

it('money field shows outside changes (presets) as dollars', () => {
  const { ui } = renderInForm(<MoneyField name="amount" label="Amount" />, {
    initialValues: { amount: 2050 },
  });
  render(ui);
  expect(screen.getByLabelText('Amount')).toHaveValue('20.50');
});

it('integer field keeps a number', async () => {
  const user = userEvent.setup();
  const { ui, state } = renderInForm(<IntegerField name="max" label="Maximum Recharges" />);
  render(ui);
  await user.type(screen.getByLabelText('Maximum Recharges'), '12');
  expect(state.values.max).toBe(12);
});

it('select has --SELECT-- first and a blank choice fails a required select', async () => {
  const user = userEvent.setup();
  const { ui, state } = renderInForm(
    <SelectField
      name="card"
      label="Card"
      required
      options={[{ value: '1', label: '3000000001' }]}
    />,
  );
  render(ui);
  const select = screen.getByLabelText(/Card/);
  expect((select as HTMLSelectElement).options[0]).toHaveTextContent('--SELECT--');
  await user.selectOptions(select, '3000000001');
  expect(state.values.card).toBe('1');
  expect(select).toHaveAttribute('aria-invalid', 'false');
  await user.selectOptions(select, '--SELECT--');
  await user.tab();
  expect(select).toHaveAccessibleDescription('Card can not be blank');
});

it('textarea and checkbox are labelled and validated', async () => {
  const user = userEvent.setup();
  const { ui } = renderInForm(
    <>
      <TextAreaField name="comments" label="Comments" required />
      <CheckboxField name="agree" label="I agree" required />
    </>,
  );
  render(ui);
  const ta = screen.getByLabelText(/Comments/);
  expect(ta).toHaveAttribute('rows', '5');
  await user.type(ta, 'x');
  await user.clear(ta);
  await user.tab();
  expect(ta).toHaveAccessibleDescription('Comments can not be blank');
  const cb = screen.getByRole('checkbox', { name: /I agree/ });
  await user.click(cb);
  expect(cb).toBeChecked();
});

it('help tip: keyboard focus shows "Minimum: $x Maximum: $y", Escape hides it', async () => {
  const user = userEvent.setup();
  render(
    <>
      <HelpTip label="Help for Threshold Amount" min={500} max={5000} />
      <HelpTip label="Help for Maximum Recharges" min={1} max={5} money={false} />
    </>,
  );
  await user.tab();
  const btn = screen.getByRole('button', { name: 'Help for Threshold Amount' });
  expect(btn).toHaveFocus();
  expect(btn).toHaveAccessibleDescription('Minimum: $5.00 Maximum: $50.00');
  expect(screen.getAllByRole('tooltip', { hidden: true })[0]).toHaveClass('qc-help__tip--open');
  await user.keyboard('{Escape}');
  expect(screen.getAllByRole('tooltip', { hidden: true })[0]).not.toHaveClass('qc-help__tip--open');
  expect(
    screen.getByRole('button', { name: 'Help for Maximum Recharges' }),
  ).toHaveAccessibleDescription('Minimum: 1 Maximum: 5');
});

it('rendered fields have no serious axe violations, also when invalid', async () => {
  const user = userEvent.setup();
  const { ui } = renderInForm(
    <>
      <TextField name="a" label="Name" required />
      <PasswordField name="p" label="Password" />
      <EmailField name="e" label="Email" />
      <PhoneField name="ph" label="Phone" />
      <ZipField name="z" label="Zipcode" />
      <MoneyField
        name="m"
        label="Amount"
        help={<HelpTip label="Help for Amount" min={100} max={200} />}
      />
      <IntegerField name="i" label="Count" />
      <SelectField name="s" label="State" options={[{ value: 'NY', label: 'New York' }]} />
      <TextAreaField name="t" label="Comments" />
      <CheckboxField name="c" label="Remember me" />
      <SubmitButton>SUBMIT</SubmitButton>
    </>,
  );
  const { container } = render(ui);
  await user.click(screen.getByLabelText(/Name/));
  await user.tab();
  expect(await seriousViolations(container)).toEqual([]);
});
