import { fork, put, select, take, takeLatest } from 'redux-saga/effects';
import { busChannel } from '@qcard/kit/store/create-remote-store';
import type { Order } from '@qcard/contracts/orders-api';
import type { PagedSearchState } from '@qcard/kit/search/paged-search-store';
import { loadRecord } from '@qcard/kit/store/load-record';
import { rereadOnLanguageChange } from '@qcard/kit/store/reread-on-language-change';
import { pagedSearchSaga } from '@qcard/kit/search/paged-search-store';
import { prefetch, takePrefetched } from '@qcard/kit/api/route-prefetch';
import { fetchOrderDetails, searchOrders } from '../../orders/api/orders-api';
import {
  ordersActions,
  orderSearch,
  selectOrderDetail,
  selectOrderSearch,
  type OrderCriteria,
  type OrdersState,
} from './orders-slice';

/** One action, one alert: 466/467 from the form and 469 or a failure from the search replace each other. */
export const SEARCH_SOURCE = 'orders/search';

/** One search's call, by its criteria and page: only the very search /order started is handed over. */
const searchKey = (query: OrderCriteria, pageNo: number) =>
  `orders/search ${JSON.stringify([query, pageNo])}`;
const fetchOrders = (query: OrderCriteria, pageNo: number) => () =>
  searchOrders({ ...query, pageNo });

/** Entering /order: the page searches again with the criteria and page of the last visit; start that search now. */
export function prefetchOrderSearch(state: { orders: OrdersState }): void {
  const { query, pageNo } = state.orders.search;
  prefetch(searchKey(query, pageNo), fetchOrders(query, pageNo));
}

export const watchOrderSearch = pagedSearchSaga({
  search: orderSearch,
  selectState: selectOrderSearch,
  fetch: (query: OrderCriteria, pageNo: number) =>
    takePrefetched(searchKey(query, pageNo), fetchOrders(query, pageNo)),
  source: SEARCH_SOURCE,
});

export function* loadDetail(action: ReturnType<typeof ordersActions.detailRequested>) {
  yield* loadRecord(() => fetchOrderDetails(action.orderId), {
    loaded: ordersActions.detailLoaded,
    failed: ordersActions.detailFailed,
    source: action.type,
  });
}

/**
 * Live status: one of the user's orders turned Honoured or Rejected. An open
 * order history asks for the page it shows again, and an open order detail of that order reloads.
 */
export function* refreshOnLiveOrders() {
  const channel = busChannel('live/orderStatus');
  while (true) {
    const event: { orderId: number } = yield take(channel);
    const search: PagedSearchState<Order, OrderCriteria> = yield select(selectOrderSearch);
    if (search.page) yield put(orderSearch.actions.searchRequested(null, search.pageNo));
    const detail: Order | null = yield select(selectOrderDetail);
    if (detail?.orderId === event.orderId) yield put(ordersActions.detailRequested(event.orderId));
  }
}

/**
 * A language switch: the order history page shown, with its criteria, and the
 * open order (order detail, receipt, confirmation), read again for their item descriptions.
 */
export function* rereadOrders() {
  const search: PagedSearchState<Order, OrderCriteria> = yield select(selectOrderSearch);
  if (search.page) yield put(orderSearch.actions.searchRequested(null, search.pageNo));
  const detail: Order | null = yield select(selectOrderDetail);
  if (detail) yield put(ordersActions.detailRequested(detail.orderId));
}

export function* ordersSaga() {
  yield fork(rereadOnLanguageChange, rereadOrders);
  yield fork(refreshOnLiveOrders);
  yield takeLatest('orders/detailRequested', loadDetail);
  yield* watchOrderSearch();
}
