import { call, fork, put, take } from 'redux-saga/effects';
import { busChannel } from '@qcard/shared/store/create-remote-store';
import { cartActions } from '../cart/public';
import { idleSessionSaga } from './idle-saga';
import { logout, navigateTo } from './logout';

function* watchExpired() {
  const expired = busChannel('session/expired');
  while (true) {
    yield take(expired);
    yield call(logout, 'invalid');
  }
}

function* watchLogoutRequests() {
  while (true) {
    const action = (yield take('session/logoutRequested')) as { payload: 'user' | 'idle' | 'passwordChanged' };
    yield call(logout, action.payload);
  }
}

function* watchLogin() {
  const loggedIn = busChannel('session/loggedIn');
  while (true) {
    yield take(loggedIn);
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

export function* sessionSaga() {
  yield fork(watchExpired);
  yield fork(watchLogoutRequests);
  yield fork(watchLogin);
  yield fork(watchRemoteLogout);
  yield fork(idleSessionSaga);
}

export const sessionActions = {
  logoutRequested: (reason: 'user' | 'idle' | 'passwordChanged' = 'user') => ({
    type: 'session/logoutRequested' as const,
    payload: reason,
  }),
};
