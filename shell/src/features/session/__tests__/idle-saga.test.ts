// The idle timer and token checks run as a saga (runSaga) under jest's fake clock: no test
// waits in real time. Asserted: the warning shown, the calls made, how the session ends and
// what the rider is told.
import { runSaga, stdChannel, type Task } from 'redux-saga';
import type { UnknownAction } from 'redux';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { setConfig } from '@qcard/runtime/config/config-store';
import type { AlertMessage } from '@qcard/contracts/domain';
import { readSession, setToken, setUser } from '@qcard/runtime/session/session-storage';
import { idleActions } from '../idle-actions';
import { idleSessionSaga, resetTokenClock } from '../idle-saga';
import { hideIdleWarning, idleWarningState } from '../idle-warning-state';
import { setNavigator } from '../logout';
import { ACTIVITY_KEY, resetSharedActivity } from '../other-tabs';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';

jest.mock('@qcard/runtime/api/api-client');
// The saga reloads the config files before reading timings; the test sets them itself.
jest.mock('@qcard/runtime/config/config-store', () => ({
  ...jest.requireActual('@qcard/runtime/config/config-store'),
  loadConfig: jest.fn(async () => ({})),
}));
const api = jest.mocked(callContract);

const MINUTE = 60_000;
const paths = () => api.mock.calls.map(([{ path }]) => path);
const tokenAnswer = (minutesLeft: number) => ({
  status: 'SUCCESS',
  data: { valid: true, expiresAt: new Date(Date.now() + minutesLeft * MINUTE).toISOString() },
});

let alerts: AlertMessage[] = [];
let loggedOut: string[] = [];
let put: UnknownAction[] = [];
let task: Task | null = null;
const channel = stdChannel();
const dispatch = (action: UnknownAction) => channel.put(action);
const offs: Array<() => void> = [];

/** Start the saga as the shell store does; every put is recorded and fed back to its takers. */
async function start(options: { signedInNow?: boolean } = {}) {
  task = runSaga(
    {
      channel,
      dispatch: (a: UnknownAction) => (put.push(a), channel.put(a)),
      getState: () => ({}),
    },
    idleSessionSaga,
    options,
  );
  await jest.advanceTimersByTimeAsync(0);
}
const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

/** The saga runs a full idle minute, so the warning is open, and the rider answers it (Yes or No). */
async function answerWarning(answer: UnknownAction) {
  await start();
  await advance(MINUTE);
  dispatch(answer);
  await advance(0);
}

beforeEach(() => {
  jest.useFakeTimers();
  resetTokenClock();
  alerts = [];
  loggedOut = [];
  put = [];
  offs.push(
    bus.on('alerts/raised', (a) => alerts.push(a)),
    bus.on('session/loggedOut', ({ reason }) => loggedOut.push(reason)),
  );
  setNavigator(() => undefined);
  // Session_Timeout 120 s with a 60 s warning: the warning shows after 60 s idle and lasts 60 s.
  setConfig({
    parameters: [
      { groupName: 'User_Config', configName: 'Token_Validity', configValue: '1800' },
      { groupName: 'User_Config', configName: 'Session_Timeout', configValue: '120' },
      { groupName: 'User_Config', configName: 'Session_Timeout_Expiry_Warning', configValue: '60' },
    ],
    messages: [
      {
        type: 'RESPONSE_MSG',
        msgCode: '464',
        msgName: 'SESSION_INVALID',
        msgValue: 'Your session is invalid. Please login again.',
      },
    ],
  });
  api.mockReset();
  api.mockImplementation(
    async ({ path }) =>
      (path === '/user/isTokenValid' || path === '/user/refreshtoken'
        ? tokenAnswer(30)
        : { status: 'SUCCESS' }) as never,
  );
  setToken('tok');
  setUser(PATRON_USER);
});
afterEach(() => {
  task?.cancel();
  task = null;
  // The dialog state outlives the saga: the next test starts with it closed.
  hideIdleWarning();
  offs.splice(0).forEach((off) => off());
  setToken(null);
  setUser(null);
  jest.useRealTimers();
});

