// The single subscribe page in add mode, for a rider and for a sponsor: the cards and contracts
// offered, the amounts, and where PROCEED TO PAYMENT or ADD goes.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { signIn } from '@qcard/kit/test-support/render-remote-page';
import { PATRON_USER, SPONSOR_USER } from '@qcard/kit/test-support/test-users';
import { CARDS, IN_THREE_YEARS } from '../../../test-support/render-page';
import { answer, fill, open, prepareEachTest } from './single-subscribe-fixtures';

jest.mock('@qcard/runtime/api/api-client');
// The session hook caches its snapshot while nothing is mounted; tests choose the user here.
let mockUser: typeof PATRON_USER = PATRON_USER;
jest.mock('@qcard/runtime/session/use-session', () => ({
  useSession: () => ({ user: mockUser, token: 'test-token' }),
}));
jest.setTimeout(20_000);
const api = callContract as jest.MockedFunction<typeof callContract>;
prepareEachTest();
beforeEach(() => {
  mockUser = PATRON_USER;
});

test('add mode: cards by serial, ride-sponsor contracts left out, help tips, and PROCEED TO PAYMENT carries the form to billing', async () => {
  const user = userEvent.setup();
  open();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'ADD SUBSCRIPTION' }),
  ).toBeInTheDocument();
  const cardSelect = screen.getByRole('combobox', { name: /^Card/ });
  // The blocked card 1000000003 can take no automatic reload: it is not offered.
  expect([...(cardSelect as HTMLSelectElement).options].map((o) => o.text)).toEqual([
    '--SELECT--',
    '1000000001',
    '1000000002',
  ]);
  const proceed = screen.getByRole('button', { name: 'PROCEED TO PAYMENT' });
  expect(proceed).toBeDisabled();
  // One reason, the one no field can fix, and it describes the button.
  expect(proceed).toHaveAccessibleDescription('Choose a card and a contract to continue.');
  expect(screen.queryByTestId('submit-reason')).toBeNull();
  expect(screen.getAllByRole('tooltip', { hidden: true }).map((t) => t.textContent)).toEqual([
    'Minimum: $5.00 Maximum: $50.00',
    'Minimum: $10.00 Maximum: $200.00',
    'Minimum: 1 Maximum: 10',
  ]);

  await user.selectOptions(cardSelect, '1000000001');
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/single-subscribe?cardId=1&contractId=11',
    ),
  );
  // The form built for the chosen card keeps a keyboard rider on the list they chose from.
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Card/ })).toHaveFocus());
  await fill(user, '4', '20', '4');
  expect(screen.getByRole('textbox', { name: /^Threshold Amount/ })).toHaveAccessibleDescription(
    /Threshold amount must be between \$5\.00 and \$50\.00\./,
  );
  expect(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' })).toBeDisabled();
  // A field to correct: the button names it, and nothing else says it again in other words.
  expect(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' })).toHaveAccessibleDescription(
    'Complete or correct: Threshold Amount.',
  );
  expect(screen.getAllByTestId('submit-reason')).toHaveLength(1);
  expect(screen.queryByText(/Fill in the threshold/)).toBeNull();
  await user.clear(screen.getByRole('textbox', { name: /^Threshold Amount/ }));
  await user.type(screen.getByRole('textbox', { name: /^Threshold Amount/ }), '5');
  // The form is rebuilt for the chosen contract: find the button again.
  const proceedNow = screen.getByRole('button', { name: 'PROCEED TO PAYMENT' });
  await waitFor(() => expect(proceedNow).toBeEnabled());
  await user.click(proceedNow);
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/subscribe-billing'),
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Subscription Payment' }),
  ).toBeInTheDocument();
  expect(screen.getByText('$20.00')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Address Line 1/)).toHaveValue('42 Elm Street');
  // The payment card is still empty: the button names what is missing, once (a fixed hint under
  // it used to say the same in other words, and stayed once the button was enabled).
  expect(screen.getByRole('button', { name: 'Proceed to Cart' })).toHaveAccessibleDescription(
    /^Complete or correct: Card Number, Expiry Month, Expiry Year, Security Code/,
  );
  expect(screen.queryByText(/is available once every required field/)).toBeNull();
  expect(api).not.toHaveBeenCalledWith(
    expect.objectContaining({ path: '/subscription/addSubscription' }),
    expect.anything(),
  );
});

