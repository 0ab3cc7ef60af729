import { call, fork, put, take } from 'redux-saga/effects';
import { bus } from '@qcard/shared/bus/event-bus';
import { busChannel } from '@qcard/shared/store/create-remote-store';
import { callApi } from '@qcard/shared/api/api-client';
import { clearSession, getToken } from '@qcard/shared/session/session-storage';
import { raiseAlert } from '@qcard/shared/bus/alerts';
import { messageText } from '@qcard/shared/config/config-store';
import { MSG } from '@qcard/shared/contracts/envelope';
import { cartActions } from '../cart/cart-slice';
import { idleSessionSaga } from './idle-saga';

export const SESSION_EXPIRED_TEXT = 'Your session is expired! Please login again';

/** Navigation lives in React; the saga asks for it through this hook. */
let navigate: (path: string) => void = (path) => window.location.assign(path);
export function setNavigator(fn: (path: string) => void) {
  navigate = fn;
}

/** Log out: revoke the token, reset every store (session/loggedOut), go to /. */
export function* logout(reason: 'user' | 'idle' | 'invalid' | 'passwordChanged') {
  const hadToken = Boolean(getToken());
  let ok = true;
  if (hadToken && reason !== 'invalid') {
    const res: { status?: string } = yield call(callApi, '/user/logout', {}, { ignoreSessionErrors: true });
    ok = res.status === 'SUCCESS';
  }
  clearSession();
  bus.emit('session/loggedOut', { reason });
  yield put({ type: 'app/reset' });
  navigate('/');
  // These alerts are for the page the user lands on.
  if (reason === 'invalid') {
    raiseAlert({ type: 'danger', msg: messageText(MSG.SESSION_INVALID) ?? SESSION_EXPIRED_TEXT, target: '/' });
  } else if (!ok) {
    raiseAlert({ type: 'danger', msg: reason === 'idle' ? SESSION_EXPIRED_TEXT : messageText(MSG.LOGOUT_FAILED) ?? 'Unexpected Error', target: '/' });
  }
}

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
    navigate('/');
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
