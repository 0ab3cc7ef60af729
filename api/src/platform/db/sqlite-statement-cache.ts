// Kysely's SQLite driver prepares every query afresh; under load that was the largest single
// cost of a read (a profile of /card put better-sqlite3's prepare at 15% of CPU). Queries are
// built from a fixed set of shapes, so a bounded cache of prepared statements keyed by SQL
// text pays for itself after the first call of each shape.
//
// Results are not cached. A cache of SELECT results that any write emptied (READ_CACHE, since
// removed) cost more than it saved on realistic data: with 10% writes spread over many
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

/**
 * A function that makes one statement's row object from its values: `{"id": v[0], ...}`.
 * Generated per column list (as fast-json-stringify and find-my-way generate theirs), so each
 * statement's rows come from one object literal of one shape. A shared loop that set the keys
 * one by one saw every statement's keys, and setting them cost as much as running the query.
 * The keys are written with JSON.stringify, so a column name is never read as code. A column
 * named __proto__ gets a computed key, which makes an own property: as a plain key it would set
 * the row's prototype (better-sqlite3's own rows did, to a BLOB's Buffer).
 */
export function rowBuilder(
  names: readonly string[],
): (values: unknown[]) => Record<string, unknown> {
  const fields = names
    .map((name, i) => `${name === '__proto__' ? '["__proto__"]' : JSON.stringify(name)}: v[${i}]`)
    .join(', ');
  return new Function('v', `return { ${fields} };`) as (
    values: unknown[],
  ) => Record<string, unknown>;
}

/**
 * A reading statement that returns its rows as arrays and turns them into objects here.
 * better-sqlite3 builds a row object key by key through V8's API, which cost about twice the
 * whole statement's run for a wide row (the session with its user, 37 columns: 23 µs against
 * 11 µs raw; /card's cards with contracts, 40 columns: 110 µs against 50 µs raw). The rows are
 * the same objects with the same keys in the same order, so nothing above the driver changes.
 */
function withArrayRows(statement: BetterSqlite3.Statement): SqliteStatement {
  const columnNames = () => statement.columns().map((column) => column.name);
  let columns = columnNames();
  let build = rowBuilder(columns);
  statement.raw(true);
  const toObject = (values: unknown[]): Record<string, unknown> => {
    // SQLite re-prepares a statement when the schema changes, and `SELECT *` may then return
    // other columns: read the names again rather than pair values with stale ones.
    if (values.length !== columns.length) {
      columns = columnNames();
      build = rowBuilder(columns);
    }
    return build(values);
  };
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toObject),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>)
        yield toObject(values);
    },
  };
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
        const prepared = sqlite.prepare(statementText(sql));
        statement = prepared.reader
          ? withArrayRows(prepared)
          : (prepared as unknown as SqliteStatement);
        if (statements.size >= MAX_STATEMENTS)
          statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
