// Opens the database behind Kysely and runs the migrations: SQLite (WAL, foreign keys, busy
// timeout) by default, PostgreSQL when given a postgres:// URL (DATABASE_URL). Migrations are
// listed statically so they work under tsx, jest and bundlers.
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresAdapter, sql, type SqliteDatabase } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import type { Database } from './schema';
import { withStatementCache } from './sqlite-statement-cache';
import { busyWaitDialect } from './sqlite-busy-wait';
import { PreparingClient } from './postgres-prepared-statements';
import { outageSafePostgresDialect, PG_CONNECT_TIMEOUT_MS } from './postgres-outage';
import * as m0001 from './migrations/0001-core';
import * as m0006 from './migrations/0006-payments';
import * as m0007 from './migrations/0007-subscriptions';
import * as m0009 from './migrations/0009-employee-allocation-index';
import * as m0008 from './migrations/0008-instance-secrets';
import * as m0010 from './migrations/0010-session-family';
import * as m0011 from './migrations/0011-sorted-list-indexes';
import * as m0012 from './migrations/0012-mail-outbox';
import * as m0013 from './migrations/0013-user-language';
import * as m0014 from './migrations/0014-scale-indexes';
import * as m0015 from './migrations/0015-sign-up';
import * as m0016 from './migrations/0016-card-nickname-code';
import * as m0017 from './migrations/0017-lost-card';
import * as m0018 from './migrations/0018-notifications';
import * as m0020 from './migrations/0020-live-events';
import * as m0022 from './migrations/0022-sponsor-digest';
import * as m0023 from './migrations/0023-live-stream-leases';
import * as m0024 from './migrations/0024-record-versions';
import * as m0025 from './migrations/0025-payment-owner';
import * as m0026 from './migrations/0026-remote-loads';
import type { AnyDb } from './any-db';

export type Db = Kysely<Database>;

const MIGRATIONS: Record<string, Migration> = {
  '0001-core': m0001,
  '0006-payments': m0006,
  '0007-subscriptions': m0007,
  '0009-employee-allocation-index': m0009,
  '0008-instance-secrets': m0008,
  '0010-session-family': m0010,
  '0011-sorted-list-indexes': m0011,
  '0012-mail-outbox': m0012,
  '0013-user-language': m0013,
  '0014-scale-indexes': m0014,
  '0015-sign-up': m0015,
  '0016-card-nickname-code': m0016,
  '0017-lost-card': m0017,
  '0018-notifications': m0018,
  '0020-live-events': m0020,
  '0022-sponsor-digest': m0022,
  '0023-live-stream-leases': m0023,
  '0024-record-versions': m0024,
  '0025-payment-owner': m0025,
  '0026-remote-loads': m0026,
};

export type DatabaseTarget =
  | {
      kind: 'sqlite';
      file: string;
      /** PRAGMA synchronous (SQLITE_SYNCHRONOUS, default NORMAL; docs/performance.md "Orders at scale"). */
      synchronous?: 'NORMAL' | 'FULL';
      /** How long a statement waits for another process's write lock before SQLITE_BUSY (SQLITE_BUSY_TIMEOUT_MS, default 5000). */
      busyTimeoutMs?: number;
    }
  | {
      kind: 'postgres';
      url: string;
      /** Schema to work in (search_path); default the role's default (public). */
      schema?: string;
      /** Connections in this process's pool (default 10). */
      poolSize?: number;
    };

/** How long a statement waits for another process's write lock before SQLITE_BUSY, unless the target says. */
const SQLITE_BUSY_WAIT_MS = 5000;

/** int8 (count(), sum()) and numeric come back from PostgreSQL as text; this API's values fit a JS number. */
const PG_NUMBER_OIDS = new Set([20, 1700]);
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (PG_NUMBER_OIDS.has(oid) && format !== 'binary') return (value: string) => Number(value);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads
    return (pg.types.getTypeParser as any)(oid, format);
  },
};

/** Opens SQLite (a file path or a sqlite target) or PostgreSQL (a postgres:// URL or target). */
export function openDatabase(target: string | DatabaseTarget): Db {
  const t: DatabaseTarget =
    typeof target === 'string'
      ? /^postgres(ql)?:\/\//i.test(target)
        ? { kind: 'postgres', url: target }
        : { kind: 'sqlite', file: target }
      : target;
  if (t.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: t.url,
      max: t.poolSize ?? 10,
      types: pgTypes,
      Client: PreparingClient,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      ...(t.schema ? { options: `-c search_path=${quoteIdent(t.schema)}` } : {}),
    });
    // A connection losing its server (restart, failover) fails its query, never the process.
    return new Kysely<Database>({ dialect: outageSafePostgresDialect(pool) });
  }
  const file = t.file;
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  const busyWaitMs = t.busyTimeoutMs ?? SQLITE_BUSY_WAIT_MS;
  sqlite.pragma(`busy_timeout = ${busyWaitMs}`);
  sqlite.pragma(`synchronous = ${t.synchronous === 'FULL' ? 'FULL' : 'NORMAL'}`);
  const statements = withStatementCache(sqlite);
  // From here on a wait for another process's write lock does not stop this one (sqlite-busy-wait.ts).
  const db = new Kysely<Database>({ dialect: busyWaitDialect(sqlite, statements, busyWaitMs) });
  directSqliteReads.set(db, { sqlite, statements });
  return db;
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * The SQLite connection and statement cache behind a database opened here, for reads run without
 * Kysely's asynchronous path (db/json-rows.ts). Only the database itself is listed, never a
 * transaction: a read through a transaction goes through Kysely, on the transaction's connection.
 */
const directSqliteReads = new WeakMap<
  object,
  { sqlite: BetterSqlite3.Database; statements: SqliteDatabase }
>();

export function directSqliteReadsOf(db: object) {
  return directSqliteReads.get(db);
}

/** True when `db` (a Kysely instance or a transaction) talks to PostgreSQL. */
export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Inside a transaction: waits for, then holds until commit, a lock named by `key` (PostgreSQL
 * advisory transaction lock). Guards check-then-write sequences (a cart's submit, a
 * contract's autoload claim, a company's new employee code) against a second instance or
 * connection doing the same at the same moment. SQLite runs one writer at a time anyway: no-op.
 */
export async function lockKey(trx: AnyDb, key: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/** A unique-constraint violation from either database (SQLite SQLITE_CONSTRAINT_UNIQUE / PRIMARYKEY, PostgreSQL 23505). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** Applies pending migrations; safe to run at every start (and from several instances at once on PostgreSQL). */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Teams add migrations in parallel; one numbered below an applied one must still run.
  // On PostgreSQL the bookkeeping tables live in the schema being migrated (Kysely would
  // otherwise find another schema's kysely_migration on the search for existing tables).
  const schema = isPostgres(db)
    ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
    : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
