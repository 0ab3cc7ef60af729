// Kysely's SQLite driver prepares every query afresh; under load that was the largest single
// cost of a read (a profile of /card put better-sqlite3's prepare at 15% of CPU). Queries are
// built from a fixed set of shapes, so a bounded cache of prepared statements keyed by SQL
// text pays for itself after the first call of each shape. The same wrapper feeds the read
// cache (sqlite-read-cache.ts) and tells it about every statement that may write.
import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { createReadCache, isCacheableSelect, type ReadCache } from './sqlite-read-cache';

const MAX_STATEMENTS = 500;

/**
 * Kysely opens every transaction with a plain BEGIN, which takes the write lock only at the
 * first write. With several API processes on one file (API_WORKERS), a transaction that read
 * first and then wrote would fail with SQLITE_BUSY when another process wrote in between, and a
 * check made before that write would be stale. BEGIN IMMEDIATE takes the write lock up front, so
 * transactions run one at a time across processes, as they do on one connection; reads outside
 * transactions still run beside a writer (WAL).
 */
function statementText(sql: string): string {
  return /^\s*begin\s*;?\s*$/i.test(sql) ? 'begin immediate' : sql;
}

/** The calls Kysely's SQLite connection makes on a statement. */
function wrap(statement: BetterSqlite3.Statement, sql: string, cache: ReadCache): SqliteStatement {
  const cacheable = statement.readonly && isCacheableSelect(sql);
  return {
    reader: statement.reader,
    all(parameters: ReadonlyArray<unknown>) {
      if (cacheable) return cache.all(statement, sql, parameters);
      cache.invalidate();
      return statement.all(parameters);
    },
    run(parameters: ReadonlyArray<unknown>) {
      cache.invalidate();
      return statement.run(parameters);
    },
    iterate(parameters: ReadonlyArray<unknown>) {
      if (!statement.readonly) cache.invalidate();
      return statement.iterate(parameters);
    },
  } as unknown as SqliteStatement;
}

export interface StatementCacheOptions {
  /** Keep SELECT results until the database changes (default on). */
  readCache?: boolean;
}

export function withStatementCache(sqlite: BetterSqlite3.Database, options: StatementCacheOptions = {}): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  const cache = options.readCache === false ? null : createReadCache(sqlite);
  return {
    close: () => {
      statements.clear();
      cache?.invalidate();
      sqlite.close();
    },
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last, so eviction drops the least recently used shape.
        statements.delete(sql);
      } else {
        const text = statementText(sql);
        const prepared = sqlite.prepare(text);
        statement = cache ? wrap(prepared, text, cache) : (prepared as unknown as SqliteStatement);
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
