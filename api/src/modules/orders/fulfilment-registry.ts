// Who fulfils an order item of a given type. The order feature registers 'Recharge'; the
// subscriptions team registers 'Subscription', 'SubscriptionUpdate' and 'CancelSubscription'.
// A fulfiller runs inside the worker's transaction (use `trx` for every write) and answers
// 'Honoured' or 'Rejected'; it must not commit or start its own transaction. Throwing rolls
// the whole order back; the worker retries it later.
import type { Kysely, Selectable } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database, OrderItemsTable, OrderRow } from '../../platform/db/schema';

export type FulfilmentOutcome = 'Honoured' | 'Rejected';
export type OrderItemRow = Selectable<OrderItemsTable>;
export type ItemFulfiller = (
  trx: Kysely<Database>,
  ctx: AppContext,
  item: OrderItemRow,
  order: OrderRow,
) => Promise<FulfilmentOutcome>;

// Module level (like the debit listeners): registering the same type again replaces it.
const fulfillers = new Map<string, ItemFulfiller>();

export function registerItemFulfiller(itemType: string, fulfiller: ItemFulfiller): void {
  fulfillers.set(itemType, fulfiller);
}

export function getItemFulfiller(itemType: string): ItemFulfiller | undefined {
  return fulfillers.get(itemType);
}

/**
 * Work the fulfilment worker does on every pass besides due orders, e.g. settling what a stopped
 * process left half done (the subscriptions team's in-flight autoloads). A failing task is
 * logged and does not stop the pass.
 */
export type FulfilmentTask = (ctx: AppContext) => Promise<unknown>;
const tasks = new Set<FulfilmentTask>();

export function registerFulfilmentTask(task: FulfilmentTask): void {
  tasks.add(task);
}

export function fulfilmentTasks(): FulfilmentTask[] {
  return [...tasks];
}
