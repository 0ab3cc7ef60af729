// Payment sandbox records (the processor's side): one row per idempotency key, and card
// tokens. Only brand + last four; never a full card number or CVV.
import { withId, type AnyDb } from '../any-db';

export async function up(db: AnyDb): Promise<void> {
  // SQLite AUTOINCREMENT, PostgreSQL identity (the SQLite DDL of this applied migration is unchanged).
  await withId(db, db.schema.createTable('payment_charges'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('approved', 'integer', (c) => c.notNull())
    .addColumn('authorization_id', 'text')
    .addColumn('transaction_id', 'text')
    .addColumn('decline_reason', 'text')
    .addColumn('card_brand', 'text', (c) => c.notNull())
    .addColumn('card_last4', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('payment_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('card_brand', 'text', (c) => c.notNull())
    .addColumn('card_last4', 'text', (c) => c.notNull())
    .addColumn('sandbox_outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('payment_tokens').ifExists().execute();
  await db.schema.dropTable('payment_charges').ifExists().execute();
}
