import { call, put, takeLatest, take, fork } from 'redux-saga/effects';
import { busChannel } from '@qcard/shared/store/create-remote-store';
import { callApi, type CallResult } from '@qcard/shared/api/api-client';
import type { Cart } from '@qcard/shared/contracts/domain';
import { initialCartMode } from '@qcard/shared/contracts/cart-mode';
import { getToken, readSession } from '@qcard/shared/session/session-storage';
import { cartActions } from './cart-slice';

function* refreshCount() {
  if (!getToken()) {
    yield put(cartActions.countChanged(0));
    return;
  }
  const res: CallResult<Cart & { numberOfRecords?: number }> = yield call(
    callApi<Cart & { numberOfRecords?: number }>,
    '/cart/cartItems',
    { pageNo: 1 },
    { ignoreSessionErrors: true },
  );
  // The first page holds at most page_size items; the count is every item in the cart.
  if (res.status === 'SUCCESS' && res.data) {
    const count = res.data.numberOfRecords ?? res.data.cartItems?.length ?? 0;
    // The same first page the cart page decides its mode from: its header can be painted before the page's code is here.
    yield put(cartActions.firstPageLoaded(count, initialCartMode(!!readSession().user?.sponsor, res.data.cartItems ?? [])));
  }
}

function* watchBusCartChanges() {
  const changed = busChannel('cart/changed');
  while (true) {
    const { count } = (yield take(changed)) as { count: number };
    yield put(cartActions.countChanged(count));
  }
}

function* watchBusRefresh() {
  const requested = busChannel('cart/refreshRequested');
  while (true) {
    yield take(requested);
    yield put(cartActions.refreshRequested());
  }
}

export function* cartSaga() {
  yield fork(watchBusCartChanges);
  yield fork(watchBusRefresh);
  yield takeLatest('cart/refreshRequested', refreshCount);
}
