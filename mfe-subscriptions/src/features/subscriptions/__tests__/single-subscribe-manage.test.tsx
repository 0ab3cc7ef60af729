// The single subscribe page managing a subscription: locked prefilled choices, UPDATE SUBSCRIPTION,
// cancel, and UPDATE PAYMENT starting from the payment on file.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';
import { answer, open, prepareEachTest } from './single-subscribe-fixtures';

jest.mock('@qcard/runtime/api/api-client');
// The session hook caches its snapshot while nothing is mounted; every test here is the patron's.
const mockUser: typeof PATRON_USER = PATRON_USER;
jest.mock('@qcard/runtime/session/use-session', () => ({
  useSession: () => ({ user: mockUser, token: 'test-token' }),
}));
jest.setTimeout(20_000);
const api = callContract as jest.MockedFunction<typeof callContract>;
prepareEachTest();

test('manage mode: locked prefilled selects, UPDATE SUBSCRIPTION needs a change, and cancel goes to the cart', async () => {
  const user = userEvent.setup();
  const counts: number[] = [];
  const off = bus.on('cart/changed', (e) => counts.push(e.count));
  open('/single-subscribe?cardId=2&contractId=21');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'MANAGE SUBSCRIPTION' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /^Card/ })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: /^Contract/ })).toBeDisabled();
  expect(
    [...(screen.getByRole('combobox', { name: /^Contract/ }) as HTMLSelectElement).options].map(
      (o) => o.text,
    ),
  ).toEqual(['--SELECT--', 'Stored Value (Q Card:Stored Value)']);
  expect(screen.getByRole('textbox', { name: /^Threshold Amount/ })).toHaveValue('10.00');
  const update = screen.getByRole('button', { name: 'UPDATE SUBSCRIPTION' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'UPDATE PAYMENT' })).toBeEnabled());
  expect(update).toBeDisabled();
  expect(update).toHaveAccessibleDescription('Change a value to update the subscription.');
  expect(screen.queryByText('Change something to save.')).toBeNull();
  const max = screen.getByRole('textbox', { name: /^Maximum Recharges/ });
  await user.clear(max);
  await user.type(max, '6');
  await waitFor(() => expect(update).toBeEnabled());
  await user.click(update);
  await waitFor(() =>
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/subscription/updateSubscription' }),
      expect.objectContaining({
        contractid: 21,
        thresholdAmount: 1000,
        rechargevalue: 2000,
        maxRecharges: 6,
      }),
    ),
  );
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-cart'));
  expect(counts).toEqual([2]);
  off();
});

test('cancel asks first, then puts the cancellation in the cart', async () => {
  const user = userEvent.setup();
  const alerts: string[] = [];
  const off = bus.on('alerts/raised', (a) => alerts.push(`${a.type}:${a.msg}`));
  open('/single-subscribe?cardId=2&contractId=21');
  await user.click(await screen.findByRole('button', { name: 'CANCEL SUBSCRIPTION' }));
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  await waitFor(() =>
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/subscription/deleteSubscription' }),
      expect.objectContaining({ contractid: 21, cardSerialNumber: '1000000002' }),
    ),
  );
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-cart'));
  expect(alerts).toContain('success:Cancel Subscription(s) added to cart successfully');
  off();
});

const ON_FILE = {
  contractid: 21,
  cardSerialNumber: '1000000002',
  cardBrand: 'visa',
  cardLast4: '4242',
  month: '',
  year: '',
  statusReason: null,
};

async function updatePaymentWith(onFile: Record<string, unknown>) {
  api.mockImplementation((({ path }: { path: string }, body?: Record<string, unknown>) =>
    path === '/subscription/getSPA'
      ? Promise.resolve({ status: 'SUCCESS', data: { ...ON_FILE, ...onFile } })
      : answer(path, body)) as never);
  const user = userEvent.setup();
  open('/single-subscribe?cardId=2&contractId=21');
  const button = await screen.findByRole('button', { name: 'UPDATE PAYMENT' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Subscription Payment' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Visa ending 4242')).toBeInTheDocument();
}

test('UPDATE PAYMENT on a subscription saved without a holder or an address starts from the profile, not blank', async () => {
  const empty = {
    firstName: '',
    lastName: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zipcode: '',
    phonenumber: '',
  };
  await updatePaymentWith(empty);
  expect(screen.getByLabelText(/^First Name/)).toHaveValue(PATRON_USER.firstName);
  expect(screen.getByLabelText(/^Last Name/)).toHaveValue(PATRON_USER.lastName);
  expect(screen.getByLabelText(/^Address Line 1/)).toHaveValue('42 Elm Street');
  expect(screen.getByLabelText(/^City/)).toHaveValue(PATRON_USER.town);
});

test('UPDATE PAYMENT keeps the holder and the address on file, the address whole', async () => {
  const saved = {
    firstName: 'Sam',
    lastName: 'Saver',
    address1: '7 Oak Lane',
    address2: '',
    city: 'Albany',
    state: 'NY',
    zipcode: '12207',
    phonenumber: '',
  };
  await updatePaymentWith(saved);
  expect(screen.getByLabelText(/^First Name/)).toHaveValue('Sam');
  expect(screen.getByLabelText(/^Last Name/)).toHaveValue('Saver');
  expect(screen.getByLabelText(/^Address Line 1/)).toHaveValue('7 Oak Lane');
  expect(screen.getByLabelText(/^Address Line 2/)).toHaveValue('');
  expect(screen.getByLabelText(/^City/)).toHaveValue('Albany');
  expect(screen.getByLabelText(/^Zipcode/)).toHaveValue('12207');
});
