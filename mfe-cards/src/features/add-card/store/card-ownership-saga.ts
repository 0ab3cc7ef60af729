// Side effects of adding, naming and removing a card: the call, then the card list (and the
// card's details) fetched again so every screen shows the change. Errors stay with the form
// that asked (the server's catalogue text), not in a page alert.
import { call, put, takeLatest } from 'redux-saga/effects';
import type { CallResult } from '@qcard/runtime/api/api-client';
import { failureText } from '@qcard/kit/bus/alert-helpers';
import { cardsActions, type CardView } from '../../cards/public';
import { addCard, removeCard, saveNickname } from '../api/card-ownership-api';
import { cardOwnershipActions } from './card-ownership-slice';

export function* addCardFlow(action: ReturnType<typeof cardOwnershipActions.addRequested>) {
  const res: CallResult<CardView> = yield call(addCard, action.serial, action.securityCode);
  if (res.status === 'SUCCESS' && res.data) {
    yield put(cardOwnershipActions.addSucceeded(res.data));
    yield put(cardsActions.listRequested(true));
  } else {
    yield put(cardOwnershipActions.addFailed(failureText(res)));
  }
}

export function* nicknameFlow(action: ReturnType<typeof cardOwnershipActions.nicknameRequested>) {
  const res: CallResult<unknown> = yield call(saveNickname, action.cardId, action.nickname);
  if (res.status === 'SUCCESS') {
    yield put(cardOwnershipActions.nicknameSucceeded(action.cardId));
    yield put(cardsActions.listRequested(true));
    yield put(cardsActions.detailsRequested(action.cardId));
  } else {
    yield put(cardOwnershipActions.nicknameFailed(action.cardId, failureText(res)));
  }
}

export function* removeFlow(action: ReturnType<typeof cardOwnershipActions.removeRequested>) {
  const res: CallResult<unknown> = yield call(removeCard, action.cardId);
  if (res.status === 'SUCCESS') {
    yield put(cardOwnershipActions.removeSucceeded(action.cardId));
    yield put(cardsActions.listRequested(true));
  } else {
    yield put(cardOwnershipActions.removeFailed(action.cardId, failureText(res)));
  }
}

export function* cardOwnershipSaga() {
  yield takeLatest('cardOwnership/addRequested', addCardFlow);
  yield takeLatest('cardOwnership/nicknameRequested', nicknameFlow);
  yield takeLatest('cardOwnership/removeRequested', removeFlow);
}