describe('idle saga: the idle warning', () => {
  it('warns after timeout minus warning without activity; a click or key press starts the count again', async () => {
    await start();
    await advance(59_000);
    bus.emit('session/activity', {});
    await advance(59_000);
    expect(idleWarningState().open).toBe(false);
    await advance(1_000);
    expect(idleWarningState()).toEqual({ open: true, minutes: 1 });
  });

  it('Yes refreshes the token and keeps the session', async () => {
    await answerWarning(idleActions.continued());
    expect(paths()).toContain('/user/refreshtoken');
    expect(idleWarningState().open).toBe(false);
    expect(put).toContainEqual(expect.objectContaining({ type: 'session/tokenRefreshed' }));
    expect(readSession().token).toBe('tok');
    expect(loggedOut).toEqual([]);
    // The count starts again: a second warning a full idle stretch later.
    await advance(MINUTE);
    expect(idleWarningState().open).toBe(true);
  });

  it('a click or key press in another tab starts the count again here too', async () => {
    await start();
    await advance(59_000);
    dispatch(idleActions.activityElsewhere());
    await advance(59_000);
    expect(idleWarningState().open).toBe(false);
    await advance(1_000);
    expect(idleWarningState().open).toBe(true);
  });

  // A storage event can reach this tab late (a busy machine; the journey's fake clock jumps):
  // the count runs from when the other tab saw the click, not from when this tab heard of it.
  it("another tab's activity heard late counts from when it happened", async () => {
    await start();
    await advance(30_000);
    const clickedAt = Date.now();
    await advance(20_000);
    dispatch(idleActions.activityElsewhere(clickedAt));
    // A minute after the click, not after the event: the warning is on time.
    await advance(39_999);
    expect(idleWarningState().open).toBe(false);
    await advance(1);
    expect(idleWarningState().open).toBe(true);
  });

  it('a warning open here closes when the rider answers or works in another tab; nothing is asked, nobody logged out', async () => {
    await start();
    await advance(MINUTE);
    expect(idleWarningState().open).toBe(true);
    dispatch(idleActions.activityElsewhere());
    await advance(0);
    expect(idleWarningState().open).toBe(false);
    // Its warning time runs out with nothing happening: the count started again.
    await advance(MINUTE - 1);
    expect(loggedOut).toEqual([]);
    expect(paths()).not.toContain('/user/refreshtoken');
    expect(paths()).not.toContain('/user/logout');
  });

  it('Yes tells the other tabs, whose warnings are open at the same moment', async () => {
    localStorage.removeItem(ACTIVITY_KEY);
    resetSharedActivity();
    await answerWarning(idleActions.continued());
    expect(Number(localStorage.getItem(ACTIVITY_KEY))).toBe(Date.now());
  });

  it('Yes with a refresh the server refuses ends the session as invalid', async () => {
    api.mockImplementation(
      async ({ path }) =>
        (path === '/user/refreshtoken'
          ? { status: 'ERROR', msgCode: '464' }
          : path === '/user/isTokenValid'
            ? tokenAnswer(30)
            : { status: 'SUCCESS' }) as never,
    );
    await answerWarning(idleActions.continued());
    expect(loggedOut).toEqual(['invalid']);
    expect(readSession().token).toBeNull();
    expect(alerts.map((a) => a.msg)).toEqual(['Your session is invalid. Please login again.']);
  });

  it('No logs out at once, without the inactivity message', async () => {
    await answerWarning(idleActions.ended());
    expect(paths()).toContain('/user/logout');
    expect(loggedOut).toEqual(['idle']);
    expect(readSession()).toMatchObject({ token: null, user: null });
    expect(idleWarningState().open).toBe(false);
    expect(alerts).toEqual([]);
  });

  it('an unanswered warning logs out and says it was for inactivity', async () => {
    await start();
    await advance(MINUTE);
    await advance(MINUTE - 1);
    expect(loggedOut).toEqual([]);
    await advance(1);
    expect(loggedOut).toEqual(['idle']);
    expect(idleWarningState().open).toBe(false);
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'info',
        msg: 'You were logged out because there was no activity. Please login again.',
        target: '/',
      }),
    ]);
  });

  it('an unanswered warning whose logout fails says once that the session is over', async () => {
    api.mockImplementation(
      async ({ path }) =>
        (path === '/user/logout'
          ? { status: 'ERROR', msgCode: '475' }
          : path === '/user/isTokenValid'
            ? tokenAnswer(30)
            : { status: 'SUCCESS' }) as never,
    );
    await start();
    await advance(2 * MINUTE);
    expect(loggedOut).toEqual(['idle']);
    expect(readSession().token).toBeNull();
    // SPEC: a failed logout says "Your session is expired!"; the inactivity notice would repeat it.
    expect(alerts.map((a) => `${a.type}:${a.msg}`)).toEqual([
      'danger:Your session is expired! Please login again',
    ]);
  });

  it('signed out, counts nothing until a login', async () => {
    setToken(null);
    setUser(null);
    await start();
    await advance(5 * MINUTE);
    expect(idleWarningState().open).toBe(false);
    expect(api).not.toHaveBeenCalled();
    setToken('tok');
    setUser(PATRON_USER);
    bus.emit('session/loggedIn', { user: PATRON_USER });
    await advance(MINUTE);
    expect(idleWarningState().open).toBe(true);
  });

  it('a logout elsewhere during the warning closes it and logs out nothing more', async () => {
    await start();
    await advance(MINUTE);
    expect(idleWarningState().open).toBe(true);
    setToken(null);
    setUser(null);
    bus.emit('session/loggedOut', { reason: 'user' });
    await advance(2 * MINUTE);
    expect(idleWarningState().open).toBe(false);
    expect(paths()).not.toContain('/user/logout');
    expect(alerts).toEqual([]);
  });
});

