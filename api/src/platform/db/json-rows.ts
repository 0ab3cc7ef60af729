// Wide rows read on every call (the session with its user, the caller's cards) cost more to hand
// over than to find: better-sqlite3 passes each value through V8's API, while a row written by
// SQLite as one JSON array is parsed in one go (docs/performance.md, "Rows as one JSON text").
// PostgreSQL's driver already parses its rows natively, so it reads the plain columns.
// Only for INTEGER and TEXT columns (JSON changes a REAL, refuses a BLOB); a test holds to it.
import { CompiledQuery, type Kysely } from 'kysely';
import { directSqliteReadsOf, isPostgres } from './database';
import { isSqliteBusy } from './sqlite-busy-wait';
import type { Database } from './schema';
import { rowBuilder } from './sqlite-statement-cache';

/** The one column a statement's SQLite text returns: each row's values as a JSON array. */
const JSON_ROW = 'json_row';

export interface FixedRowsStatement {
  readonly postgres: string;
  readonly sqlite: string;
  /** Makes a row object (keyed by the statement's names) from one SQLite row's values. */
  readonly build: (values: unknown[]) => Record<string, unknown>;
}

/**
 * A fixed statement selecting `expression AS name` for each column, then `rest` (FROM, WHERE,
 * ORDER BY; parameters written $1, $2, ... in order). Both texts return the same row objects
 * through runFixedRows.
 */
export function fixedRowsStatement(
  columns: ReadonlyArray<readonly [expression: string, name: string]>,
  rest: string,
): FixedRowsStatement {
  const names = columns.map(([, name]) => name);
  if (new Set(names).size !== names.length)
    throw new Error('a fixed statement names each column once');
  for (const name of names) {
    if (!/^[a-z_][a-z0-9_]*$/.test(name))
      throw new Error(`column name ${JSON.stringify(name)} is not a plain identifier`);
    if (name === '__proto__') throw new Error('a column named __proto__ cannot be a row key');
  }
  return {
    postgres: `SELECT ${columns.map(([expression, name]) => `${expression} AS ${name}`).join(', ')} ${rest}`,
    sqlite: `SELECT json_array(${columns.map(([expression]) => expression).join(', ')}) AS ${JSON_ROW} ${rest.replace(/\$\d+/g, '?')}`,
    build: rowBuilder(names),
  };
}

/** Runs a fixed statement with its parameters; rows are objects keyed by the statement's names. */
export async function runFixedRows<R = Record<string, unknown>>(
  db: Kysely<Database>,
  statement: FixedRowsStatement,
  parameters: readonly unknown[],
): Promise<R[]> {
  if (isPostgres(db))
    return (await db.executeQuery<R>(CompiledQuery.raw(statement.postgres, [...parameters]))).rows;
  const rows =
    directRows(db, statement.sqlite, parameters) ??
    (
      await db.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(statement.sqlite, [...parameters]),
      )
    ).rows;
  return rows.map((row) => statement.build(JSON.parse(row[JSON_ROW] as string) as unknown[]) as R);
}

/**
 * The rows read at once from the statement cache, outside Kysely's asynchronous path. Only outside
 * any transaction on the connection (inside one it would see another request's uncommitted
 * writes); when SQLite answers busy (undefined) the read goes through Kysely, which waits.
 */
function directRows(
  db: Kysely<Database>,
  text: string,
  parameters: readonly unknown[],
): Record<string, unknown>[] | undefined {
  const direct = directSqliteReadsOf(db);
  if (!direct || direct.sqlite.inTransaction) return undefined;
  try {
    return direct.statements.prepare(text).all([...parameters]) as Record<string, unknown>[];
  } catch (error) {
    if (isSqliteBusy(error)) return undefined;
    throw error;
  }
}
