// GET <API_BASE>/docs: the OpenAPI 3.1 document @fastify/swagger builds from the registered
// routes, so it cannot drift from what is served. Each API route is documented from its route
// table entry and call contract; routes outside the table (static files, /metrics) stay out.
import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { Kind, Type, type TSchema } from '@sinclair/typebox';
import * as authApi from '@qcard/contracts/auth-api';
import * as cardsApi from '@qcard/contracts/cards-api';
import * as cartApi from '@qcard/contracts/cart-api';
import * as ordersApi from '@qcard/contracts/orders-api';
import * as sponsorApi from '@qcard/contracts/sponsor-api';
import * as subscriptionsApi from '@qcard/contracts/subscriptions-api';
import {
  NON_ENVELOPE_ROUTES,
  recordRoute,
  routeTable,
  type RouteTableEntry,
} from '../http/route-table';
import { successEnvelopeSchema } from '../http/contract-checks';

/** The contracts' named records (Card, Order...) as components; XBody and XAnswer stay in place. */
function namedRecords(): Map<TSchema, string> {
  const named = new Map<TSchema, string>();
  for (const module of [authApi, cardsApi, cartApi, ordersApi, sponsorApi, subscriptionsApi]) {
    for (const [name, value] of Object.entries(module)) {
      if (/(Body|Answer)$/.test(name)) continue;
      const schema = value as TSchema | null;
      if (typeof schema === 'object' && schema?.[Kind] === 'Object' && !named.has(schema))
        named.set(schema, name);
    }
  }
  return named;
}

/** Plain JSON Schema of a contract schema: named records as $ref, x-expects and x-required applied. */
function toJsonSchema(schema: unknown, named: Map<TSchema, string>, top = true): unknown {
  if (Array.isArray(schema)) return schema.map((s) => toJsonSchema(s, named, false));
  if (typeof schema !== 'object' || schema === null) return schema;
  const name = named.get(schema as TSchema);
  if (name && !top) return { $ref: `#/components/schemas/${name}` };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'x-expects') continue;
    if (key === 'x-required') {
      if ((value as string[]).length > 0) out.required = value;
      continue;
    }
    out[key] =
      key === 'properties'
        ? Object.fromEntries(
            Object.entries(value as object).map(([k, v]) => [k, toJsonSchema(v, named, false)]),
          )
        : toJsonSchema(value, named, false);
  }
  const expects = (schema as Record<string, unknown>)['x-expects'];
  if (expects)
    return {
      ...(toJsonSchema(expects, named, false) as object),
      ...(out.description ? { description: out.description } : {}),
    };
  return out;
}

const ENVELOPE_REF = { $ref: '#/components/schemas/Envelope' };

/** The route's documentation as @fastify/swagger reads it from a route schema. */
function documentation(
  entry: RouteTableEntry,
  served: TSchema | undefined,
  named: Map<TSchema, string>,
): Record<string, unknown> {
  const json = (schema: TSchema) => toJsonSchema(schema, named, true);
  const nonEnvelope = NON_ENVELOPE_ROUTES[`${entry.method} ${entry.path}`];
  return {
    summary: entry.summary || `${entry.action ?? ''} ${entry.functions.join(', ')}`.trim(),
    description: `Access: ${entry.access}.${entry.action ? ` Also POST /action with {action: "${entry.action}", function: "${entry.functions.join('" | "')}", version: 1}.` : ''}`,
    tags: [entry.path.split('/')[1] ?? 'api'],
    security: entry.access === 'public' ? [] : [{ bearer: [] }],
    'x-access': entry.access,
    ...(entry.action ? { 'x-spec-action': entry.action, 'x-spec-functions': entry.functions } : {}),
    ...(entry.method === 'POST' && entry.schema
      ? { body: { allOf: [json(entry.schema.body), { $ref: '#/components/schemas/ActionBody' }] } }
      : {}),
    response: {
      200: served
        ? {
            'x-response-description': 'Envelope with status SUCCESS; data as the schema says',
            ...(json(served) as object),
          }
        : // type null: no JSON content is claimed; the description names what the answer is.
          { 'x-response-description': nonEnvelope ?? 'Not an envelope', type: 'null' },
      '4XX': { description: 'Envelope with status ERROR and a msgCode', ...ENVELOPE_REF },
    },
  };
}

export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  const ctx = app.qcard;
  const apiBase = ctx.settings.apiBase;
  const named = namedRecords();
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Q Card portal API',
        version,
        description:
          'Every call answers with the envelope {status, msgCode, data, errorMessage}. New session tokens arrive in the X-Auth-Token response header.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        schemas: {
          // Any answer: an ERROR's data, or a SUCCESS whose data the route's 200 response describes.
          Envelope: toJsonSchema(successEnvelopeSchema(Type.Unknown()), named) as object,
          ...Object.fromEntries(
            [...named].map(([schema, name]) => [name, toJsonSchema(schema, named, true)]),
          ),
          ActionBody: {
            type: 'object',
            description: "The call's own fields, optionally with action, function and version: 1.",
            properties: {
              action: { type: 'string' },
              function: { type: 'string' },
              version: { const: 1 },
            },
            additionalProperties: true,
          },
        },
      },
    },
    // OpenAPI 3.1 has const; a single-value enum would say the same less plainly.
    convertConstToEnum: false,
    transform: ({ url, route, schema }) => {
      const entry = url.startsWith(apiBase)
        ? routeTable.get(`${String(route.method)} ${url.slice(apiBase.length)}`)
        : undefined;
      if (!entry) return { url, schema: { hide: true } };
      // The SUCCESS envelope as the route serializes it; from the contract where the route has no response schema.
      const served =
        (schema?.response as Record<number, TSchema> | undefined)?.[200] ??
        (entry.schema ? successEnvelopeSchema(entry.schema.response) : undefined);
      return { url, schema: documentation(entry, served, named) };
    },
  });
  recordRoute({
    method: 'GET',
    path: '/docs',
    action: null,
    functions: [],
    access: 'public',
    summary: 'This OpenAPI document',
    schema: null,
  });
  app.get(`${apiBase}/docs`, async (_request, reply) => {
    return reply.header('Cache-Control', 'no-cache').send(app.swagger());
  });
}
