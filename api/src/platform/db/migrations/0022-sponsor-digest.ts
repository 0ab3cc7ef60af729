// The sponsor weekly digest: a sponsor administrator opts in (off by default)
// to one mail a week about their company. The mail itself goes through the outbox with a
// dedupe key per administrator and ISO week, so no column records what was sent.
import type { AnyDb } from '../any-db';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('weekly_digest', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('weekly_digest').execute();
}