describe('idle saga: token checks', () => {
  it('a page load with a stored session checks the token at once', async () => {
    await start();
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/isTokenValid' }),
      {},
      { ignoreSessionErrors: true },
    );
    expect(loggedOut).toEqual([]);
  });

  it("started by this tab's sign-in, the new token counts as checked: no call until a minute has passed", async () => {
    await start({ signedInNow: true });
    dispatch(idleActions.tokenCheckRequested());
    await advance(0);
    expect(paths()).toEqual([]);
    await advance(MINUTE);
    dispatch(idleActions.tokenCheckRequested());
    await advance(0);
    expect(paths()).toEqual(['/user/isTokenValid']);
  });

  it('a protected page asks at most once a minute', async () => {
    await start();
    dispatch(idleActions.tokenCheckRequested());
    await advance(0);
    expect(paths().filter((p) => p === '/user/isTokenValid')).toHaveLength(1);
    await advance(MINUTE);
    dispatch(idleActions.tokenCheckRequested());
    await advance(0);
    expect(paths().filter((p) => p === '/user/isTokenValid')).toHaveLength(2);
  });

  it('an invalid token takes the session-expired path', async () => {
    api.mockResolvedValue({ status: 'ERROR', msgCode: '464', httpStatus: 401 });
    await start();
    expect(loggedOut).toEqual(['invalid']);
    expect(readSession().token).toBeNull();
    // The token is gone already: no revoke call.
    expect(paths()).not.toContain('/user/logout');
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'danger',
        msg: 'Your session is invalid. Please login again.',
        target: '/',
      }),
    ]);
  });

  it('a network failure is no verdict: the session stays and the next check asks again', async () => {
    api.mockResolvedValue({ status: 'ERROR', msgCode: '475' });
    await start();
    expect(loggedOut).toEqual([]);
    dispatch(idleActions.tokenCheckRequested());
    await advance(0);
    expect(paths().filter((p) => p === '/user/isTokenValid')).toHaveLength(2);
    expect(readSession().token).toBe('tok');
  });

  it("an active rider's token is refreshed before it expires", async () => {
    // The token has 2 minutes left: within the warning plus one check interval.
    api.mockImplementation(
      async ({ path }) =>
        (path === '/user/isTokenValid'
          ? tokenAnswer(2)
          : path === '/user/refreshtoken'
            ? tokenAnswer(30)
            : { status: 'SUCCESS' }) as never,
    );
    await start();
    await advance(30_000);
    bus.emit('session/activity', {});
    await advance(30_000);
    expect(paths()).toEqual(['/user/isTokenValid', '/user/refreshtoken']);
    expect(loggedOut).toEqual([]);
  });

  it("an idle rider's token is left to run out", async () => {
    api.mockImplementation(
      async ({ path }) =>
        (path === '/user/isTokenValid' ? tokenAnswer(2) : { status: 'SUCCESS' }) as never,
    );
    await start();
    await advance(MINUTE);
    expect(paths()).toEqual(['/user/isTokenValid']);
  });
});
