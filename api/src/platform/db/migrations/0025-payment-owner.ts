// Who is paying for a PaymentPending order: the process that claimed the cart
// writes its identity and a lease it renews while the charge is in flight. An order whose owner
// died (its process is gone, or its lease lapsed) is settled at once, from the gateway's record,
// by the next process to start or by a retry of the same submit, instead of after five minutes.
// Orders from before this migration have no owner and count as orphaned.
import type { AnyDb } from '../any-db';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').addColumn('payment_owner', 'text').execute();
  await db.schema.alterTable('orders').addColumn('payment_lease_until', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('payment_lease_until').execute();
  await db.schema.alterTable('orders').dropColumn('payment_owner').execute();
}
