import { call, put, takeLatest } from 'redux-saga/effects';
import type { CallResult } from '@qcard/shared/api/api-client';
import { alertFromResponse, raiseAlert, settleAlerts } from '@qcard/shared/bus/alerts';
import { messageText } from '@qcard/shared/config/config-store';
import type { Order, PagedList } from '@qcard/shared/contracts/domain';
import { fetchOrderDetails, searchOrders } from '../../orders/api/orders-api';
import { ordersActions } from './orders-slice';

export const NO_RESULTS_CODE = '469';
/** One action, one alert: 466/467 from the form and 469 or a failure from the search replace each other. */
export const SEARCH_SOURCE = 'orders/search';

export function* runSearch(action: ReturnType<typeof ordersActions.searchRequested>) {
  const res: CallResult<PagedList<Order>> = yield call(searchOrders, action.query);
  if (res.status === 'SUCCESS' && res.data && Array.isArray(res.data.data)) {
    const none = String(res.msgCode ?? '') === NO_RESULTS_CODE || res.data.numberOfRecords === 0;
    const text = none ? (messageText(NO_RESULTS_CODE) ?? 'No records found.') : null;
    if (text) yield call(raiseAlert, { type: 'warning', msg: text, source: SEARCH_SOURCE });
    else yield call(settleAlerts, SEARCH_SOURCE);
    yield put(ordersActions.searchLoaded(res.data, text));
  } else {
    yield call(alertFromResponse, res, { source: SEARCH_SOURCE });
    yield put(ordersActions.searchFailed());
  }
}

export function* loadDetail(action: ReturnType<typeof ordersActions.detailRequested>) {
  const res: CallResult<Order> = yield call(fetchOrderDetails, action.orderId);
  if (res.status === 'SUCCESS' && res.data) yield put(ordersActions.detailLoaded(res.data));
  else {
    yield call(alertFromResponse, res);
    yield put(ordersActions.detailFailed());
  }
}

export function* ordersSaga() {
  yield takeLatest('orders/searchRequested', runSearch);
  yield takeLatest('orders/detailRequested', loadDetail);
}
