import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, race, take } from 'redux-saga/effects';
import type { BusEvents } from '@qcard/contracts/events';
import { busChannel } from '@qcard/kit/store/create-remote-store';
import { isAuthenticated, readSession } from '@qcard/runtime/session/session-storage';
import { cartActions } from '../cart/public';
import { idleActions } from './idle-actions';
import { loadPage, logout, navigateTo } from './logout';
import {
  cartCountElsewhere,
  changeElsewhere,
  endingElsewhere,
  endingHere,
  forgetSessionEnd,
  sessionEndReason,
  shareActivity,
  shareCartCount,
  type StorageChange,
} from './other-tabs';

function* watchExpired() {
  const expired = busChannel('session/expired');
  while (true) {
    yield take(expired);
    // A late answer of a session this tab has just ended itself.
    if (endingHere()) continue;
    // A call answered 464 while another tab logs out (it revokes the token, then clears the
    // storage) is that logout, and says so.
    const reason = endingElsewhere();
    yield call(logout, reason ?? 'invalid', { elsewhere: reason !== null });
  }
}

function* watchLogoutRequests() {
  while (true) {
    const action = (yield take('session/logoutRequested')) as {
      payload: 'user' | 'idle' | 'passwordChanged';
    };
    yield call(logout, action.payload);
  }
}

function* watchLogin() {
  const loggedIn = busChannel('session/loggedIn');
  while (true) {
    yield take(loggedIn);
    yield call(forgetSessionEnd);
    yield put(cartActions.refreshRequested());
  }
}

/** A remote ended the session itself (password changed: it cleared the session and said so). */
function* watchRemoteLogout() {
  const loggedOut = busChannel('session/loggedOut');
  while (true) {
    const { reason } = (yield take(loggedOut)) as { reason: string };
    if (reason !== 'passwordChanged') continue;
    yield put({ type: 'app/reset' });
    navigateTo('/');
  }
}

function storageChanges(): EventChannel<StorageChange> {
  return eventChannel((emit) => {
    const onStorage = (event: StorageEvent) =>
      emit({ key: event.key, oldValue: event.oldValue, newValue: event.newValue });
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });
}

/** Another tab's logout, sign-in, activity or cart count (other-tabs.ts). */
function* watchOtherTabs() {
  const changes: EventChannel<StorageChange> = yield call(storageChanges);
  const ownLogin = busChannel('session/loggedIn');
  const ended = busChannel('session/loggedOut');
  // The rider this tab shows: as it loaded, then as it signs in and out itself.
  let shown: number | null = readSession().user?.id ?? null;
  while (true) {
    const next = (yield race({
      change: take(changes),
      login: take(ownLogin),
      out: take(ended),
    })) as {
      change?: StorageChange;
      login?: BusEvents['session/loggedIn'];
      out?: BusEvents['session/loggedOut'];
    };
    if (next.login) shown = next.login.user.id;
    if (next.out) shown = null;
    const change = next.change;
    if (!change) continue;
    const count = cartCountElsewhere(change, shown);
    if (count !== null) yield put(cartActions.countChanged(count));
    const what = changeElsewhere(change, shown);
    if (what === 'activity') yield put(idleActions.activityElsewhere(Number(change.newValue)));
    else if (what === 'ended' && !endingHere())
      yield call(logout, sessionEndReason(), { elsewhere: true, userId: shown });
    // A full page load: what the other tab's sign-in left in this one's stores is not the new rider's.
    else if (what === 'signedIn') yield call(loadPage, '/account');
  }
}

/** This tab's clicks and key presses, for the other tabs' idle timers. */
function* shareOwnActivity() {
  const activity = busChannel('session/activity');
  while (true) {
    yield take(activity);
    if (isAuthenticated()) yield call(shareActivity);
  }
}

/**
 * The cart's count this tab's pages report, for the other tabs' menus. What they report back
 * reaches this tab's store as an action, not on the bus: nothing echoes.
 */
function* shareOwnCartCount() {
  const changed = busChannel('cart/changed');
  while (true) {
    const { count } = (yield take(changed)) as { count: number };
    const user = readSession().user;
    if (user) yield call(shareCartCount, count, user.id);
  }
}

export function* sessionSaga() {
  yield fork(watchExpired);
  yield fork(watchLogoutRequests);
  yield fork(watchLogin);
  yield fork(watchRemoteLogout);
  yield fork(watchOtherTabs);
  yield fork(shareOwnActivity);
  yield fork(shareOwnCartCount);
}

export const sessionActions = {
  logoutRequested: (reason: 'user' | 'idle' | 'passwordChanged' = 'user') => ({
    type: 'session/logoutRequested' as const,
    payload: reason,
  }),
};
