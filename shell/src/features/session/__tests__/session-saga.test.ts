// The shell's session saga run as a saga: how a session ends (the rider's Logout, an expired
// token, a remote that changed the password) and what starts with a login. The idle timer it
// forks has its own test (idle-saga.test.ts); here it is provided, so nothing waits.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { callApi } from '@qcard/shared/api/api-client';
import { bus } from '@qcard/shared/bus/event-bus';
import { setConfig } from '@qcard/shared/config/config-store';
import type { AlertMessage } from '@qcard/shared/contracts/domain';
import { readSession, setToken, setUser } from '@qcard/shared/session/session-storage';
import { cartActions } from '../../cart/public';
import { idleSessionSaga } from '../idle-saga';
import { setNavigator } from '../logout';
import { sessionActions, sessionSaga } from '../session-saga';

jest.mock('@qcard/shared/api/api-client', () => ({ ...jest.requireActual('@qcard/shared/api/api-client'), callApi: jest.fn() }));
const api = jest.mocked(callApi);

const USER = { id: 1, email: 'rider@example.com', firstName: 'Riley', lastName: 'Rider', address: '', town: '', state: 'NY', zipcode: '', phoneNumber: '', sponsor: false };
const signedIn = () => {
  setToken('tok');
  setUser(USER);
};

/** The watchers with the idle timer provided; `done` runs them while `drive` acts (timeout 0: nothing here waits). */
function run(drive: () => void = () => undefined) {
  const saga = expectSaga(sessionSaga).provide([[matchers.fork.fn(idleSessionSaga), null]]);
  const done = () => {
    const running = saga.silentRun(0);
    drive();
    return running;
  };
  return { saga, done };
}
// Every store resets on app/reset (the menu's cart count among them).
const RESET = { type: 'app/reset' };

let alerts: AlertMessage[] = [];
let loggedOut: string[] = [];
const navigate = jest.fn();
const offs: Array<() => void> = [];
beforeEach(() => {
  alerts = [];
  loggedOut = [];
  navigate.mockReset();
  setNavigator(navigate);
  offs.push(bus.on('alerts/raised', (a) => alerts.push(a)), bus.on('session/loggedOut', ({ reason }) => loggedOut.push(reason)));
  setConfig({
    messages: [
      { type: 'RESPONSE_MSG', msgCode: '464', msgName: 'SESSION_INVALID', msgValue: 'Your session is invalid. Please login again.' },
      { type: 'RESPONSE_MSG', msgCode: '465', msgName: 'LOGOUT_FAILED', msgValue: 'Logout failed.' },
    ],
  });
  api.mockResolvedValue({ status: 'SUCCESS' });
});
afterEach(() => {
  offs.splice(0).forEach((off) => off());
  api.mockReset();
  setToken(null);
  setUser(null);
});

describe('sessionSaga: Logout', () => {
  it('revokes the token, ends the session everywhere and goes home, quietly', async () => {
    signedIn();
    const { saga, done } = run();
    saga.dispatch(sessionActions.logoutRequested('user')).put(RESET);
    await done();
    expect(api).toHaveBeenCalledWith('/user/logout', {}, { ignoreSessionErrors: true });
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
    expect(alerts).toEqual([expect.objectContaining({ type: 'danger', msg: 'Logout failed.', target: '/' })]);
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
    expect(alerts).toEqual([expect.objectContaining({ type: 'danger', msg: 'Your session is invalid. Please login again.', target: '/' })]);
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

  it('other logouts on the bus are the shell\'s own: nothing happens twice', async () => {
    const { saga, done } = run(() => bus.emit('session/loggedOut', { reason: 'user' }));
    saga.not.put(RESET);
    await done();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('sessionSaga: login', () => {
  it('a login asks for the cart count', async () => {
    const { saga, done } = run(() => bus.emit('session/loggedIn', { user: USER }));
    saga.put(cartActions.refreshRequested());
    await done();
  });
});
