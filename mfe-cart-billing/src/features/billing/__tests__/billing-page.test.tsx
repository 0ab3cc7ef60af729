import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { encryptCardNumber } from '@qcard/kit/payment/encrypt-card-number';
import { BillingPage } from '../components/billing-page';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';
import { readSession } from '@qcard/runtime/session/session-storage';
import { renderPage, startPageTest } from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
jest.mock('@qcard/kit/payment/encrypt-card-number', () => ({
  ...jest.requireActual<object>('@qcard/kit/payment/encrypt-card-number'),
  encryptCardNumber: jest.fn(),
}));
const api = callContract as jest.MockedFunction<typeof callContract>;
const encrypt = encryptCardNumber as jest.MockedFunction<typeof encryptCardNumber>;

jest.setTimeout(30_000);

let submitAnswer: Record<string, unknown> = {
  status: 'SUCCESS',
  data: { orderId: 501, status: 'ProcessingOrder' },
};

beforeEach(() => {
  api.mockReset();
  encrypt.mockReset();
  encrypt.mockResolvedValue({ ok: true, value: 'ENCRYPTED==' });
  submitAnswer = { status: 'SUCCESS', data: { orderId: 501, status: 'ProcessingOrder' } };
  api.mockImplementation((({ path }: { path: string }) => {
    if (path === '/cart/cartItems') {
      return Promise.resolve({
        status: 'SUCCESS',
        data: {
          cartItems: [{ itemId: 1, description: 'Reload $25.00', price: 2500, type: 'Recharge' }],
          price: 2500,
          numberOfPages: 1,
          pageNumber: 1,
          numberOfRecords: 1,
        },
      });
    }
    if (path === '/order/submit') return Promise.resolve(submitAnswer);
    return Promise.resolve({ status: 'ERROR', msgCode: '404' });
  }) as never);
  startPageTest(PATRON_USER);
});

async function fillBilling(
  user: ReturnType<typeof userEvent.setup>,
  cardNumber = '4111111111111111',
) {
  // The holder's name starts as the profile's: typed over, as for a card in another name.
  await user.clear(await screen.findByLabelText(/First Name/));
  await user.type(screen.getByLabelText(/First Name/), 'Morgan');
  await user.clear(screen.getByLabelText(/Last Name/));
  await user.type(screen.getByLabelText(/Last Name/), 'Holder');
  await user.type(screen.getByLabelText(/Card Number/), cardNumber);
  await user.selectOptions(screen.getByLabelText(/Expiry Month/), '12');
  await user.selectOptions(
    screen.getByLabelText(/Expiry Year/),
    String(new Date().getFullYear() + 1),
  );
  await user.type(screen.getByLabelText(/Security Code/), '123');
}
async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  // The patron's form starts from the profile's address: typed over, not after it.
  await user.clear(screen.getByLabelText(/Address Line 1/));
  await user.type(screen.getByLabelText(/Address Line 1/), '100 Main Street');
  await user.clear(screen.getByLabelText(/^City/));
  await user.type(screen.getByLabelText(/^City/), 'Springfield');
  await user.selectOptions(screen.getByLabelText(/^State/), 'NY');
  await user.clear(screen.getByLabelText(/Zipcode/));
  await user.type(screen.getByLabelText(/Zipcode/), '10001');
}

test('Proceed to Review stays disabled, with the reason shown, until payment AND address are valid (no phone asked)', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage('/patron-billing', <BillingPage variant="patron" />);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Patron Billing Order' }),
  ).toBeInTheDocument();
  // The amount to be charged is said before the card is asked for.
  expect(screen.getByTestId('billing-due')).toHaveTextContent(
    'Order total: $25.00 for 1 item in your cart.',
  );
  const proceed = screen.getByRole('button', { name: 'Proceed to Review' });
  expect(proceed).toBeDisabled();
  // The holder's name and the address start as the profile's, so only the card is missing.
  await waitFor(() =>
    expect(proceed).toHaveAccessibleDescription(
      'Complete or correct: Card Number, Expiry Month, Expiry Year, Security Code.',
    ),
  );
  expect(screen.getByLabelText(/First Name/)).toHaveValue('Riley');
  expect(screen.getByLabelText(/Last Name/)).toHaveValue('Rider');
  expect(screen.getByLabelText(/Address Line 1/)).toHaveValue('42 Elm Street');
  expect(screen.getByLabelText(/^City/)).toHaveValue('Springfield');
  expect(screen.getByLabelText(/^State/)).toHaveValue('NY');
  expect(screen.getByLabelText(/Zipcode/)).toHaveValue('10001');
  expect(screen.queryByLabelText(/Phone Number/)).not.toBeInTheDocument();
  await fillBilling(user);
  expect(proceed).toBeEnabled();
  await user.clear(screen.getByLabelText(/Address Line 1/));
  await user.clear(screen.getByLabelText(/^City/));
  expect(proceed).toBeDisabled();
  expect(screen.getByTestId('submit-reason')).toHaveTextContent(
    'Complete or correct: Address Line 1, City.',
  );
  await fillAddress(user);
  expect(proceed).toBeEnabled();
  expect(screen.queryByTestId('submit-reason')).not.toBeInTheDocument();
  // An invalid card number blocks it again.
  const card = screen.getByLabelText(/Card Number/);
  await user.clear(card);
  await user.type(card, '4111111111111112');
  expect(proceed).toBeDisabled();
});

