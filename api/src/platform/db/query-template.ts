// A query built with Kysely, compiled once per shape and run many times with other values:
// building and compiling a sponsor list's queries on every call was a large share of its CPU.
// Kysely compiles every value (limit and offset too) into a parameter, so the template is built
// with placeholder objects and each call puts its values in their places.
import { CompiledQuery, type Compilable } from 'kysely';

class Placeholder {
  constructor(readonly name: string) {}
}

/** Values by name; a name the query uses must have one (undefined is refused, null is a value). */
export type QueryTemplate<N extends string> = (
  values: Partial<Record<N, unknown>>,
) => CompiledQuery;

/**
 * Builds the query once with a placeholder for each name (typed `never`, so one fits wherever a
 * value goes) and returns a function that makes the compiled query for given values. A name the
 * query does not use, or a placeholder put where Kysely writes a value into the text instead of
 * a parameter, fails here rather than running a wrong query.
 */
export function queryTemplate<N extends string>(
  names: readonly N[],
  build: (values: Record<N, never>) => Compilable,
): QueryTemplate<N> {
  const placeholders = Object.fromEntries(
    names.map((name) => [name, new Placeholder(name)]),
  ) as unknown as Record<N, never>;
  const { sql, parameters } = build(placeholders).compile();
  const slots = parameters.map((p) => (p instanceof Placeholder ? (p.name as N) : null));
  for (const name of names) {
    if (!slots.includes(name))
      throw new Error(`query template: "${name}" is not a parameter of ${sql}`);
  }
  const fixed = parameters.map((p) => (p instanceof Placeholder ? undefined : p));
  return (values) =>
    CompiledQuery.raw(
      sql,
      slots.map((name, i) => {
        if (name === null) return fixed[i];
        const value = values[name];
        if (value === undefined)
          throw new Error(`query template: no value for "${name}" in ${sql}`);
        return value;
      }),
    );
}

const templates = new WeakMap<object, Map<string, QueryTemplate<string>>>();

/**
 * The template of one query shape for one database (the text depends on the dialect), made on
 * first use. `shape` names everything that changes the text (the filter, the sort), never a value.
 */
export function cachedQueryTemplate<N extends string>(
  db: object,
  shape: string,
  names: readonly N[],
  build: (values: Record<N, never>) => Compilable,
): QueryTemplate<N> {
  let byShape = templates.get(db);
  if (!byShape) templates.set(db, (byShape = new Map()));
  let template = byShape.get(shape) as QueryTemplate<N> | undefined;
  if (!template) byShape.set(shape, (template = queryTemplate(names, build)));
  return template;
}
