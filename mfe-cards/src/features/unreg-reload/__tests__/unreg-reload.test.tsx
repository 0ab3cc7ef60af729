import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useField } from 'react-final-form';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { readSession, setToken } from '@qcard/runtime/session/session-storage';
import { UnregRechargePage } from '../components/unreg-recharge-page';
import { UnregRechargeCardPage } from '../components/unreg-recharge-card-page';
import { UnregRechargeValuePage } from '../components/unreg-recharge-value-page';
import { CARDS, contract } from '../../../test-support/fixtures';
import { signIn } from '@qcard/kit/test-support/render-remote-page';
import { renderPage, startPageTest } from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
// The ALTCHA widget needs workers; a checkbox stands in for it (value = solved payload).
jest.mock('@qcard/runtime/ui/captcha-field', () => ({
  CaptchaField: () => {
    const { input } = useField<string | undefined>('captcha', {
      validate: (v) => (v ? undefined : 'captcha'),
    });
    return (
      <label>
        <input
          type="checkbox"
          checked={!!input.value}
          onChange={(e) => input.onChange(e.target.checked ? 'solved-payload' : undefined)}
        />
        I&apos;m not a robot
      </label>
    );
  },
}));
const api = callContract as jest.MockedFunction<typeof callContract>;

const UNREG_CARD = {
  ...CARDS[0]!,
  id: 5,
  serialNumber: '3000000001',
  holderName: '',
  contracts: [contract({ id: 51, cardSerialNumber: '3000000001', unitsLeft: 625 })],
};

/** The API opens the unregistered session for card 3000000001, as /user/anonymoususer does. */
function answerWithAnonymousSession() {
  api.mockImplementation((async () => {
    setToken('anon-token');
    return {
      status: 'SUCCESS',
      data: { anonymous: true, cardSerialNo: '3000000001', email: 'me@example.com' },
      token: 'anon-token',
    };
  }) as never);
}

beforeEach(() => {
  api.mockReset();
  startPageTest(null);
});

