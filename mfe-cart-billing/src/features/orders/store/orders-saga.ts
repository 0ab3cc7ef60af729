import { takeLatest } from 'redux-saga/effects';
import { alertFromResponse } from '@qcard/shared/bus/alerts';
import { loadRecord } from '@qcard/shared/store/load-record';
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
  yield* loadRecord(() => fetchOrderDetails(action.orderId), { loaded: ordersActions.detailLoaded, failed: ordersActions.detailFailed, tell: (res) => alertFromResponse(res) });
}

export function* ordersSaga() {
  yield takeLatest('orders/detailRequested', loadDetail);
  yield* watchOrderSearch();
}
