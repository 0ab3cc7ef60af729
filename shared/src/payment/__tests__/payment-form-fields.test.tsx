import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setConfig } from '../../config/config-store';
import { SubmitButton } from '../../forms/submit-button';
import { renderInForm, seriousViolations } from '../../forms/__tests__/test-helpers';
import { PaymentFormFields, expiryInPast, yearOptions } from '../payment-form-fields';
import { savedCardValue } from '../card-number';

const now = new Date(2026, 4, 15); // May 2026

beforeAll(() => {
  setConfig({
    creditCards: [{ title: 'visa', image: '/resources/visa.png' }],
    messages: [{ type: 'RESPONSE_MSG', msgCode: '415', msgName: 'x', msgValue: 'Please enter a valid card number' }],
  });
});

it('year options are the current year and nine more; past month refused', () => {
  expect(yearOptions(now).map((o) => o.value)).toEqual(['2026', '2027', '2028', '2029', '2030', '2031', '2032', '2033', '2034', '2035']);
  expect(expiryInPast('04', '2026', now)).toBe(true);
  expect(expiryInPast('05', '2026', now)).toBe(false);
  expect(expiryInPast('01', '2027', now)).toBe(false);
});

it('formats the card number, shows the brand icon, validates 415 and enables submit when complete', async () => {
  const user = userEvent.setup();
  const { ui, state } = renderInForm(
    <>
      <PaymentFormFields now={now} />
      <SubmitButton>Proceed to Review</SubmitButton>
    </>,
  );
  const { container } = render(ui);
  const btn = screen.getByRole('button', { name: 'Proceed to Review' });
  await user.type(screen.getByLabelText(/First Name/), 'Riley');
  await user.type(screen.getByLabelText(/Last Name/), 'Rider');
  const card = screen.getByLabelText(/Card Number/);
  await user.type(card, '4111111111111112');
  expect(card).toHaveValue('4111 1111 1111 1112');
  expect(screen.getByRole('img', { name: 'Visa' })).toHaveAttribute('src', '/resources/visa.png');
  await user.tab();
  expect(card).toHaveAccessibleDescription('Please enter a valid card number');
  await user.clear(card);
  await user.type(card, '4111111111111111');
  expect(card).toHaveAttribute('aria-invalid', 'false');
  const month = screen.getByLabelText(/Expiry Month/) as HTMLSelectElement;
  expect(Array.from(month.options).map((o) => o.value)).toEqual(['', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
  await user.selectOptions(month, '04');
  await user.selectOptions(screen.getByLabelText(/Expiry Year/), '2026');
  const cvv = screen.getByLabelText(/Security Code/);
  expect(cvv).toHaveAttribute('type', 'password');
  await user.type(cvv, '12345');
  expect(cvv).toHaveValue('1234');
  expect(btn).toBeDisabled(); // 04/2026 is in the past
  expect(month).toHaveAttribute('aria-invalid', 'true');
  await user.selectOptions(screen.getByLabelText(/Expiry Year/), '2027');
  expect(btn).toBeEnabled();
  expect(state.values).toMatchObject({ cardNumber: '4111111111111111', month: '04', year: '2027', cvvCode: '1234' });
  expect(await seriousViolations(container)).toEqual([]);
});

it('a preselected saved card shows masked and passes the saved-card rule', () => {
  const { ui } = renderInForm(
    <>
      <PaymentFormFields now={now} nameMode="single" savedCardLast4="4242" />
      <SubmitButton>Proceed to Cart</SubmitButton>
    </>,
    { initialValues: { cardholdername: 'Riley Rider', cardNumber: savedCardValue('4242'), month: '12', year: '2030', cvvCode: '123' } },
  );
  render(ui);
  expect(screen.getByLabelText(/Card Number/)).toHaveValue('#### #### #### 4242');
  expect(screen.getByRole('button', { name: 'Proceed to Cart' })).toBeEnabled();
});
