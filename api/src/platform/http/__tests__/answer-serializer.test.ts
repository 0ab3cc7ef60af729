// The routes serialize answers from a copy of each envelope schema without `anyOf [T, null]`
// (forSerializer): for every contract, both schemas must write the same JSON, with every
// nullable field null and with every one filled.
import fastJson from 'fast-json-stringify';
import { createTestApp } from '../../../test-support/create-test-app';
import { listRoutes } from '../route-table';
import { forSerializer, successEnvelopeSchema } from '../contract-checks';

type Schema = Record<string, unknown>;

/** A value of `schema`: nullable fields null when `nulls`, otherwise their other type; two items per array. */
function sample(schema: Schema, nulls: boolean, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const anyOf = schema.anyOf as Schema[] | undefined;
  if (anyOf) {
    const nullable = anyOf.find((o) => o.type === 'null');
    const other = anyOf.find((o) => o.type !== 'null') ?? anyOf[0]!;
    return nullable && (nulls || depth > 6) ? null : sample(other, nulls, depth + 1);
  }
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const entries = Object.entries(properties).map(([k, v]) => [k, sample(v, nulls, depth + 1)]);
      if (!schema.properties) entries.push(['someKey', 'some text']);
      return Object.fromEntries(entries);
    }
    case 'array':
      return [0, 1].map(() => sample(schema.items as Schema, nulls, depth + 1));
    case 'string':
      return schema.format === 'date-time' ? '2026-01-02T03:04:05.000Z' : 'Text "quoted" é';
    case 'integer':
      return 42;
    case 'number':
      return 12.5;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return { any: ['value', 1, null] };
  }
}

test('every contract answer serializes the same through the anyOf-free schema', async () => {
  const app = await createTestApp();
  try {
    const routes = listRoutes().filter((r) => r.schema);
    expect(routes.length).toBeGreaterThan(40);
    let nullableFields = 0;
    for (const route of routes) {
      const envelope = successEnvelopeSchema(route.schema!.response) as unknown as Schema;
      const withUnions = fastJson(envelope);
      const rewritten = fastJson(forSerializer(envelope) as Schema);
      for (const nulls of [true, false]) {
        const value = { ...(sample(envelope, nulls) as Schema), status: 'SUCCESS' };
        const written = rewritten(value);
        expect([route.path, written]).toEqual([route.path, withUnions(value)]);
        if (nulls) nullableFields += (written.match(/:null/g) ?? []).length;
      }
    }
    // The samples do reach the nullable fields the rewrite is about.
    expect(nullableFields).toBeGreaterThan(100);
  } finally {
    await app.close();
  }
});
