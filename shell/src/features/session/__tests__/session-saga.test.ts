// The shell's session saga run as a saga: how a session ends (the rider's Logout, an expired
// token, a remote that changed the password) and what starts with a login. The idle timer starts
// apart, with a session (store/shell-store.ts), and has its own test (idle-saga.test.ts).
jest.mock('@qcard/runtime/api/api-client');

import { bus } from '@qcard/runtime/bus/event-bus';
import { setConfig } from '@qcard/runtime/config/config-store';
import { readSession } from '@qcard/runtime/session/session-storage';
import { rememberReturnPath, takeReturnPath } from '@qcard/kit/session/return-path';
import { cartActions } from '../../cart/public';
import { NAVIGATOR_WAIT_MS, navigateTo, setNavigator, setPageLoader } from '../logout';
import { sessionActions } from '../session-saga';
import {
  alerts,
  api,
  loggedOut,
  navigate,
  prepareEachTest,
  RESET,
  run,
  signedIn,
  USER,
} from './session-saga-fixtures';

prepareEachTest();

describe('sessionSaga: Logout', () => {
  it('revokes the token, ends the session everywhere and goes home, quietly', async () => {
    signedIn();
    const { saga, done } = run();
    saga.dispatch(sessionActions.logoutRequested('user')).put(RESET);
    await done();
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/logout' }),
      {},
      { ignoreSessionErrors: true },
    );
    expect(readSession()).toMatchObject({ token: null, user: null });
    expect(loggedOut).toEqual(['user']);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(alerts).toEqual([]);
  });

  it('a failed revoke still ends the session and says the logout failed', async () => {
    signedIn();
    api.mockResolvedValue({ status: 'ERROR', msgCode: '475' });
    const { saga, done } = run();
    saga.dispatch(sessionActions.logoutRequested('user'));
    await done();
    expect(readSession().token).toBeNull();
    expect(loggedOut).toEqual(['user']);
    expect(alerts).toEqual([
      expect.objectContaining({ type: 'danger', msg: 'Logout failed.', target: '/' }),
    ]);
  });

  it('without a token, calls nothing and still goes home', async () => {
    const { saga, done } = run();
    saga.dispatch(sessionActions.logoutRequested('user'));
    await done();
    expect(api).not.toHaveBeenCalled();
    expect(loggedOut).toEqual(['user']);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('sessionSaga: the session ends elsewhere', () => {
  it('an expired token (any remote saw 464) logs out without calling the API and says why', async () => {
    signedIn();
    const { saga, done } = run(() => bus.emit('session/expired', { msg: 'expired' }));
    saga.put(RESET);
    await done();
    expect(api).not.toHaveBeenCalled();
    expect(readSession()).toMatchObject({ token: null, user: null });
    expect(loggedOut).toEqual(['invalid']);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'danger',
        msg: 'Your session is invalid. Please login again.',
        target: '/',
      }),
    ]);
  });

  it('a 464 before React has set its navigator: the way to / and its alert wait for it, with no page load', async () => {
    signedIn();
    setNavigator(null);
    const load = jest.fn();
    setPageLoader(load);
    const { done } = run(() => bus.emit('session/expired', { msg: 'expired' }));
    await done();
    expect(loggedOut).toEqual(['invalid']);
    // Still rendering: nothing navigated, no alert raised for a page not reached yet.
    expect(navigate).not.toHaveBeenCalled();
    expect(alerts).toEqual([]);
    setNavigator(navigate);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'danger',
        msg: 'Your session is invalid. Please login again.',
        target: '/',
      }),
    ]);
    expect(load).not.toHaveBeenCalled();
  });

  it('a navigator that never comes: the page is loaded after a while', () => {
    jest.useFakeTimers();
    setNavigator(null);
    const load = jest.fn();
    setPageLoader(load);
    try {
      // Set in time: one navigation, and no page load later.
      navigateTo('/');
      setNavigator(navigate);
      jest.advanceTimersByTime(NAVIGATOR_WAIT_MS);
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(load).not.toHaveBeenCalled();
      navigate.mockReset();

      setNavigator(null);
      navigateTo('/');
      jest.advanceTimersByTime(NAVIGATOR_WAIT_MS - 1);
      expect(load).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(load).toHaveBeenCalledWith('/');
      // Gone with the page it left: a navigator set now does not navigate again.
      setNavigator(navigate);
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('without the configured 464 text, says the session expired', async () => {
    setConfig({ messages: [] });
    const { done } = run(() => bus.emit('session/expired', {}));
    await done();
    expect(alerts.map((a) => a.msg)).toEqual(['Your session is expired! Please login again']);
  });

  it('a remote that changed the password ended the session: the shell resets and goes home', async () => {
    const { saga, done } = run(() => bus.emit('session/loggedOut', { reason: 'passwordChanged' }));
    saga.put(RESET);
    await done();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(api).not.toHaveBeenCalled();
  });

  it("other logouts on the bus are the shell's own: nothing happens twice", async () => {
    const { saga, done } = run(() => bus.emit('session/loggedOut', { reason: 'user' }));
    saga.not.put(RESET);
    await done();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('sessionSaga: the way back after the next sign-in', () => {
  beforeEach(() => window.history.pushState({}, '', '/patron-billing?from=cart'));
  afterEach(() => window.history.pushState({}, '', '/'));

  it('a session that ran out of time keeps the page the rider was on', async () => {
    signedIn();
    const { saga, done } = run();
    saga.dispatch(sessionActions.logoutRequested('idle'));
    await done();
    expect(takeReturnPath(USER)).toBe('/patron-billing?from=cart');
  });

  it('so does one the server no longer knows (464)', async () => {
    signedIn();
    const { done } = run(() => bus.emit('session/expired', {}));
    await done();
    expect(takeReturnPath(USER)).toBe('/patron-billing?from=cart');
  });

  it('a second 464 after the session is gone keeps whose page it was', async () => {
    signedIn();
    const { done } = run(() => {
      bus.emit('session/expired', {});
      bus.emit('session/expired', {});
    });
    await done();
    expect(takeReturnPath({ ...USER, id: 2 })).toBeNull();
  });

  it("the rider's own Logout forgets any page kept before", async () => {
    rememberReturnPath('/order');
    signedIn();
    const { saga, done } = run();
    saga.dispatch(sessionActions.logoutRequested('user'));
    await done();
    expect(takeReturnPath(USER)).toBeNull();
  });
});

describe('sessionSaga: login', () => {
  it('a login asks for the cart count', async () => {
    const { saga, done } = run(() => bus.emit('session/loggedIn', { user: USER }));
    saga.put(cartActions.refreshRequested());
    await done();
  });
});
