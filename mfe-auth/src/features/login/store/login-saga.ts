// Login: the token comes in the X-Auth-Token header (callContract stores it), the user is stored,
// session/loggedIn resets every remote store (cards, cart, subscriptions, groups, employees,
// company cards) and makes the shell refresh the cart count.
import { call, takeLatest } from 'redux-saga/effects';
import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import { LoginCall } from '@qcard/contracts/auth-calls';
import { alertFromResponse, settleAlerts } from '@qcard/runtime/bus/alerts';
import { bus } from '@qcard/runtime/bus/event-bus';
import { clearSession, setUser } from '@qcard/runtime/session/session-storage';
import type { SessionUser } from '@qcard/contracts/domain';
import type { LoginRequest } from '@qcard/contracts/auth-api';
import {
  settleSubmission,
  failedOutcome,
  type SubmitAction,
} from '@qcard/kit/store/form-submission';

export const LOGIN_SUBMITTED = 'login/submitted';

export type LoginValues = {
  username?: string;
  password?: string;
  captcha?: string;
};

function emitLoggedIn(user: SessionUser) {
  bus.emit('session/loggedIn', { user });
}

export function* loginFlow(action: SubmitAction<LoginValues>) {
  const body: LoginRequest & Record<string, unknown> = {
    username: (action.payload.username ?? '').trim(),
    password: (action.payload.password ?? '').trim(),
    captcha: action.payload.captcha ?? '',
  };
  const res: CallResult<SessionUser> = yield call(callContract, LoginCall, body, {
    anonymous: true,
    ignoreSessionErrors: true,
  });
  if (res.status === 'SUCCESS' && res.data && res.token) {
    yield call(setUser, res.data);
    yield call(settleAlerts, action.type);
    yield call(emitLoggedIn, res.data);
    yield settleSubmission(action, { ok: true, data: res.data });
    return;
  }
  // Errors clear token and user (SPEC section 4); the text is the same whether the e-mail exists.
  yield call(clearSession);
  yield call(alertFromResponse, res, { source: action.type });
  yield settleSubmission(action, failedOutcome(res));
}

export function* loginSaga() {
  yield takeLatest(LOGIN_SUBMITTED, loginFlow);
}