test('review shows the masked card, address and cart; Place Order sends the encrypted number once and confirms', async () => {
  const user = userEvent.setup({ delay: null });
  const counts: number[] = [];
  const off = bus.on('cart/changed', (e) => counts.push(e.count));
  renderPage('/patron-billing', <BillingPage variant="patron" />);
  await fillBilling(user);
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'Proceed to Review' }));
  expect(screen.getByTestId('masked-card')).toHaveTextContent('#### #### #### 1111');
  expect(screen.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
  expect(screen.getByText(/Springfield, New York 10001/)).toBeInTheDocument();
  expect(screen.getByTestId('billing-total')).toHaveTextContent('$25.00');
  expect(screen.queryByText(/4111 1111 1111 1111/)).not.toBeInTheDocument();
  await user.dblClick(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/user-confirm-order?orderId=501'),
  );
  const submits = api.mock.calls.filter(([{ path: p }]) => p === '/order/submit');
  expect(submits).toHaveLength(1);
  const body = submits[0]?.[1] as Record<string, unknown>;
  expect(body).toMatchObject({
    function: 'submit_order',
    cardNumber: 'ENCRYPTED==',
    cardType: 1,
    cardLast4: '1111',
    zipcode: '10001',
    state: 'NY',
  });
  expect(body).not.toHaveProperty('phonenumber');
  expect(typeof body.idempotencyKey).toBe('string');
  expect(encrypt).toHaveBeenCalledWith('4111111111111111', expect.anything());
  off();
  expect(counts).toContain(1);
});

test('a declined payment stays on review with the alert; Edit returns to the filled billing step', async () => {
  const user = userEvent.setup({ delay: null });
  submitAnswer = {
    status: 'ERROR',
    msgCode: '486',
    errorMessage: 'Your payment was declined. Reason: Card declined by the issuer.',
  };
  const alerts: string[] = [];
  const off = bus.on('alerts/raised', (a) => alerts.push(`${a.type}:${a.msg}`));
  renderPage('/patron-billing', <BillingPage variant="patron" />);
  await fillBilling(user, '4000000000000002');
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'Proceed to Review' }));
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('declined');
  expect(alerts).toContain(
    'danger:Your payment was declined. Reason: Card declined by the issuer.',
  );
  expect(screen.getByTestId('location')).toHaveTextContent('/patron-billing');
  expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  const firstKey = (
    api.mock.calls.find(([{ path: p }]) => p === '/order/submit')?.[1] as Record<string, unknown>
  ).idempotencyKey;
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() =>
    expect(api.mock.calls.filter(([{ path: p }]) => p === '/order/submit')).toHaveLength(2),
  );
  const secondKey = (
    api.mock.calls.filter(([{ path: p }]) => p === '/order/submit')[1]?.[1] as Record<
      string,
      unknown
    >
  ).idempotencyKey;
  expect(secondKey).not.toBe(firstKey);
  await user.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
  expect(screen.getByLabelText(/First Name/)).toHaveValue('Morgan');
  off();
});

test('a missing public key blocks the order, says payment is unavailable (not "session invalid") and keeps the cart and session', async () => {
  const user = userEvent.setup({ delay: null });
  encrypt.mockResolvedValue({ ok: false, code: '464', error: 'Public key missing' });
  const alerts: string[] = [];
  const offAlerts = bus.on('alerts/raised', (a) => alerts.push(`${a.type}:${a.msg}`));
  const ended: string[] = [];
  const offExpired = bus.on('session/expired', () => ended.push('expired'));
  renderPage('/patron-billing', <BillingPage variant="patron" />);
  await fillBilling(user);
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'Proceed to Review' }));
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Payment is unavailable right now. Your cart is kept; please try again in a few minutes.',
  );
  expect(alerts).toEqual([
    'danger:Payment is unavailable right now. Your cart is kept; please try again in a few minutes.',
  ]);
  expect(alerts.join()).not.toMatch(/session/i);
  expect(ended).toEqual([]);
  expect(
    api.mock.calls.filter(
      ([{ path: p }]) => p === '/order/submit' || p === '/cart/deleteOrderItem',
    ),
  ).toHaveLength(0);
  // Still on review with the cart, and Place Order can be tried again.
  expect(screen.getByTestId('location')).toHaveTextContent('/patron-billing');
  expect(screen.getByTestId('billing-total')).toHaveTextContent('$25.00');
  expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  offAlerts();
  offExpired();
});

