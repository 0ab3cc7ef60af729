// The shell's session saga run as a saga, with the same session open in other tabs: a logout, a
// sign-in, the cart count and activity in one tab reach the others through the shared storage.
import { bus } from '@qcard/runtime/bus/event-bus';
import { setToken, setUser } from '@qcard/runtime/session/session-storage';
import { takeReturnPath } from '@qcard/kit/session/return-path';
import { cartActions } from '../../cart/public';
import { idleActions } from '../idle-actions';
import { setPageLoader } from '../logout';
import { ACTIVITY_KEY, CART_COUNT_KEY, resetSharedActivity, SESSION_END_KEY } from '../other-tabs';
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

jest.mock('@qcard/runtime/api/api-client');
prepareEachTest();

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
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'info',
        msg: 'You logged out in another tab or window.',
        target: '/',
      }),
    ]);
  });

  it('an idle logout in another tab is told as one', async () => {
    signedIn();
    const { done } = run(() => loggedOutElsewhere('idle'));
    await done();
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'info',
        msg: 'You were logged out because there was no activity. Please login again.',
        target: '/',
      }),
    ]);
  });

  it('a session ended elsewhere without a fresh reason is told as expired', async () => {
    signedIn();
    const { done } = run(() => loggedOutElsewhere('user', Date.now() - 60_000));
    await done();
    expect(loggedOut).toEqual(['invalid']);
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'danger',
        msg: 'Your session is invalid. Please login again.',
        target: '/',
      }),
    ]);
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
    expect(JSON.parse(localStorage.getItem(SESSION_END_KEY) ?? 'null')).toEqual({
      reason: 'idle',
      at: expect.any(Number),
      tab: expect.any(String),
    });
  });

  it('the reason is left before the server is asked to revoke the token', async () => {
    signedIn();
    let noteAtRevoke: unknown = 'not asked';
    api.mockImplementation(() => {
      noteAtRevoke = JSON.parse(localStorage.getItem(SESSION_END_KEY) ?? 'null');
      return Promise.resolve({ status: 'SUCCESS' });
    });
    const { saga, done } = run();
    saga.dispatch(sessionActions.logoutRequested('user'));
    await done();
    expect(noteAtRevoke).toMatchObject({ reason: 'user' });
  });

  // Another tab revokes the token, then clears the storage: a call this tab makes in between is
  // answered 464. A CI run's other tab then said the session had expired.
  it("a 464 while another tab logs out is that tab's logout, told as one, without a second revoke", async () => {
    signedIn();
    const { done } = run(() => {
      otherTab(SESSION_END_KEY, JSON.stringify({ reason: 'user', at: Date.now(), tab: 'other' }));
      bus.emit('session/expired', {});
      otherTab('qcard.token', null);
      otherTab('qcard.user', null);
    });
    await done();
    expect(api).not.toHaveBeenCalled();
    expect(loggedOut).toEqual(['user']);
    expect(alerts).toEqual([
      expect.objectContaining({ type: 'info', msg: 'You logged out in another tab or window.' }),
    ]);
  });

  it('a tab that heard the revoke first and cleared the storage is no news to the tab logging out', async () => {
    signedIn();
    api.mockImplementation(() => {
      otherTab('qcard.token', null);
      otherTab('qcard.user', null);
      return Promise.resolve({ status: 'SUCCESS' });
    });
    const { saga, done } = run();
    saga.dispatch(sessionActions.logoutRequested('user'));
    await done();
    expect(loggedOut).toEqual(['user']);
    expect(alerts).toEqual([]);
  });

  it('a 464 of the session this tab is ending changes nothing; after a sign-in, a 464 ends the new one', async () => {
    signedIn();
    api.mockImplementation(() => {
      bus.emit('session/expired', {});
      return Promise.resolve({ status: 'SUCCESS' });
    });
    const { saga, done } = run();
    saga.dispatch(sessionActions.logoutRequested('user'));
    await done();
    expect(loggedOut).toEqual(['user']);
    expect(alerts).toEqual([]);

    signedIn();
    const next = run(() => {
      bus.emit('session/loggedIn', { user: USER });
      bus.emit('session/expired', {});
    });
    await next.done();
    expect(loggedOut).toEqual(['user', 'invalid']);
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
    const late = run(() =>
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'qcard.user',
          oldValue: null,
          newValue: JSON.stringify(USER),
        }),
      ),
    );
    await late.done();
    expect(loadPage).not.toHaveBeenCalled();

    setToken(null);
    setUser(null);
    const lateEnd = run(() =>
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'qcard.user',
          oldValue: JSON.stringify(USER),
          newValue: null,
        }),
      ),
    );
    lateEnd.saga.not.put(RESET);
    await lateEnd.done();
    expect(loggedOut).toEqual([]);
  });

  it("this tab's own sign-in is the rider it shows: hearing of it later changes nothing", async () => {
    const { done } = run(() => {
      signedIn();
      bus.emit('session/loggedIn', { user: USER });
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'qcard.user',
          oldValue: null,
          newValue: JSON.stringify(USER),
        }),
      );
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
    expect(JSON.parse(localStorage.getItem(CART_COUNT_KEY) ?? 'null')).toEqual({
      count: 2,
      user: USER.id,
      at: expect.any(Number),
    });
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
