// Kysely's SQLite driver prepares every query afresh; under load that was the largest single
// cost of a read (a profile of /card put better-sqlite3's prepare at 15% of CPU). Queries are
// built from a fixed set of shapes, so a bounded cache of prepared statements keyed by SQL
// text pays for itself after the first call of each shape.
//
// Results are not cached. A cache of SELECT results that any write emptied (READ_CACHE, until
// issue 21) cost more than it saved on realistic data: with 10% writes spread over many
// accounts it rarely hit, and checking and copying made a request take 1.67 ms of CPU instead
// of 1.21 ms (bench/probes/scale-data.mjs, docs/performance.md). With the indexes of
// migrations 0011 and 0014 every measured read is one index range, so there is nothing left
// for a per-account cache to save that would pay for keeping it correct across processes.
import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

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

export function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last, so eviction drops the least recently used shape.
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(statementText(sql)) as unknown as SqliteStatement;
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
