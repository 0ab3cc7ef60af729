// Opens the SQLite database (WAL, foreign keys, busy timeout) behind Kysely and runs the
// migrations. Migrations are listed statically so they work under tsx, jest and bundlers.
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Database } from './schema';
import { withStatementCache } from './sqlite-statement-cache';
import * as m0001 from './migrations/0001-core';
import * as m0006 from './migrations/0006-payments';
import * as m0007 from './migrations/0007-subscriptions';
import * as m0009 from './migrations/0009-employee-allocation-index';

export type Db = Kysely<Database>;

const MIGRATIONS: Record<string, Migration> = {
  '0001-core': m0001,
  '0006-payments': m0006,
  '0007-subscriptions': m0007,
  '0009-employee-allocation-index': m0009,
};

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** Applies pending migrations; safe to run at every start. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Teams add migrations in parallel; one numbered below an applied one must still run.
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
