// Remote loads the browsers report: how many loads of each remote app and
// version ended how, per minute of the app's clock. The API runs as a cluster and each process
// only sees the reports it received; these rows are the counts every process (and the canary
// judge) can read. Reports only add to a row (upsert); rows older than a day are pruned.
import type { AnyDb } from '../any-db';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('remote_load_counts')
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('minute', 'integer', (c) => c.notNull())
    .addColumn('loads', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('remote_load_counts_pk', ['app', 'version', 'outcome', 'minute'])
    .execute();
  // The judge reads one app's recent minutes; pruning reads old minutes of every app.
  await db.schema
    .createIndex('remote_load_counts_minute_idx')
    .on('remote_load_counts')
    .column('minute')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('remote_load_counts').execute();
}
