// Adds a reload to the cart, tells the shell the new cart count and raises the success alert.
import { call, put, takeLatest } from 'redux-saga/effects';
import type { CallResult } from '@qcard/shared/api/api-client';
import { raiseAlert } from '@qcard/shared/bus/alerts';
import { alertFromServer } from '@qcard/shared/bus/alert-helpers';
import { addRechargeToCart, type AddRechargeResult } from '../../cards/public';
import { bus } from '@qcard/shared/bus/event-bus';
import { roleMessage } from '@qcard/shared/config/config-store';
import { i18n } from '@qcard/shared/i18n/i18n';
import { reloadActions } from './reload-slice';

function emitCartChanged(count: number) {
  bus.emit('cart/changed', { count });
}

export function* addToCart(action: ReturnType<typeof reloadActions.addRequested>) {
  const res: CallResult<AddRechargeResult> = yield call(addRechargeToCart, action.contractId, action.cents);
  if (res.status === 'SUCCESS' && res.data) {
    yield call(emitCartChanged, res.data.cartCount);
    yield call(raiseAlert, { type: 'success', msg: roleMessage('patron', 'PATRON_MSG', 'ITEMS_ADDED') ?? i18n.t('cards:reload.itemsAdded'), target: action.target, source: action.type });
    yield put(reloadActions.added(res.data.cartCount, res.data.item.description));
  } else {
    yield call(alertFromServer, res, { source: action.type });
    yield put(reloadActions.failed());
  }
}

export function* reloadSaga() {
  yield takeLatest('reload/addRequested', addToCart);
}
