// Unregistered reload: /user/anonymoususer gives a token scoped to one card; the card is
// then read with /card/detailsBySerial. BACK HOME revokes the token and forgets it.
import { portalText } from '@qcard/runtime/bus/alert-text';
import { call, put, takeLatest } from 'redux-saga/effects';
import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import { AnonymousUserCall, LogoutCall } from '@qcard/contracts/auth-calls';
import { clearAlerts, raiseAlert, settleAlerts } from '@qcard/runtime/bus/alerts';
import { alertFromServer } from '@qcard/kit/bus/alert-helpers';
import { fetchCardBySerial, type CardView } from '../../cards/public';
import {
  getToken,
  readSession,
  setAnonymousSerial,
  setToken,
} from '@qcard/runtime/session/session-storage';
import { isMissingRecord } from '@qcard/kit/store/load-record';
import { unregActions } from './unreg-slice';

interface AnonymousUserData {
  anonymous: boolean;
  cardSerialNo: string;
  email: string | null;
}

export const anonymousLogin = (
  cardSerialNo: string,
  email: string | undefined,
  captcha: string,
): Promise<CallResult<AnonymousUserData>> =>
  callContract(
    AnonymousUserCall,
    { cardSerialNo, ...(email ? { email } : {}), captcha },
    { anonymous: true },
  );

export function* login(action: ReturnType<typeof unregActions.loginRequested>) {
  const res: CallResult<AnonymousUserData> = yield call(
    anonymousLogin,
    action.cardSerialNo,
    action.email,
    action.captcha,
  );
  if (res.status === 'SUCCESS' && res.data && res.token) {
    // callContract stored the token; remember which card it is for.
    yield call(setAnonymousSerial, res.data.cardSerialNo);
    yield call(settleAlerts, action.type);
    yield put(unregActions.loginSucceeded());
  } else {
    yield call(alertFromServer, res, { source: action.type });
    yield put(unregActions.loginFailed());
  }
}

export function* loadCard(action: ReturnType<typeof unregActions.cardRequested>) {
  const res: CallResult<CardView> = yield call(fetchCardBySerial, action.serial, action.confirm);
  if (res.status === 'SUCCESS' && res.data) {
    yield call(settleAlerts, action.type);
    yield put(unregActions.cardLoaded(res.data));
  } else if (action.confirm !== undefined && String(res.msgCode) === '485') {
    // The unregistered session reaches only the card it was opened for.
    const own = readSession().anonymousSerial;
    yield call(raiseAlert, {
      type: 'danger',
      ...portalText('cards:unreg.otherCard', { serial: own ?? '' }),
      source: action.type,
    });
    yield put(unregActions.cardFailed());
  } else {
    yield call(alertFromServer, res, { source: action.type });
    yield put(unregActions.cardFailed(isMissingRecord(res)));
  }
}

/** Ends `token` on the server; the one sent is this token, whatever the browser stores by then. */
function revoke(token: string): Promise<unknown> {
  return callContract(
    LogoutCall,
    {},
    { ignoreSessionErrors: true, headers: { Authorization: `Bearer ${token}` } },
  );
}

/**
 * BACK HOME: clear alerts, revoke the anonymous token, then forget it, unless another session
 * has been stored meanwhile: a rider who signs in on the landing page while the revoke is on its
 * way keeps the new session. (The page leaves first; forgetting the serial while it still shows
 * would send it back to /unreg-recharge.)
 */
export function* backHome() {
  yield call(clearAlerts);
  const token: string | null = yield call(getToken);
  if (token) yield call(revoke, token);
  const now: string | null = yield call(getToken);
  if (now === token) yield call(setToken, null);
  yield call(setAnonymousSerial, null);
}

export function* unregSaga() {
  yield takeLatest('unreg/loginRequested', login);
  yield takeLatest('unreg/cardRequested', loadCard);
  yield takeLatest('unreg/cleared', backHome);
}
