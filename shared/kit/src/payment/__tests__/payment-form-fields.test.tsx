import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setConfig } from '@qcard/runtime/config/config-store';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { renderInForm, seriousViolations } from '../../forms/__tests__/test-helpers';
import { PaymentFormFields, yearOptions } from '@qcard/kit/payment/payment-form-fields';
import { savedCardValue } from '@qcard/contracts/payment/card-number';

const now = new Date(2026, 4, 15); // May 2026

beforeAll(() => {
  setConfig({
    creditCards: [{ title: 'visa', image: '/resources/visa.png' }],
    messages: [
      {
        type: 'RESPONSE_MSG',
        msgCode: '415',
        msgName: 'x',
        msgValue: 'Please enter a valid card number',
      },
    ],
  });
});

it('year options are the years the expiry rule accepts: this year and fifteen more', () => {
  expect(yearOptions({ now }).map((o) => o.value)).toEqual(
    Array.from({ length: 16 }, (_, i) => String(2026 + i)),
  );
});

it('a rider who picks the last offered year (2041) can proceed: list and rule agree', async () => {
  const user = userEvent.setup();
  const { ui } = renderInForm(
    <>
      <PaymentFormFields now={now} />
      <SubmitButton>Proceed to Review</SubmitButton>
    </>,
    {
      initialValues: {
        firstName: 'Riley',
        lastName: 'Rider',
        cardNumber: '4111111111111111',
        month: '12',
        cvvCode: '123',
      },
    },
  );
  render(ui);
  const year = screen.getByLabelText(/Expiry Year/) as HTMLSelectElement;
  const offered = Array.from(year.options)
    .map((o) => o.value)
    .filter(Boolean);
  expect(offered[0]).toBe('2026');
  expect(offered[offered.length - 1]).toBe('2041');
  await user.selectOptions(year, '2041');
  expect(year).toHaveAttribute('aria-invalid', 'false');
  expect(screen.getByRole('button', { name: 'Proceed to Review' })).toBeEnabled();
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
  expect(Array.from(month.options).map((o) => o.value)).toEqual([
    '',
    '01',
    '02',
    '03',
    '04',
    '05',
    '06',
    '07',
    '08',
    '09',
    '10',
    '11',
    '12',
  ]);
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
  expect(state.values).toMatchObject({
    cardNumber: '4111111111111111',
    month: '04',
    year: '2027',
    cvvCode: '1234',
  });
  expect(await seriousViolations(container)).toEqual([]);
});

it('a preselected saved card shows masked and passes the saved-card rule', () => {
  const { ui } = renderInForm(
    <>
      <PaymentFormFields now={now} nameMode="single" savedCardLast4="4242" />
      <SubmitButton>Proceed to Cart</SubmitButton>
    </>,
    {
      initialValues: {
        cardholdername: 'Riley Rider',
        cardNumber: savedCardValue('4242'),
        month: '12',
        year: '2030',
        cvvCode: '123',
      },
    },
  );
  render(ui);
  expect(screen.getByLabelText(/Card Number/)).toHaveValue('#### #### #### 4242');
  expect(screen.getByRole('button', { name: 'Proceed to Cart' })).toBeEnabled();
});
