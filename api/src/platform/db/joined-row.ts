// A statement that joins tables returns one flat row; the joined tables' columns carry a prefix
// (`c__id` for the contract's id). A generated reader splits it without building a key per column.

/**
 * A function that copies the columns `prefix + column` of a row into an object keyed by column,
 * generated once per column list (as db/sqlite-statement-cache.ts does for rows): it reads
 * constant keys, which V8 caches for the statement's one row shape. Names are written with
 * JSON.stringify, so a column name is never read as code.
 */
export function columnsReader<T>(
  prefix: string,
  columns: readonly string[],
): (row: Record<string, unknown>) => T {
  if (columns.includes('__proto__'))
    throw new Error('a column named __proto__ cannot be read into an object literal');
  const fields = columns
    .map((column) => `${JSON.stringify(column)}: r[${JSON.stringify(prefix + column)}]`)
    .join(', ');
  return new Function('r', `return { ${fields} };`) as (row: Record<string, unknown>) => T;
}

/**
 * A table's column list that the type check holds to the table's row type: every column of `Row`
 * must be listed (a column added to the schema and not here fails to compile, naming it), and only
 * those. For statements that read a table's columns by name (`SELECT k.*` split with columnsReader).
 */
export function everyColumnOf<Row>() {
  return <const L extends ReadonlyArray<keyof Row & string>>(
    columns: L &
      ([Exclude<keyof Row, L[number]>] extends [never]
        ? unknown
        : { missing: Exclude<keyof Row, L[number]> }),
  ): L => columns;
}
