// The outbox becomes a queue (receipts, rider notices, sponsor digests): a mail written in the
// same transaction as the order it belongs to is sent later by the outbox worker, which claims
// rows atomically (several API processes, PostgreSQL), retries with back-off and records the
// last error. Rows from before (sent at once, next_attempt_at null) are never picked up.
import type { AnyDb } from '../any-db';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Set while the mail waits to be sent: the earliest time of the next attempt (or the end of a claim's lease).
  await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'text').execute();
  // The worker pass holding the row; a crashed worker's lease simply runs out.
  await db.schema.alterTable('outbox').addColumn('claim_token', 'text').execute();
  // One mail per event (e.g. receipt:order:42): enqueuing twice keeps the first.
  await db.schema.alterTable('outbox').addColumn('dedupe_key', 'text').execute();
  await db.schema
    .createIndex('outbox_dedupe_key_idx')
    .on('outbox')
    .column('dedupe_key')
    .unique()
    .execute();
  await db.schema
    .createIndex('outbox_next_attempt_idx')
    .on('outbox')
    .column('next_attempt_at')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('outbox_next_attempt_idx').execute();
  await db.schema.dropIndex('outbox_dedupe_key_idx').execute();
  for (const column of ['dedupe_key', 'claim_token', 'next_attempt_at', 'attempts'])
    await db.schema.alterTable('outbox').dropColumn(column).execute();
}
