// What the session saga tests share: the saga run, a rider, and the
// alerts, logouts and navigation the saga causes. The test files mock the API client's
// callContract (jest.mock is per test file).
import { expectSaga } from 'redux-saga-test-plan';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { setConfig } from '@qcard/runtime/config/config-store';
import type { AlertMessage } from '@qcard/contracts/domain';
import { setToken, setUser } from '@qcard/runtime/session/session-storage';
import { setNavigator } from '../logout';
import { SESSION_END_KEY } from '../other-tabs';
import { sessionSaga } from '../session-saga';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';

export const api = jest.mocked(callContract);

export const USER = PATRON_USER;
export const signedIn = () => {
  setToken('tok');
  setUser(USER);
};

/** The watchers; `done` runs them while `drive` acts (timeout 0: nothing here waits). */
export function run(drive: () => void = () => undefined) {
  const saga = expectSaga(sessionSaga);
  const done = () => {
    const running = saga.silentRun(0);
    drive();
    return running;
  };
  return { saga, done };
}
// Every store resets on app/reset (the menu's cart count among them).
export const RESET = { type: 'app/reset' };

export let alerts: AlertMessage[] = [];
export let loggedOut: string[] = [];
export const navigate = jest.fn();
const offs: Array<() => void> = [];
/** Each test starts signed out, with no alerts or logouts heard and the messages it reads. */
export function prepareEachTest() {
  beforeEach(() => {
    alerts = [];
    loggedOut = [];
    navigate.mockReset();
    setNavigator(navigate);
    // A logout of an earlier test is seconds old: it would be this one's.
    localStorage.removeItem(SESSION_END_KEY);
    offs.push(
      bus.on('alerts/raised', (a) => alerts.push(a)),
      bus.on('session/loggedOut', ({ reason }) => loggedOut.push(reason)),
    );
    setConfig({
      messages: [
        {
          type: 'RESPONSE_MSG',
          msgCode: '464',
          msgName: 'SESSION_INVALID',
          msgValue: 'Your session is invalid. Please login again.',
        },
        {
          type: 'RESPONSE_MSG',
          msgCode: '465',
          msgName: 'LOGOUT_FAILED',
          msgValue: 'Logout failed.',
        },
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
}
