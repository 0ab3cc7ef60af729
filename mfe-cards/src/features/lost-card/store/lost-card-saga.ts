// Calls behind the lost-card flow; after a block or a transfer the card on screen is read again
// so its status, balances and activity show what the server now holds.
import { call, put, takeLatest } from 'redux-saga/effects';
import type { CallResult } from '@qcard/runtime/api/api-client';
import { alertFromServer } from '@qcard/kit/bus/alert-helpers';
import { settleAlerts } from '@qcard/runtime/bus/alerts';
import { cardsActions } from '../../cards/public';
import {
  blockCard,
  fetchReplacementOptions,
  transferCard,
  type LostCardResult,
  type ReplacementOption,
} from '../api/lost-card-api';
import { lostCardActions } from './lost-card-slice';

export function* block(action: ReturnType<typeof lostCardActions.blockRequested>) {
  const res: CallResult<LostCardResult> = yield call(
    blockCard,
    action.holder,
    action.cardId,
    action.reason,
  );
  if (res.status === 'SUCCESS' && res.data) {
    yield call(settleAlerts, action.type);
    yield put(lostCardActions.blocked(res.data));
    yield put(cardsActions.detailsRequested(action.cardId));
    if (action.holder === 'rider') yield put(cardsActions.listRequested(true));
  } else {
    yield call(alertFromServer, res, { source: action.type });
    yield put(lostCardActions.failed('confirm'));
  }
}

export function* loadOptions(action: ReturnType<typeof lostCardActions.optionsRequested>) {
  const res: CallResult<ReplacementOption[]> = yield call(
    fetchReplacementOptions,
    action.holder,
    action.cardId,
    action.serial,
  );
  yield put(lostCardActions.optionsLoaded(res.status === 'SUCCESS' && res.data ? res.data : null));
}

export function* transfer(action: ReturnType<typeof lostCardActions.transferRequested>) {
  const res: CallResult<LostCardResult> = yield call(
    transferCard,
    action.holder,
    action.cardId,
    action.replacementCardId,
  );
  if (res.status === 'SUCCESS' && res.data) {
    yield call(settleAlerts, action.type);
    yield put(lostCardActions.transferred(res.data));
    yield put(cardsActions.detailsRequested(action.cardId));
    if (action.holder === 'rider') yield put(cardsActions.listRequested(true));
  } else {
    yield call(alertFromServer, res, { source: action.type });
    yield put(lostCardActions.failed('choose'));
  }
}

export function* lostCardSaga() {
  yield takeLatest('lostCard/blockRequested', block);
  yield takeLatest('lostCard/optionsRequested', loadOptions);
  yield takeLatest('lostCard/transferRequested', transfer);
}
