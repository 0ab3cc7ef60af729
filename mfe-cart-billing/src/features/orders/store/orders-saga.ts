import { call, put, takeLatest } from 'redux-saga/effects';
import type { CallResult } from '@qcard/shared/api/api-client';
import { alertFromResponse } from '@qcard/shared/bus/alerts';
import type { Order } from '@qcard/shared/contracts/domain';
import { pagedSearchSaga } from '@qcard/shared/search/paged-search-store';
import { fetchOrderDetails, searchOrders } from '../../orders/api/orders-api';
import { ordersActions, orderSearch, selectOrderSearch, type OrderCriteria } from './orders-slice';

/** One action, one alert: 466/467 from the form and 469 or a failure from the search replace each other. */
export const SEARCH_SOURCE = 'orders/search';

export const watchOrderSearch = pagedSearchSaga({
  search: orderSearch,
  selectState: selectOrderSearch,
  fetch: (query: OrderCriteria, pageNo: number) => searchOrders({ ...query, pageNo }),
  source: SEARCH_SOURCE,
});

export function* loadDetail(action: ReturnType<typeof ordersActions.detailRequested>) {
  const res: CallResult<Order> = yield call(fetchOrderDetails, action.orderId);
  if (res.status === 'SUCCESS' && res.data) yield put(ordersActions.detailLoaded(res.data));
  else {
    yield call(alertFromResponse, res);
    yield put(ordersActions.detailFailed());
  }
}

export function* ordersSaga() {
  yield takeLatest('orders/detailRequested', loadDetail);
  yield* watchOrderSearch();
}
