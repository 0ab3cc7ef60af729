import { callApi, type CallResult } from '@qcard/shared/api/api-client';
import type { Order, PagedList } from '@qcard/shared/contracts/domain';

export interface OrderQuery {
  filterType: 'orderNumber' | 'status';
  filterValue: string;
  /** DD-MM-YYYY or '' */
  fromDate: string;
  toDate: string;
  pageNo: number;
}

export function searchOrders(query: OrderQuery): Promise<CallResult<PagedList<Order>>> {
  return callApi<PagedList<Order>>('/order/search', { action: 'ORDER_MANAGEMENT', function: 'order_search', ...query });
}

export function fetchOrderDetails(orderId: number): Promise<CallResult<Order>> {
  return callApi<Order>('/order/getOrdersDetails', { orderId });
}
