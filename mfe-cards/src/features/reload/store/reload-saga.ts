// Adds a reload to the cart, tells the shell the new cart count and raises the success alert.
import { call, put, takeLatest } from 'redux-saga/effects';
import type { CallResult } from '@qcard/runtime/api/api-client';
import { raiseAlert } from '@qcard/runtime/bus/alerts';
import { alertFromServer } from '@qcard/kit/bus/alert-helpers';
import { addRechargeToCart, type AddRechargeResult } from '../../cards/public';
import { bus } from '@qcard/runtime/bus/event-bus';
import { messageText, roleMessage } from '@qcard/runtime/config/config-store';
import { codeText, portalText } from '@qcard/runtime/bus/alert-text';
import type { AlertText } from '@qcard/contracts/domain';
import { reloadActions } from './reload-slice';

function emitCartChanged(count: number) {
  bus.emit('cart/changed', { count });
}

/** The patron's "items added" text, said again by its code after a language switch (the code names that text alone). */
function itemsAddedWords(): { msg: string; text?: AlertText } {
  const configured = roleMessage('patron', 'PATRON_MSG', 'ITEMS_ADDED');
  if (!configured) return portalText('cards:reload.itemsAdded');
  return messageText('ITEMS_ADDED') === configured
    ? { msg: configured, text: codeText('ITEMS_ADDED') }
    : { msg: configured };
}

export function* addToCart(action: ReturnType<typeof reloadActions.addRequested>) {
  const res: CallResult<AddRechargeResult> = yield call(
    addRechargeToCart,
    action.contractId,
    action.cents,
  );
  if (res.status === 'SUCCESS' && res.data) {
    yield call(emitCartChanged, res.data.cartCount);
    yield call(raiseAlert, {
      type: 'success',
      ...itemsAddedWords(),
      target: action.target,
      source: action.type,
    });
    yield put(reloadActions.added(res.data.cartCount, res.data.item.description));
  } else {
    yield call(alertFromServer, res, { source: action.type });
    yield put(reloadActions.failed());
  }
}

export function* reloadSaga() {
  yield takeLatest('reload/addRequested', addToCart);
}
