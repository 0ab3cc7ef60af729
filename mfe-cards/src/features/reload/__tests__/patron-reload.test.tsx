import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { RechargePage } from '../../../app/recharge-page';
import { CARDS, contract } from '../../../test-support/fixtures';
import { signIn } from '@qcard/kit/test-support/render-remote-page';
import { PATRON_USER, SPONSOR_USER } from '@qcard/kit/test-support/test-users';
import { renderPage, startPageTest } from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
const api = callContract as jest.MockedFunction<typeof callContract>;

function answer(path: string, body?: Record<string, unknown>) {
  if (path === '/card') return Promise.resolve({ status: 'SUCCESS', data: CARDS });
  if (path === '/cart/addRechargeCard') {
    return Promise.resolve({
      status: 'SUCCESS',
      data: {
        cartCount: 3,
        item: {
          itemId: 9,
          description: 'Reload',
          price: body?.rechargevalue,
          type: 'Recharge',
          contractId: body?.contractid,
          cardSerialNumber: '1000000001',
        },
      },
    });
  }
  return Promise.resolve({ status: 'ERROR', msgCode: '404' });
}

beforeEach(() => {
  api.mockReset();
  api.mockImplementation((({ path }: { path: string }, body?: Record<string, unknown>) =>
    answer(path, body)) as never);
  startPageTest(PATRON_USER);
});

const open = (url = '/recharge/default') =>
  renderPage('/recharge/:actionType', <RechargePage />, url);

test('a preset fills the amount, the review shows it, PROCEED TO CART adds cents and tells the menu', async () => {
  const user = userEvent.setup();
  const cartEvents: number[] = [];
  const alerts: string[] = [];
  const offCart = bus.on('cart/changed', (e) => cartEvents.push(e.count));
  const offAlert = bus.on('alerts/raised', (a) =>
    alerts.push(`${a.type}:${a.msg}:${a.target ?? ''}`),
  );
  open();
  // The fields' rules are known once they have registered (after the first render): wait for the reason.
  expect(await screen.findByText('Select a card to continue.')).toBeInTheDocument();
  const proceed = screen.getByRole('button', { name: 'PROCEED TO CART' });
  expect(proceed).toBeDisabled();
  expect(screen.getByRole('option', { name: '1000000001 · Adult' })).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText(/^Card/), '1000000001');
  // one contract: chosen for the rider
  expect(screen.getByLabelText(/^Contract/)).toHaveValue('11');
  await user.click(screen.getByRole('button', { name: '$20' }));
  expect(screen.getByLabelText(/^Amount/)).toHaveValue('20.00');
  expect(screen.getByTestId('reload-subtotal')).toHaveTextContent('$20.00');
  expect(proceed).toBeEnabled();
  await user.click(proceed);
  await waitFor(() =>
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/cart/addRechargeCard' }),
      expect.objectContaining({ contractid: 11, rechargevalue: 2000 }),
    ),
  );
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-cart'));
  expect(cartEvents).toEqual([3]);
  expect(alerts).toEqual(['success:Items successfully added to cart:/user-cart']);
  offCart();
  offAlert();
});

test('a typed amount outside the bounds shows 463 and keeps the button disabled', async () => {
  const user = userEvent.setup();
  open('/recharge/individual?cardId=1');
  const amount = await screen.findByLabelText(/^Amount/);
  await user.type(amount, '250');
  await user.tab();
  expect(screen.getByRole('button', { name: 'PROCEED TO CART' })).toBeDisabled();
  expect(
    screen.getByText('Reload amount must be between $5.00 and $200.00.', {
      selector: '#reload-submit-reason',
    }),
  ).toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, '12.50');
  await user.tab();
  expect(screen.getByTestId('reload-subtotal')).toHaveTextContent('$12.50');
  await user.click(screen.getByRole('button', { name: 'PROCEED TO CART' }));
  await waitFor(() =>
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/cart/addRechargeCard' }),
      expect.objectContaining({ contractid: 11, rechargevalue: 1250 }),
    ),
  );
});

// A blocked or expired card can take no value, so the list does not offer it
// (not even when the address names it), and a rider left with none is told why.
test('only cards that can take value are offered: not a blocked one, not an expired one', async () => {
  const expired = {
    ...CARDS[0]!,
    id: 5,
    serialNumber: '1000000005',
    expirationDate: new Date(Date.now() - 86_400_000).toISOString(),
  };
  api.mockImplementation((({ path }: { path: string }, body?: Record<string, unknown>) =>
    path === '/card'
      ? Promise.resolve({ status: 'SUCCESS', data: [...CARDS, expired] })
      : answer(path, body)) as never);
  open('/recharge/individual?cardId=3');
  const select = await screen.findByRole('combobox', { name: /^Card/ });
  expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
    '--SELECT--',
    '1000000001 · Adult',
    '1000000002 · Adult',
  ]);
  expect(select).toHaveValue('');
  expect(screen.queryByTestId('not-reloadable')).toBeNull();
  expect(screen.getByText('Select a card to continue.')).toBeInTheDocument();
});