test('a contract the server refuses shows the warning with its reason and keeps the button disabled', async () => {
  const refusal = {
    allowed: false,
    description: 'Subscriptions are not available for this contract',
    cardSerialNumber: '1000000001',
    subscriptionState: 'NoSubscription',
  };
  api.mockImplementation((({ path }: { path: string }, body?: Record<string, unknown>) =>
    path === '/subscription/isSubscriptionAllowed'
      ? Promise.resolve({ status: 'SUCCESS', data: refusal })
      : answer(path, body)) as never);
  const user = userEvent.setup();
  open('/single-subscribe?cardId=1&contractId=11');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The subscription operation is not allowed on a card with serial # 1000000001 [Reason: Subscriptions are not available for this contract]',
  );
  await fill(user, '5', '20', '2');
  expect(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' })).toBeDisabled();
});

// A blocked or expired card can take no automatic reload, so it is not offered,
// not even by a link that names it, and a rider left with none is told why.
test('a blocked or expired card is not offered, and a rider with no other card sees why', async () => {
  open('/single-subscribe?cardId=3&contractId=31');
  const cardSelect = await screen.findByRole('combobox', { name: /^Card/ });
  expect(cardSelect).toHaveValue('');
  expect(screen.queryByRole('option', { name: '1000000003' })).toBeNull();
  expect(api).not.toHaveBeenCalledWith(
    expect.objectContaining({ path: '/subscription/isSubscriptionAllowed' }),
    expect.anything(),
  );
});

test('a rider whose cards are all blocked or expired gets an empty state that says why', async () => {
  const expired = {
    ...CARDS[0],
    id: 5,
    serialNumber: '1000000005',
    expirationDate: new Date(Date.now() - 86_400_000).toISOString(),
  };
  api.mockImplementation((({ path }: { path: string }, body?: Record<string, unknown>) =>
    path === '/card'
      ? Promise.resolve({ status: 'SUCCESS', data: [CARDS[2], expired] })
      : answer(path, body)) as never);
  open('/single-subscribe');
  expect(
    await screen.findByText('None of your cards can take an automatic reload now'),
  ).toBeInTheDocument();
  expect(
    screen.getByText('A blocked or expired card can not take value. Add another card on My Cards.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My Cards' })).toHaveAttribute('href', '/cards');
  expect(screen.queryByRole('combobox', { name: /^Card/ })).toBeNull();
});

test('a sponsor has no UPDATE PAYMENT, and adding goes straight to the cart without a card', async () => {
  signIn(SPONSOR_USER);
  mockUser = SPONSOR_USER;
  const user = userEvent.setup();
  open('/single-subscribe?cardId=1&contractId=11');
  await screen.findByRole('heading', { level: 1, name: 'ADD SUBSCRIPTION' });
  await fill(user, '5', '20', '3');
  const proceed = screen.getByRole('button', { name: 'PROCEED TO PAYMENT' });
  await waitFor(() => expect(proceed).toBeEnabled());
  await user.click(proceed);
  await waitFor(() =>
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/subscription/addSubscription' }),
      expect.objectContaining({
        contractid: 11,
        thresholdAmount: 500,
        rechargevalue: 2000,
        maxRecharges: 3,
      }),
    ),
  );
  const call = api.mock.calls.find((c) => c[0].path === '/subscription/addSubscription');
  expect(call?.[1]).not.toHaveProperty('cardNumber');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-cart'));
});

