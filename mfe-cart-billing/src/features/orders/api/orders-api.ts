import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import { BulkReloadExportCall, OrdersExportCall } from '@qcard/contracts/exports-calls';
import { OrderDetailsCall, OrderSearchCall } from '@qcard/contracts/orders-calls';
import type { PagedList } from '@qcard/contracts/domain';
import type { Order, OrderSearchRequest } from '@qcard/contracts/orders-api';
import type { CsvFile } from '@qcard/contracts/exports-api';

/** The order search as the history page sends it (shared/contracts/src/orders-api); absent sortBy: newest first. */
export type OrderQuery = Required<
  Pick<OrderSearchRequest, 'filterType' | 'filterValue' | 'fromDate' | 'toDate' | 'pageNo'>
> &
  Pick<OrderSearchRequest, 'sortBy' | 'sortDir'>;

export function searchOrders(query: OrderQuery): Promise<CallResult<PagedList<Order>>> {
  return callContract(OrderSearchCall, query);
}

export function fetchOrderDetails(orderId: number): Promise<CallResult<Order>> {
  return callContract(OrderDetailsCall, { orderId });
}

/** The caller's orders created in a date range, as a CSV file. */
export function exportOrders(range: { from: string; to: string }): Promise<CallResult<CsvFile>> {
  return callContract(OrdersExportCall, { fromDate: range.from, toDate: range.to });
}

/** Sponsor: one company order's rows (a bulk reload's result) as a CSV file. */
export function exportBulkReload(orderId: number): Promise<CallResult<CsvFile>> {
  return callContract(BulkReloadExportCall, { orderId });
}
