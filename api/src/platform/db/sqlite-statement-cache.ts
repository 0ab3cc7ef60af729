// Kysely's SQLite driver prepares every query afresh, the largest single cost of a read under
// load; queries come from a fixed set of shapes, so a bounded cache keyed by SQL text pays for
// itself. Results are not cached: every read is one index range, and a result cache emptied by
// writes cost more than it saved (docs/performance.md).
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
 * A reading statement that returns its rows as arrays and turns them into objects here:
 * better-sqlite3 builds a row key by key through V8's API, which costs about twice the run of a
 * wide row. The rows have the same keys in the same order, so nothing above the driver changes.
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
