// Live status: a change a signed-in page should show at once (an order turned
// Honoured, an automatic reload ran) is written here in the change's own transaction. Every API
// process polls the rows after the last it delivered for the users it holds a stream for, so
// the event reaches the page whichever process made the change. Rows live a few minutes.
import { withId, type AnyDb } from '../any-db';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('live_events'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('live_events_user_idx')
    .on('live_events')
    .columns(['user_id', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('live_events').execute();
}
