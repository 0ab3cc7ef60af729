// Kysely's SQLite driver prepares every query afresh, the largest cost of a read under load;
// queries come in a fixed set of shapes, so statements (not results) are cached by SQL text.
import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const MAX_STATEMENTS = 500;

/**
 * BEGIN IMMEDIATE instead of Kysely's plain BEGIN: the write lock up front, so with several API
 * processes on one file a transaction that reads, then writes, never meets SQLITE_BUSY or a stale
 * check in between. Reads outside transactions still run beside a writer (WAL).
 */
function statementText(sql: string): string {
  return /^\s*begin\s*;?\s*$/i.test(sql) ? 'begin immediate' : sql;
}

/**
 * A function that makes one statement's row object from its values: `{"id": v[0], ...}`,
 * generated per column list so each statement's rows have one shape, which V8 builds fast.
 * Keys are written with JSON.stringify, so a column name is never read as code; a column named
 * __proto__ gets a computed key, an own property rather than the row's prototype.
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
 * A reading statement that returns its rows as arrays and makes the objects here, faster than
 * better-sqlite3 building them key by key; same keys in the same order.
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
