// Order history and detail state (SPEC 4 order loading state: loading, loaded, error). The
// history is one server-paged search (shared/kit/src/search/paged-search-store.ts).
import type { UnknownAction } from 'redux';
import type { Order } from '@qcard/contracts/domain';
import {
  pagedSearch,
  type LoadStatus,
  type PagedSearchState,
} from '@qcard/kit/search/paged-search-store';
import { loadable, loadTypes } from '@qcard/kit/store/loadable';
import type { OrderQuery } from '../../orders/api/orders-api';

/** The search criteria and order; the page number travels with each request. */
export type OrderCriteria = Omit<OrderQuery, 'pageNo'>;

/** Every order of the caller, newest first. */
export const ALL_ORDERS: OrderCriteria = {
  filterType: 'orderNumber',
  filterValue: '',
  fromDate: '',
  toDate: '',
};

const search = pagedSearch<Order, 'orders', OrderCriteria>('orders', ALL_ORDERS);
export const orderSearch = search;

export interface OrdersState {
  search: PagedSearchState<Order, OrderCriteria>;
  detail: Order | null;
  detailState: LoadStatus;
}

export const initialOrdersState: OrdersState = {
  search: search.initial,
  detail: null,
  detailState: 'idle',
};

export const ordersActions = {
  ...search.actions,
  detailRequested: (orderId: number) => ({ type: 'orders/detailRequested' as const, orderId }),
  detailLoaded: (order: Order) => ({ type: 'orders/detailLoaded' as const, order }),
  detailFailed: (missing = false) => ({ type: 'orders/detailFailed' as const, missing }),
};

// A failed load shows no order; a request keeps the order shown only while it is the one asked for.
const orderDetail = loadable<Order | null, 'detail', 'detailState'>('detail', 'detailState', {
  types: loadTypes('orders/detail', 'order'),
  failedValue: null,
});

export function ordersReducer(
  state: OrdersState = initialOrdersState,
  raw: UnknownAction,
): OrdersState {
  if (search.owns(raw)) return { ...state, search: search.reducer(state.search, raw) };
  if (raw.type === 'orders/detailRequested') {
    const { orderId } = raw as ReturnType<typeof ordersActions.detailRequested>;
    return orderDetail.set(
      state,
      'requested',
      state.detail?.orderId === orderId ? state.detail : null,
    );
  }
  return orderDetail.reduce(state, raw) ?? state;
}

interface WithOrders {
  orders: OrdersState;
}
export const selectOrderSearch = (s: WithOrders) => s.orders.search;
export const selectOrderDetail = (s: WithOrders) => s.orders.detail;
export const selectOrderDetailState = (s: WithOrders) => s.orders.detailState;