test('choosing a card that already has a subscription keeps ADD usable and offers "Manage that subscription" as a link', async () => {
  const user = userEvent.setup();
  open();
  await screen.findByRole('heading', { level: 1, name: 'ADD SUBSCRIPTION' });
  await user.selectOptions(screen.getByRole('combobox', { name: /^Card/ }), '1000000002');
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/single-subscribe?cardId=2&contractId=21',
    ),
  );
  // Still ADD, nothing locked: the rider can take another card.
  expect(screen.getByRole('heading', { level: 1, name: 'ADD SUBSCRIPTION' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /^Card/ })).toBeEnabled();
  expect(screen.getByTestId('already-subscribed')).toHaveTextContent(
    'Q Card 1000000002 already has an automatic reload on Stored Value.',
  );
  const manageLink = screen.getByRole('link', { name: 'Manage that subscription' });
  expect(manageLink).toHaveAttribute('href', '/single-subscribe?cardId=2&contractId=21');
  expect(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' })).toBeDisabled();
  // The empty fields are not the reason: no field can fix a contract that is taken.
  expect(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' })).toHaveAccessibleDescription(
    /^This contract already has a subscription: manage it/,
  );
  expect(screen.queryByTestId('submit-reason')).toBeNull();
  expect(api).not.toHaveBeenCalledWith(
    expect.objectContaining({ path: '/subscription/isSubscriptionAllowed' }),
    expect.objectContaining({ contractid: 21, operation: 'add' }),
  );

  await user.selectOptions(screen.getByRole('combobox', { name: /^Card/ }), '1000000001');
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/single-subscribe?cardId=1&contractId=11',
    ),
  );
  expect(screen.queryByTestId('already-subscribed')).not.toBeInTheDocument();

  // The link opens MANAGE for that card; from there "Choose another card" goes back to ADD.
  await user.selectOptions(screen.getByRole('combobox', { name: /^Card/ }), '1000000002');
  await user.click(await screen.findByRole('link', { name: 'Manage that subscription' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'MANAGE SUBSCRIPTION' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /^Card/ })).toBeDisabled();
  expect(screen.getByRole('textbox', { name: /^Threshold Amount/ })).toHaveValue('10.00');
  await user.click(screen.getByRole('link', { name: 'Choose another card' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'ADD SUBSCRIPTION' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /^Card/ })).toBeEnabled();
  expect(screen.getByRole('combobox', { name: /^Card/ })).toHaveValue('');
});

test("a sponsor opening an employee's company card can subscribe its ride-sponsor contract, straight to the cart", async () => {
  signIn(SPONSOR_USER);
  mockUser = SPONSOR_USER;
  const company = {
    id: 9,
    serialNumber: '2000000002',
    profileName: 'Commuter Benefit',
    status: 'InCirculation',
    emissionDate: '',
    expirationDate: IN_THREE_YEARS,
    contracts: [
      {
        ...CARDS[0]?.contracts[0],
        id: 91,
        contractName: 'Commuter Benefit',
        family: 'Sponsor',
        rideSponsorContract: true,
      },
    ],
  };
  api.mockImplementation((({ path }: { path: string }, body?: Record<string, unknown>) =>
    path === '/card/details'
      ? Promise.resolve({ status: 'SUCCESS', data: company })
      : answer(path, body)) as never);
  const user = userEvent.setup();
  open('/single-subscribe?cardId=9&contractId=91');
  await screen.findByRole('heading', { level: 1, name: 'ADD SUBSCRIPTION' });
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: /^Contract/ })).toHaveValue('91'),
  );
  await fill(user, '5', '20', '3');
  const proceed = screen.getByRole('button', { name: 'PROCEED TO PAYMENT' });
  await waitFor(() => expect(proceed).toBeEnabled());
  await user.click(proceed);
  await waitFor(() =>
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/subscription/addSubscription' }),
      expect.objectContaining({ contractid: 91, cardSerialNumber: '2000000002' }),
    ),
  );
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-cart'));
});
