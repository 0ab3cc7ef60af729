// The shell's session saga run as a saga: how a session ends (the rider's Logout, an expired
// token, a remote that changed the password) and what starts with a login. The idle timer it
// forks has its own test (idle-saga.test.ts); here it is provided, so nothing waits.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { callContract } from '@qcard/shared/api/api-client';
import { bus } from '@qcard/shared/bus/event-bus';
import { setConfig } from '@qcard/shared/config/config-store';
import type { AlertMessage } from '@qcard/shared/contracts/domain';
import { readSession, setToken, setUser } from '@qcard/shared/session/session-storage';
import { rememberReturnPath, takeReturnPath } from '@qcard/shared/session/return-path';
import { cartActions } from '../../cart/public';
import { idleActions, idleSessionSaga } from '../idle-saga';
import { NAVIGATOR_WAIT_MS, navigateTo, setNavigator, setPageLoader } from '../logout';
import { ACTIVITY_KEY, CART_COUNT_KEY, resetSharedActivity, SESSION_END_KEY } from '../other-tabs';
import { sessionActions, sessionSaga } from '../session-saga';

jest.mock('@qcard/shared/api/api-client', () => ({ ...jest.requireActual('@qcard/shared/api/api-client'), callContract: jest.fn() }));
const api = jest.mocked(callContract);

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
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ path: '/user/logout' }), {}, { ignoreSessionErrors: true });
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
    expect(alerts).toEqual([expect.objectContaining({ type: 'danger', msg: 'Your session is invalid. Please login again.', target: '/' })]);
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

  it('other logouts on the bus are the shell\'s own: nothing happens twice', async () => {
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

describe('sessionSaga: the same session in another tab', () => {
  /** What another tab of the portal does to the shared storage; this tab hears it as a storage event. */
  function otherTab(key: string, newValue: string | null) {
    const oldValue = localStorage.getItem(key);
    if (newValue === null) localStorage.removeItem(key);
    else localStorage.setItem(key, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue }));
  }
  /** Another tab's logout, as logout.ts does it: its reason first, then the session cleared. */
  function loggedOutElsewhere(reason: string | null, at = Date.now()) {
    if (reason !== null) otherTab(SESSION_END_KEY, JSON.stringify({ reason, at }));
    otherTab('qcard.token', null);
    otherTab('qcard.user', null);
  }
  const loadPage = jest.fn();
  beforeEach(() => {
    loadPage.mockReset();
    setPageLoader(loadPage);
    localStorage.removeItem(SESSION_END_KEY);
  });

  it("the rider's Logout in another tab ends this tab's session too, without a second revoke, and says where", async () => {
    signedIn();
    const { saga, done } = run(() => loggedOutElsewhere('user'));
    saga.put(RESET);
    await done();
    expect(api).not.toHaveBeenCalled();
    expect(loggedOut).toEqual(['user']);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(alerts).toEqual([expect.objectContaining({ type: 'info', msg: 'You logged out in another tab or window.', target: '/' })]);
  });

  it('an idle logout in another tab is told as one', async () => {
    signedIn();
    const { done } = run(() => loggedOutElsewhere('idle'));
    await done();
    expect(alerts).toEqual([expect.objectContaining({ type: 'info', msg: 'You were logged out because there was no activity. Please login again.', target: '/' })]);
  });

  it('a session ended elsewhere without a fresh reason is told as expired', async () => {
    signedIn();
    const { done } = run(() => loggedOutElsewhere('user', Date.now() - 60_000));
    await done();
    expect(loggedOut).toEqual(['invalid']);
    expect(alerts).toEqual([expect.objectContaining({ type: 'danger', msg: 'Your session is invalid. Please login again.', target: '/' })]);
  });

  it("a visitor's reload by serial ending in another tab (a token without a user) is no one's logout here", async () => {
    localStorage.setItem('qcard.token', 'visitor');
    localStorage.setItem('qcard.anonymous', '1000000001');
    const { saga, done } = run(() => {
      otherTab('qcard.anonymous', null);
      otherTab('qcard.token', null);
    });
    saga.not.put(RESET);
    await done();
    expect(loggedOut).toEqual([]);
    expect(alerts).toEqual([]);
  });

  it('this tab ending the session leaves its reason for the others', async () => {
    signedIn();
    const { saga, done } = run();
    saga.dispatch(sessionActions.logoutRequested('idle'));
    await done();
    expect(JSON.parse(localStorage.getItem(SESSION_END_KEY) ?? 'null')).toEqual({ reason: 'idle', at: expect.any(Number) });
  });

  it('another rider signing in elsewhere loads this tab afresh as them; a rotated token or the same rider changes nothing', async () => {
    signedIn();
    const { done } = run(() => {
      otherTab('qcard.token', 'rotated');
      otherTab('qcard.user', JSON.stringify({ ...USER, firstName: 'Renamed' }));
    });
    await done();
    expect(loadPage).not.toHaveBeenCalled();
    expect(loggedOut).toEqual([]);

    const next = run(() => {
      otherTab('qcard.token', 'someone-else');
      otherTab('qcard.user', JSON.stringify({ ...USER, id: 2 }));
    });
    await next.done();
    expect(loadPage).toHaveBeenCalledWith('/account');
  });

  // A page that loads just after its own tab wrote the session (a sign-in, then a navigation)
  // can still hear that write as another tab's. A CI run's page then left /order for /account.
  it('a sign-in or logout this tab already shows changes nothing', async () => {
    signedIn();
    const late = run(() => window.dispatchEvent(new StorageEvent('storage', { key: 'qcard.user', oldValue: null, newValue: JSON.stringify(USER) })));
    await late.done();
    expect(loadPage).not.toHaveBeenCalled();

    setToken(null);
    setUser(null);
    const lateEnd = run(() => window.dispatchEvent(new StorageEvent('storage', { key: 'qcard.user', oldValue: JSON.stringify(USER), newValue: null })));
    lateEnd.saga.not.put(RESET);
    await lateEnd.done();
    expect(loggedOut).toEqual([]);
  });

  it("this tab's own sign-in is the rider it shows: hearing of it later changes nothing", async () => {
    const { done } = run(() => {
      signedIn();
      bus.emit('session/loggedIn', { user: USER });
      window.dispatchEvent(new StorageEvent('storage', { key: 'qcard.user', oldValue: null, newValue: JSON.stringify(USER) }));
    });
    await done();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it("an idle logout in another tab keeps this tab's page for this rider's next sign-in only", async () => {
    window.history.pushState({}, '', '/order');
    signedIn();
    const { done } = run(() => loggedOutElsewhere('idle'));
    await done();
    window.history.pushState({}, '', '/');
    expect(sessionStorage.getItem('qcard.returnPath')).toContain('"userId":1');
    expect(takeReturnPath({ id: 2, sponsor: false })).toBeNull();
  });

  it("another tab's cart count reaches this tab's menu when it is this rider's cart", async () => {
    signedIn();
    const { saga, done } = run(() => {
      otherTab(CART_COUNT_KEY, JSON.stringify({ count: 9, user: 2, at: Date.now() }));
      otherTab(CART_COUNT_KEY, JSON.stringify({ count: 3, user: USER.id, at: Date.now() }));
    });
    saga.put(cartActions.countChanged(3)).not.put(cartActions.countChanged(9));
    await done();
  });

  it("this tab's pages' cart count is kept for the other tabs, with whose cart it is", async () => {
    signedIn();
    localStorage.removeItem(CART_COUNT_KEY);
    const { done } = run(() => bus.emit('cart/changed', { count: 2 }));
    await done();
    expect(JSON.parse(localStorage.getItem(CART_COUNT_KEY) ?? 'null')).toEqual({ count: 2, user: USER.id, at: expect.any(Number) });
  });

  it('activity in another tab reaches the idle timer; this tab shares its own while signed in', async () => {
    signedIn();
    localStorage.removeItem(ACTIVITY_KEY);
    resetSharedActivity();
    // The time the other tab saw the click goes with it (the idle count runs from it).
    const clickedAt = Date.now() - 5_000;
    const { saga, done } = run(() => {
      otherTab(ACTIVITY_KEY, String(clickedAt));
      localStorage.removeItem(ACTIVITY_KEY);
      bus.emit('session/activity', {});
    });
    saga.put(idleActions.activityElsewhere(clickedAt));
    await done();
    expect(localStorage.getItem(ACTIVITY_KEY)).not.toBeNull();
  });
});