test('a rider whose cards are all blocked or expired sees why, and the way to My Cards', async () => {
  api.mockImplementation((({ path }: { path: string }, body?: Record<string, unknown>) =>
    path === '/card'
      ? Promise.resolve({ status: 'SUCCESS', data: [CARDS[2]] })
      : answer(path, body)) as never);
  open();
  expect(await screen.findByText('None of your cards can be reloaded now')).toBeInTheDocument();
  expect(
    screen.getByText('A blocked or expired card can not take value. Add another card on My Cards.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My Cards' })).toHaveAttribute('href', '/cards');
  expect(screen.queryByRole('button', { name: 'PROCEED TO CART' })).toBeNull();
});

test('a contract that is not reloadable shows the reason and blocks amount and presets', async () => {
  const closed = {
    ...CARDS[0]!,
    contracts: [
      contract({ id: 11, rechargeable: false, rechargeReason: 'Contract is not rechargeable' }),
    ],
  };
  api.mockImplementation((({ path }: { path: string }, body?: Record<string, unknown>) =>
    path === '/card'
      ? Promise.resolve({ status: 'SUCCESS', data: [closed, ...CARDS.slice(1)] })
      : answer(path, body)) as never);
  open('/recharge/default?cardId=1');
  expect(await screen.findByTestId('not-reloadable')).toHaveTextContent(
    'The Q Card with serial # 1000000001 is not reloadable at this time. [Reason: Contract is not rechargeable]',
  );
  expect(screen.getByLabelText(/^Amount/)).toBeDisabled();
  for (const b of within(screen.getByRole('group', { name: 'Preset reload amounts' })).getAllByRole(
    'button',
  ))
    expect(b).toBeDisabled();
  expect(screen.getByRole('button', { name: 'PROCEED TO CART' })).toBeDisabled();
  expect(screen.getByText('This contract can not be reloaded.')).toBeInTheDocument();
});

test('a ride-sponsor contract warns the patron by warning code and stays reloadable', async () => {
  open('/recharge/individual?cardId=2&contractId=22');
  expect(await screen.findByTestId('ride-sponsor-warning')).toHaveTextContent(
    'This contract is paid by your ride sponsor.',
  );
  expect(screen.getByLabelText(/^Amount/)).toBeEnabled();
});

test('a refused add shows the API message and stays on the page', async () => {
  const user = userEvent.setup();
  const alerts: string[] = [];
  const off = bus.on('alerts/raised', (a) => alerts.push(a.msg));
  api.mockImplementation((({ path }: { path: string }) =>
    path === '/cart/addRechargeCard'
      ? Promise.resolve({
          status: 'ERROR',
          msgCode: '463',
          errorMessage: 'Reload amount must be between $5.00 and $200.00.',
        })
      : answer(path)) as never);
  open('/recharge/default?cardId=1');
  await user.click(await screen.findByRole('button', { name: '$50' }));
  await user.click(screen.getByRole('button', { name: 'PROCEED TO CART' }));
  await waitFor(() => expect(alerts).toContain('Reload amount must be between $5.00 and $200.00.'));
  expect(screen.getByTestId('location')).toHaveTextContent('/recharge/default');
  off();
});

test('a sponsor gets the bulk reload on default and the single-card reload on individual', async () => {
  signIn(SPONSOR_USER);
  const { unmount } = open('/recharge/default');
  expect(screen.queryByRole('button', { name: 'PROCEED TO CART' })).toBeNull();
  unmount();
  open('/recharge/individual');
  expect(
    await screen.findByRole('button', { name: 'FIND CARD' }, { timeout: 3000 }),
  ).toBeDisabled();
  expect(api).not.toHaveBeenCalledWith(
    expect.objectContaining({ path: '/card' }),
    expect.anything(),
  );
});

test('a sponsor finds a card by the serial as printed; a mistyped character is named, not dropped', async () => {
  const user = userEvent.setup();
  signIn(SPONSOR_USER);
  api.mockImplementation((({ path }: { path: string }, body?: Record<string, unknown>) =>
    path === '/card/detailsBySerial'
      ? Promise.resolve({
          status: 'SUCCESS',
          data: { ...CARDS[0], serialNumber: body?.cardSerialNo },
        })
      : answer(path, body)) as never);
  open('/recharge/individual');
  const serial = await screen.findByLabelText(/^Card serial number/, {}, { timeout: 3000 });
  const find = screen.getByRole('button', { name: 'FIND CARD' });
  // A lowercase L for a 1: before, the box kept "10000000", another card's serial.
  await user.type(serial, '100000000l');
  await user.tab();
  expect(serial).toHaveValue('100000000l');
  expect(screen.getByTestId('field-error')).toHaveTextContent(
    'Card serial number must contain digits only',
  );
  expect(find).toBeDisabled();
  await user.clear(serial);
  await user.type(serial, '3000 0000 01');
  await user.click(find);
  await waitFor(() =>
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/card/detailsBySerial' }),
      expect.objectContaining({ cardSerialNo: '3000000001' }),
    ),
  );
  expect(await screen.findByRole('combobox', { name: /^Card/ })).toHaveValue('3000000001');
});
