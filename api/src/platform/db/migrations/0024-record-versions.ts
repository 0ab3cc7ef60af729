// Optimistic concurrency on the records a sponsor edits: each employee and
// group carries a version that every save raises by one; a save names the version it was made
// from and is refused when the record moved on since (docs/decisions.md). Existing rows start at 1.
import type { AnyDb } from '../any-db';

const TABLES = ['employees', 'groups'] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
}
