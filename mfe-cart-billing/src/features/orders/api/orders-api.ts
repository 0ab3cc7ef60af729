import { callApi, type CallResult } from '@qcard/shared/api/api-client';
import type { PagedList } from '@qcard/shared/contracts/domain';
import type { Order, OrderSearchRequest } from '@qcard/shared/contracts/orders-api';

/** The order search as the history page sends it (shared/src/contracts/orders-api); absent sortBy: newest first. */
export type OrderQuery = Required<Pick<OrderSearchRequest, 'filterType' | 'filterValue' | 'fromDate' | 'toDate' | 'pageNo'>> & Pick<OrderSearchRequest, 'sortBy' | 'sortDir'>;

export function searchOrders(query: OrderQuery): Promise<CallResult<PagedList<Order>>> {
  return callApi<PagedList<Order>>('/order/search', { action: 'ORDER_MANAGEMENT', function: 'order_search', ...query });
}

export function fetchOrderDetails(orderId: number): Promise<CallResult<Order>> {
  return callApi<Order>('/order/getOrdersDetails', { orderId });
}