test('a successful retry after a decline ends the decline alert (settled by the same action)', async () => {
  const user = userEvent.setup({ delay: null });
  submitAnswer = {
    status: 'ERROR',
    msgCode: '486',
    errorMessage: 'Your payment was declined. Reason: Card declined by the issuer.',
  };
  const settled: string[] = [];
  const raised: Array<string | undefined> = [];
  const offSettled = bus.on('alerts/settled', (e) => settled.push(e.source));
  const offRaised = bus.on('alerts/raised', (a) => raised.push(a.source));
  renderPage('/patron-billing', <BillingPage variant="patron" />);
  await fillBilling(user, '4000000000000002');
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'Proceed to Review' }));
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  await screen.findByRole('alert');
  expect(raised).toEqual(['order/submit']);
  submitAnswer = { status: 'SUCCESS', data: { orderId: 502, status: 'ProcessingOrder' } };
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/user-confirm-order?orderId=502'),
  );
  // The order's own success ends its decline (the page's cart reads settle their own action).
  expect(settled.filter((source) => source !== 'cart/loadRequested')).toEqual(['order/submit']);
  offSettled();
  offRaised();
});

test('the typed card number is in no action and no state: the form encrypts it before anything is dispatched', async () => {
  const user = userEvent.setup({ delay: null });
  const typed = '4111 1111 1111 1111';
  const { actions, store } = renderPage('/patron-billing', <BillingPage variant="patron" />);
  await fillBilling(user, typed);
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'Proceed to Review' }));
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/user-confirm-order?orderId=501'),
  );
  // The encrypted number is what was dispatched and sent.
  expect(actions).toContainEqual(
    expect.objectContaining({
      type: 'cart/submitRequested',
      payload: expect.objectContaining({ cardNumber: 'ENCRYPTED==' }),
    }),
  );
  const seen = JSON.stringify({ actions, state: store.getState() });
  for (const form of [typed, typed.replace(/ /g, ''), '411111111111'])
    expect(seen).not.toContain(form);
});

test("the profile's address is used as it is unless the rider changes it; a changed one is saved to the profile only when ticked", async () => {
  const user = userEvent.setup({ delay: null });
  renderPage('/patron-billing', <BillingPage variant="patron" />);
  await fillBilling(user);
  // Unchanged: nothing to save, so nothing is offered.
  expect(
    screen.queryByRole('checkbox', { name: 'Save this address to my profile' }),
  ).not.toBeInTheDocument();
  await user.clear(screen.getByLabelText(/Address Line 1/));
  await user.type(screen.getByLabelText(/Address Line 1/), '77 Harbor Road');
  const save = screen.getByRole('checkbox', { name: 'Save this address to my profile' });
  expect(save).not.toBeChecked();
  await user.click(save);
  await user.click(screen.getByRole('button', { name: 'Proceed to Review' }));
  expect(
    screen.getByText('This address will also be saved to your profile when the order is placed.'),
  ).toBeInTheDocument();
  submitAnswer = {
    status: 'SUCCESS',
    data: { orderId: 502, status: 'ProcessingOrder', addressSaved: true },
  };
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() =>
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/order/submit' }),
      expect.objectContaining({ address1: '77 Harbor Road', saveAddress: true }),
    ),
  );
  // The session's copy follows the saved profile, so the next billing step starts from it.
  await waitFor(() => expect(readSession().user?.address1).toBe('77 Harbor Road'));
});

test('a changed address that is not ticked goes with this order only', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage('/patron-billing', <BillingPage variant="patron" />);
  await fillBilling(user);
  await user.clear(screen.getByLabelText(/Zipcode/));
  await user.type(screen.getByLabelText(/Zipcode/), '12207');
  await user.click(screen.getByRole('button', { name: 'Proceed to Review' }));
  expect(screen.queryByText(/will also be saved to your profile/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() =>
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/order/submit' }),
      expect.objectContaining({ zipcode: '12207' }),
    ),
  );
  const body = api.mock.calls.find(([{ path }]) => path === '/order/submit')?.[1] as Record<
    string,
    unknown
  >;
  expect(body.saveAddress).toBeUndefined();
  // The card's holder as typed over the profile's name; the profile is not changed by it.
  expect(body).toMatchObject({ firstName: 'Morgan', lastName: 'Holder' });
  expect(readSession().user?.zipcode).toBe('10001');
  expect(readSession().user?.firstName).toBe('Riley');
});
