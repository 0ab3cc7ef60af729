// The database as migrations and schema-blind helpers see it: whatever tables it has then.
import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations and helpers take any schema
export type AnyDb = Kysely<any>;

/** A new table's id: an identity column on PostgreSQL, AUTOINCREMENT on SQLite. */
export function withId<T extends string>(
  db: AnyDb,
  t: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
