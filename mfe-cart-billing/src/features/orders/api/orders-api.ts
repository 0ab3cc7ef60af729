import { callApi, type CallResult } from '@qcard/shared/api/api-client';
import type { Order, PagedList } from '@qcard/shared/contracts/domain';
import type { SortDirection } from '@qcard/shared/contracts/paging';

export interface OrderQuery {
  filterType: 'orderNumber' | 'status';
  filterValue: string;
  /** DD-MM-YYYY or '' */
  fromDate: string;
  toDate: string;
  pageNo: number;
  /** The order the API applies to the whole list (contracts/paging.ts); absent: newest first. */
  sortBy?: string;
  sortDir?: SortDirection;
}

/** The same query in the order the table asks for (sortBy null: the API's default). */
export function inOrder(query: OrderQuery, sortBy: string | null | undefined, sortDir: SortDirection | undefined): OrderQuery {
  const { sortBy: _by, sortDir: _dir, ...rest } = query;
  return sortBy ? { ...rest, sortBy, sortDir: sortDir ?? 'asc' } : rest;
}

export function searchOrders(query: OrderQuery): Promise<CallResult<PagedList<Order>>> {
  return callApi<PagedList<Order>>('/order/search', { action: 'ORDER_MANAGEMENT', function: 'order_search', ...query });
}

export function fetchOrderDetails(orderId: number): Promise<CallResult<Order>> {
  return callApi<Order>('/order/getOrdersDetails', { orderId });
}
