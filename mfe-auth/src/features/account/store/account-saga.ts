// Account settings: load the user, update the profile (then reload the user), change the
// password, and the relogin after a password change (clear everything, back to /).
import { portalText } from '@qcard/runtime/bus/alert-text';
import { call, put, takeLatest } from 'redux-saga/effects';
import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import {
  EndOtherSessionsCall,
  LogoutCall,
  UpdatePasswordCall,
  UpdateProfileCall,
  UserDetailsCall,
} from '@qcard/contracts/auth-calls';
import { alertFromResponse, raiseAlert, settleAlerts } from '@qcard/runtime/bus/alerts';
import { bus } from '@qcard/runtime/bus/event-bus';
import { clearSession, setUser } from '@qcard/runtime/session/session-storage';
import type { SessionUser } from '@qcard/contracts/domain';
import type {
  EndOtherSessionsData,
  UpdatePasswordRequest,
  UpdateProfileRequest,
} from '@qcard/contracts/auth-api';
import {
  settleSubmission,
  failedOutcome,
  type SubmitAction,
} from '@qcard/kit/store/form-submission';
import { accountActions } from './account-slice';

export const PROFILE_SUBMITTED = 'account/profileSubmitted';
export const PASSWORD_SUBMITTED = 'account/passwordSubmitted';
export const RELOGIN_CONFIRMED = 'account/reloginConfirmed';
export const END_OTHER_SESSIONS_CONFIRMED = 'account/endOtherSessionsConfirmed';

/** Success text of "end other sessions" with how many logins ended. */
export function otherSessionsEndedText(ended: number): string {
  return otherSessionsEndedWords(ended).msg;
}

function otherSessionsEndedWords(ended: number) {
  return ended === 0
    ? portalText('auth:sessions.none')
    : portalText('auth:sessions.ended', { count: ended });
}

export type ProfileValues = {
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  zipcode?: string;
  phonenumber?: string;
};

export type PasswordValues = {
  existingpassword?: string;
  newpassword?: string;
  confirmpassword?: string;
};

function emitUserUpdated(user: SessionUser) {
  bus.emit('session/userUpdated', { user });
}

function emitLoggedOut() {
  bus.emit('session/loggedOut', { reason: 'passwordChanged' });
}

/** Every read of the account (the page opened, Retry, the profile after a save): one action for its alerts. */
const ACCOUNT_LOAD_SOURCE = 'account/loadRequested';

/** GET the user; returns it, or null when it could not be loaded. */
export function* loadUser() {
  const res: CallResult<SessionUser> = yield call(callContract, UserDetailsCall, {});
  if (res.status === 'SUCCESS' && res.data) {
    yield call(settleAlerts, ACCOUNT_LOAD_SOURCE);
    yield call(setUser, res.data);
    yield put(accountActions.loaded(res.data));
    return res.data;
  }
  yield call(alertFromResponse, res, { source: ACCOUNT_LOAD_SOURCE });
  yield put(accountActions.loadFailed());
  return null;
}

export function* profileFlow(action: SubmitAction<ProfileValues>) {
  const v = action.payload;
  const body: UpdateProfileRequest & Record<string, unknown> = {
    address1: (v.address1 ?? '').trim(),
    address2: (v.address2 ?? '').trim(),
    city: (v.city ?? '').trim(),
    state: v.state ?? '',
    zipcode: v.zipcode ?? '',
    phonenumber: v.phonenumber ?? '',
  };
  const res: CallResult<SessionUser> = yield call(callContract, UpdateProfileCall, body);
  const ok: boolean = yield call(alertFromResponse, res, { source: action.type });
  if (!ok) {
    yield settleSubmission(action, failedOutcome(res));
    return;
  }
  // On SUCCESS the user is reloaded (SPEC section 7) and the other apps learn of it.
  const user: SessionUser | null = yield call(loadUser);
  if (user) yield call(emitUserUpdated, user);
  yield settleSubmission(action, { ok: true });
}

export function* passwordFlow(action: SubmitAction<PasswordValues>) {
  const v = action.payload;
  const body: UpdatePasswordRequest & Record<string, unknown> = {
    existingpassword: v.existingpassword ?? '',
    newpassword: v.newpassword ?? '',
    confirmpassword: v.confirmpassword ?? '',
  };
  const res: CallResult<null> = yield call(callContract, UpdatePasswordCall, body);
  if (res.status === 'SUCCESS') {
    // The relogin dialog says what happens next; no second message, and no refusal left over.
    yield call(settleAlerts, action.type);
    yield settleSubmission(action, { ok: true });
    return;
  }
  yield call(alertFromResponse, res, { source: action.type });
  yield settleSubmission(action, failedOutcome(res));
}

/** OK on the relogin dialog: end this session too, clear all state, back to /. */
export function* reloginFlow(action: SubmitAction<null>) {
  yield call(callContract, LogoutCall, {}, { ignoreSessionErrors: true });
  yield call(clearSession);
  yield call(emitLoggedOut);
  yield settleSubmission(action, { ok: true });
}

/** "End other sessions" (confirmed): every other login of the account ends on the server. */
export function* endOtherSessionsFlow(action: SubmitAction<null>) {
  const res: CallResult<EndOtherSessionsData> = yield call(callContract, EndOtherSessionsCall, {});
  if (res.status === 'SUCCESS') {
    yield call(raiseAlert, {
      type: 'success',
      ...otherSessionsEndedWords(Number(res.data?.ended ?? 0)),
      source: action.type,
    });
    yield settleSubmission(action, { ok: true });
    return;
  }
  yield call(alertFromResponse, res, { source: action.type });
  yield settleSubmission(action, failedOutcome(res));
}

export function* accountSaga() {
  yield takeLatest('account/loadRequested', loadUser);
  yield takeLatest(PROFILE_SUBMITTED, profileFlow);
  yield takeLatest(PASSWORD_SUBMITTED, passwordFlow);
  yield takeLatest(RELOGIN_CONFIRMED, reloginFlow);
  yield takeLatest(END_OTHER_SESSIONS_CONFIRMED, endOtherSessionsFlow);
}
