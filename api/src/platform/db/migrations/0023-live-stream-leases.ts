// Live-status stream caps: one row per open GET /api/events stream, so the
// streams of a user and of a client address are counted across every API process and machine
// on the database, which is all they share. The process holding the stream renews its rows'
// expiry as it runs and deletes a row when the stream ends; the rows of a process that died
// lapse on their own at expires_at and are no longer counted.
import type { AnyDb } from '../any-db';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('live_stream_leases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('live_stream_leases_user_idx')
    .on('live_stream_leases')
    .columns(['user_id', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('live_stream_leases_ip_idx')
    .on('live_stream_leases')
    .columns(['ip', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('live_stream_leases_holder_idx')
    .on('live_stream_leases')
    .column('holder')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('live_stream_leases').execute();
}
