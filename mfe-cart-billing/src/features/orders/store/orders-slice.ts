// Order history and detail state (SPEC 4 order loading state: loading, loaded, error). The
// history is one server-paged search (shared/src/search/paged-search-store.ts).
import type { UnknownAction } from 'redux';
import type { Order } from '@qcard/shared/contracts/domain';
import { pagedSearch, type LoadStatus, type PagedSearchState } from '@qcard/shared/search/paged-search-store';
import type { OrderQuery } from '../../orders/api/orders-api';

/** The search criteria and order; the page number travels with each request. */
export type OrderCriteria = Omit<OrderQuery, 'pageNo'>;

/** Every order of the caller, newest first. */
export const ALL_ORDERS: OrderCriteria = { filterType: 'orderNumber', filterValue: '', fromDate: '', toDate: '' };

const search = pagedSearch<Order, 'orders', OrderCriteria>('orders', ALL_ORDERS);
export const orderSearch = search;

export interface OrdersState {
  search: PagedSearchState<Order, OrderCriteria>;
  detail: Order | null;
  detailState: LoadStatus;
}

export const initialOrdersState: OrdersState = { search: search.initial, detail: null, detailState: 'idle' };

export const ordersActions = {
  ...search.actions,
  detailRequested: (orderId: number) => ({ type: 'orders/detailRequested' as const, orderId }),
  detailLoaded: (order: Order) => ({ type: 'orders/detailLoaded' as const, order }),
  detailFailed: () => ({ type: 'orders/detailFailed' as const }),
};

type DetailAction = ReturnType<(typeof ordersActions)['detailRequested' | 'detailLoaded' | 'detailFailed']>;

export function ordersReducer(state: OrdersState = initialOrdersState, raw: UnknownAction): OrdersState {
  if (search.owns(raw)) return { ...state, search: search.reducer(state.search, raw) };
  const action = raw as DetailAction;
  switch (action.type) {
    case 'orders/detailRequested':
      return { ...state, detail: state.detail?.orderId === action.orderId ? state.detail : null, detailState: 'loading' };
    case 'orders/detailLoaded':
      return { ...state, detail: action.order, detailState: 'loaded' };
    case 'orders/detailFailed':
      return { ...state, detail: null, detailState: 'error' };
    default:
      return state;
  }
}

interface WithOrders {
  orders: OrdersState;
}
export const selectOrderSearch = (s: WithOrders) => s.orders.search;
export const selectOrderDetail = (s: WithOrders) => s.orders.detail;
export const selectOrderDetailState = (s: WithOrders) => s.orders.detailState;