describe('/unreg-recharge', () => {
  test("a different confirm serial says ' is not matching' on blur and RELOAD stays disabled until the two agree", async () => {
    const user = userEvent.setup();
    renderPage('/unreg-recharge', <UnregRechargePage />, '/unreg-recharge');
    const reload = screen.getByRole('button', { name: 'RELOAD' });
    const confirm = screen.getByLabelText(/^Confirm Card Serial Number/);
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await user.type(screen.getByLabelText(/^Card Serial Number/), '3000000001');
    await user.type(confirm, '3000000002');
    // Not yet left: no message while the rider is still typing.
    expect(confirm).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Confirm Card Serial Number is not matching');
    expect(reload).toBeDisabled();
    await user.click(reload);
    expect(api).not.toHaveBeenCalled();
    // Fixing either field ends it; changing the first again brings it back.
    await user.clear(confirm);
    await user.type(confirm, '3000000001');
    await user.tab();
    expect(confirm).toHaveAttribute('aria-invalid', 'false');
    expect(reload).toBeEnabled();
    await user.type(screen.getByLabelText(/^Card Serial Number/), '9');
    expect(confirm).toHaveAccessibleDescription('Confirm Card Serial Number is not matching');
    expect(reload).toBeDisabled();
  });

  test('the card number screen compares its confirm field the same way', async () => {
    const user = userEvent.setup();
    signIn(null, '3000000001');
    renderPage('/unreg-recharge-card', <UnregRechargeCardPage />, '/unreg-recharge-card');
    const confirm = screen.getByLabelText(/^Confirm Card Number/);
    await user.type(screen.getByLabelText(/^Card Number/), '3000000001');
    await user.type(confirm, '3000000002');
    await user.tab();
    expect(confirm).toHaveAccessibleDescription('Confirm Card Number is not matching');
    expect(screen.getByRole('button', { name: 'CONTINUE' })).toBeDisabled();
  });

  test('RELOAD is described by why it is disabled only while that reason is on the page', async () => {
    const user = userEvent.setup();
    renderPage('/unreg-recharge', <UnregRechargePage />, '/unreg-recharge');
    const reload = screen.getByRole('button', { name: 'RELOAD' });
    const hint =
      'Enter the same card serial number in both fields and tick "I\'m not a robot" to continue.';
    expect(reload).toHaveAccessibleDescription(hint);
    await user.type(screen.getByLabelText(/^Card Serial Number/), '3000000001');
    await user.type(screen.getByLabelText(/^Confirm Card Serial Number/), '3000000001');
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    expect(reload).toBeEnabled();
    expect(reload).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(hint)).toBeNull();
  });

  test('RELOAD opens the unregistered session for the card and goes to the value screen', async () => {
    const user = userEvent.setup();
    answerWithAnonymousSession();
    renderPage('/unreg-recharge', <UnregRechargePage />, '/unreg-recharge');
    await user.type(screen.getByLabelText(/^Card Serial Number/), '3000000001');
    await user.type(screen.getByLabelText(/^Confirm Card Serial Number/), '3000000001');
    await user.type(screen.getByLabelText(/^Email/), 'me@example.com');
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(screen.getByRole('button', { name: 'RELOAD' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/unreg-recharge-value'),
    );
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/anonymoususer' }),
      expect.objectContaining({
        cardSerialNo: '3000000001',
        email: 'me@example.com',
        captcha: 'solved-payload',
      }),
      { anonymous: true },
    );
    expect(readSession().anonymousSerial).toBe('3000000001');
  });

  test('a serial read off the card in groups is the same serial; a letter in it stays, with its message', async () => {
    const user = userEvent.setup();
    answerWithAnonymousSession();
    renderPage('/unreg-recharge', <UnregRechargePage />, '/unreg-recharge');
    const serial = screen.getByLabelText(/^Card Serial Number/);
    await user.type(serial, '3000 0000-0l');
    await user.tab();
    // Typed key by key, the groups' spaces went before the letter came.
    expect(serial).toHaveValue('300000000l');
    expect(serial).toHaveAccessibleDescription('Card Serial Number must contain digits only');
    await user.clear(serial);
    await user.type(serial, '3000 0000 01');
    expect(serial).toHaveValue('3000000001');
    await user.type(screen.getByLabelText(/^Confirm Card Serial Number/), '3000-0000-01');
    await user.type(screen.getByLabelText(/^Email/), 'me@example.com');
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(screen.getByRole('button', { name: 'RELOAD' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/unreg-recharge-value'),
    );
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/anonymoususer' }),
      expect.objectContaining({ cardSerialNo: '3000000001' }),
      { anonymous: true },
    );
  });

  test('a refused card shows the API text and the captcha must be solved again', async () => {
    const user = userEvent.setup();
    const alerts: string[] = [];
    const off = bus.on('alerts/raised', (a) => alerts.push(a.msg));
    api.mockResolvedValue({
      status: 'ERROR',
      msgCode: '487',
      errorMessage: 'This Q Card can not be reloaded here.',
    });
    renderPage('/unreg-recharge', <UnregRechargePage />, '/unreg-recharge');
    await user.type(screen.getByLabelText(/^Card Serial Number/), '1000000001');
    await user.type(screen.getByLabelText(/^Confirm Card Serial Number/), '1000000001');
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(screen.getByRole('button', { name: 'RELOAD' }));
    await waitFor(() => expect(alerts).toEqual(['This Q Card can not be reloaded here.']));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked(),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/unreg-recharge');
    off();
  });
});

describe('/unreg-recharge-value and /unreg-recharge-card', () => {
  test('without an unregistered session the value screen goes back to /unreg-recharge', () => {
    renderPage('/unreg-recharge-value', <UnregRechargeValuePage />, '/unreg-recharge-value');
    expect(screen.getByTestId('location')).toHaveTextContent('/unreg-recharge');
  });

  test('read-only serial, CHECKOUT adds to the unregistered cart and goes to /unreg-cart', async () => {
    const user = userEvent.setup();
    signIn(null, '3000000001');
    const counts: number[] = [];
    const off = bus.on('cart/changed', (e) => counts.push(e.count));
    api.mockImplementation((({ path }: { path: string }, body: Record<string, unknown>) =>
      Promise.resolve(
        path === '/card/detailsBySerial'
          ? { status: 'SUCCESS', data: UNREG_CARD }
          : {
              status: 'SUCCESS',
              data: {
                cartCount: 1,
                item: {
                  itemId: 1,
                  description: 'x',
                  price: body.rechargevalue,
                  type: 'Recharge',
                  contractId: 51,
                  cardSerialNumber: '3000000001',
                },
              },
            },
      )) as never);
    renderPage('/unreg-recharge-value', <UnregRechargeValuePage />, '/unreg-recharge-value');
    const serial = await screen.findByLabelText(/^Card Serial Number/);
    expect(serial).toHaveValue('3000000001');
    expect(serial).toHaveAttribute('readonly');
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/card/detailsBySerial' }),
      expect.objectContaining({ cardSerialNo: '3000000001' }),
    );
    expect(screen.getByTestId('side-panel-serial')).toHaveTextContent('3000000001');
    await user.click(screen.getByRole('button', { name: '$30' }));
    expect(screen.getByTestId('reload-subtotal')).toHaveTextContent('$30.00');
    await user.click(screen.getByRole('button', { name: 'CHECKOUT' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/unreg-cart'));
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/cart/addRechargeCard' }),
      expect.objectContaining({ contractid: 51, rechargevalue: 3000 }),
    );
    expect(counts).toEqual([1]);
    off();
  });

  test('CONTINUE checks the pair with the API; BACK HOME clears alerts, revokes and forgets the token', async () => {
    const user = userEvent.setup();
    signIn(null, '3000000001');
    const cleared: number[] = [];
    const off = bus.on('alerts/cleared', () => cleared.push(1));
    api.mockImplementation((({ path }: { path: string }) =>
      Promise.resolve(
        path === '/card/detailsBySerial'
          ? { status: 'SUCCESS', data: UNREG_CARD }
          : { status: 'SUCCESS', data: null },
      )) as never);
    renderPage('/unreg-recharge-card', <UnregRechargeCardPage />, '/unreg-recharge-card');
    await user.type(screen.getByLabelText(/^Card Number/), '3000000001');
    await user.type(screen.getByLabelText(/^Confirm Card Number/), '3000000001');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/unreg-recharge-value'),
    );
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/card/detailsBySerial' }),
      expect.objectContaining({ cardnumber: '3000000001', confirmcardnumber: '3000000001' }),
    );
    off();

    renderPage('/unreg-recharge-card', <UnregRechargeCardPage />, '/unreg-recharge-card');
    const offCleared = bus.on('alerts/cleared', () => cleared.push(2));
    await user.click(screen.getAllByRole('button', { name: 'BACK HOME' })[0]!);
    await waitFor(() => expect(readSession().token).toBeNull());
    expect(readSession().anonymousSerial).toBeNull();
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/logout' }),
      {},
      { ignoreSessionErrors: true, headers: { Authorization: 'Bearer test-token' } },
    );
    expect(cleared.length).toBeGreaterThan(0);
    offCleared();
  });

  test("another card number than the session's says how to reload another card", async () => {
    const user = userEvent.setup();
    signIn(null, '3000000001');
    const alerts: string[] = [];
    const off = bus.on('alerts/raised', (a) => alerts.push(a.msg));
    api.mockResolvedValue({
      status: 'ERROR',
      msgCode: '485',
      errorMessage: 'The requested item was not found.',
    });
    renderPage('/unreg-recharge-card', <UnregRechargeCardPage />, '/unreg-recharge-card');
    expect(
      screen.getByText('Enter the same card number in both fields to continue.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Card Number/), '1000000001');
    await user.type(screen.getByLabelText(/^Confirm Card Number/), '1000000001');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() =>
      expect(alerts).toEqual([
        'This reload session is for Q Card 3000000001. To reload another card, choose BACK HOME and start again with its serial number.',
      ]),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/unreg-recharge-card');
    off();
  });
});
