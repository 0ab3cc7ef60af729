import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { setConfig } from '@qcard/runtime/config/config-store';
import { readSession, setToken, setUser } from '@qcard/runtime/session/session-storage';
import { createShellStore } from '../../../store/shell-store';
import { IdleWarningDialog } from '../idle-warning-dialog';
import { idleSettings } from '../idle-settings';
import { setNavigator } from '../logout';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';

jest.mock('@qcard/runtime/api/api-client');
jest.mock('@qcard/runtime/config/config-store', () => ({
  ...jest.requireActual('@qcard/runtime/config/config-store'),
  loadConfig: jest.fn(async () => ({})),
}));

const api = callContract as jest.MockedFunction<typeof callContract>;

function userConfig(timeout: number, warning: number) {
  setConfig({
    parameters: [
      { groupName: 'User_Config', configName: 'Token_Validity', configValue: '1800' },
      { groupName: 'User_Config', configName: 'Session_Timeout', configValue: String(timeout) },
      {
        groupName: 'User_Config',
        configName: 'Session_Timeout_Expiry_Warning',
        configValue: String(warning),
      },
    ],
  });
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('idle settings', () => {
  it('reads User_Config seconds, with 15 min timeout and a 2 min warning by default', () => {
    setConfig({ parameters: [] });
    expect(idleSettings()).toMatchObject({
      timeoutMs: 900_000,
      warningMs: 120_000,
      warnAfterMs: 780_000,
      warningMinutes: 2,
      tokenValidityMs: 1_800_000,
    });
    userConfig(120, 60);
    expect(idleSettings()).toMatchObject({
      warnAfterMs: 60_000,
      warningMs: 60_000,
      warningMinutes: 1,
    });
  });

  it('always leaves at least 20 seconds to answer the warning (WCAG 2.2.1)', () => {
    userConfig(120, 5);
    expect(idleSettings()).toMatchObject({ warningMs: 20_000, warnAfterMs: 100_000 });
    userConfig(60, 60);
    expect(idleSettings()).toMatchObject({ warningMs: 20_000, warnAfterMs: 40_000 });
    userConfig(900, 1);
    expect(idleSettings().warningMs).toBe(20_000);
  });
});

describe('idle session saga', () => {
  beforeEach(() => {
    // The layout's navigator, which the app always has by the time a rider is idle.
    setNavigator(() => undefined);
    jest.useFakeTimers();
    userConfig(120, 60);
    api.mockReset();
    api.mockImplementation(async ({ path }) => {
      if (path === '/user/isTokenValid' || path === '/user/refreshtoken') {
        return {
          status: 'SUCCESS',
          data: { valid: true, expiresAt: new Date(Date.now() + 1_800_000).toISOString() },
        } as never;
      }
      return { status: 'SUCCESS', data: null } as never;
    });
    setToken('tok');
    setUser(PATRON_USER);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  function mount() {
    const store = createShellStore();
    render(
      <Provider store={store}>
        <IdleWarningDialog />
      </Provider>,
    );
    return store;
  }

  it('warns at timeout minus warning, counts activity as a reset, and Yes refreshes the token', async () => {
    mount();
    await advance(59_000);
    act(() => bus.emit('session/activity', {}));
    await advance(59_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(2_000);
    const dialog = screen.getByRole('alertdialog', { name: 'Warning: Session Expiry' });
    expect(dialog).toHaveTextContent(
      'Your session will expire in 1 minute. Please confirm if you want to continue.',
    );
    expect(dialog).toHaveAccessibleDescription(
      'Your session will expire in 1 minute. Please confirm if you want to continue.',
    );
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await act(async () => screen.getByRole('button', { name: 'Yes' }).click());
    await advance(0);
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/refreshtoken' }),
      {},
      expect.anything(),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(readSession().token).toBe('tok');
  });

  it('logs out when the warning runs out: logout call, every store reset, session cleared', async () => {
    const loggedOut = jest.fn();
    const off = bus.on('session/loggedOut', loggedOut);
    mount();
    await advance(60_000);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await advance(60_000);
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/logout' }),
      {},
      expect.anything(),
    );
    expect(loggedOut).toHaveBeenCalledWith({ reason: 'idle' });
    expect(readSession()).toMatchObject({ token: null, user: null });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    off();
  });

  it('No logs out at once; a failed logout shows the session-expired alert', async () => {
    const alerts: string[] = [];
    const off = bus.on('alerts/raised', (a) => alerts.push(a.msg));
    api.mockImplementation(
      async ({ path }) =>
        (path === '/user/logout'
          ? { status: 'ERROR', msgCode: '475' }
          : { status: 'SUCCESS', data: null }) as never,
    );
    mount();
    await advance(60_000);
    await act(async () => screen.getByRole('button', { name: 'No' }).click());
    await advance(0);
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/logout' }),
      {},
      expect.anything(),
    );
    expect(readSession().token).toBeNull();
    expect(alerts).toContain('Your session is expired! Please login again');
    off();
  });

  it('an invalid token on a protected page takes the session-expired path', async () => {
    const loggedOut = jest.fn();
    const off = bus.on('session/loggedOut', loggedOut);
    api.mockImplementation(
      async ({ path }) =>
        (path === '/user/isTokenValid'
          ? { status: 'ERROR', msgCode: '464', httpStatus: 401 }
          : { status: 'SUCCESS', data: null }) as never,
    );
    mount();
    await advance(0);
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/isTokenValid' }),
      {},
      expect.anything(),
    );
    expect(loggedOut).toHaveBeenCalledWith({ reason: 'invalid' });
    expect(readSession().token).toBeNull();
    off();
  });
});
