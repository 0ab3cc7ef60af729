// Order history and detail state (SPEC 4 order loading state: loading, loaded, error).
import type { UnknownAction } from 'redux';
import type { Order, PagedList } from '@qcard/shared/contracts/domain';
import type { OrderQuery } from '../../orders/api/orders-api';

export type OrderLoadState = 'idle' | 'loading' | 'loaded' | 'error';

export interface OrdersState {
  query: OrderQuery | null;
  result: PagedList<Order> | null;
  listState: OrderLoadState;
  /** 469 text when the search matched nothing. */
  noResults: string | null;
  detail: Order | null;
  detailState: OrderLoadState;
}

export const initialOrdersState: OrdersState = { query: null, result: null, listState: 'idle', noResults: null, detail: null, detailState: 'idle' };

export const ordersActions = {
  searchRequested: (query: OrderQuery) => ({ type: 'orders/searchRequested' as const, query }),
  searchLoaded: (result: PagedList<Order>, noResults: string | null) => ({ type: 'orders/searchLoaded' as const, result, noResults }),
  searchFailed: () => ({ type: 'orders/searchFailed' as const }),
  detailRequested: (orderId: number) => ({ type: 'orders/detailRequested' as const, orderId }),
  detailLoaded: (order: Order) => ({ type: 'orders/detailLoaded' as const, order }),
  detailFailed: () => ({ type: 'orders/detailFailed' as const }),
};

type OrdersAction = ReturnType<(typeof ordersActions)[keyof typeof ordersActions]>;

export function ordersReducer(state: OrdersState = initialOrdersState, raw: UnknownAction): OrdersState {
  const action = raw as OrdersAction;
  switch (action.type) {
    case 'orders/searchRequested':
      return { ...state, query: action.query, listState: 'loading', noResults: null };
    case 'orders/searchLoaded':
      return { ...state, result: action.result, listState: 'loaded', noResults: action.noResults };
    case 'orders/searchFailed':
      // SPEC 8: a failed list search clears the table.
      return { ...state, result: null, listState: 'error' };
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
export const selectOrderQuery = (s: WithOrders) => s.orders.query;
export const selectOrderResult = (s: WithOrders) => s.orders.result;
export const selectOrderListState = (s: WithOrders) => s.orders.listState;
export const selectNoResults = (s: WithOrders) => s.orders.noResults;
export const selectOrderDetail = (s: WithOrders) => s.orders.detail;
export const selectOrderDetailState = (s: WithOrders) => s.orders.detailState;
