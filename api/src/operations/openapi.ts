// An OpenAPI 3.1 description of the API, generated from the server's own route table and each
// route's call contract (shared/src/contracts), so it cannot drift from what is registered,
// validated and serialized. Served at GET <API_BASE>/docs.
import type { FastifyInstance } from 'fastify';
import { Kind, type TSchema } from '@sinclair/typebox';
import * as authApi from '@qcard/shared/contracts/auth-api';
import * as cardsApi from '@qcard/shared/contracts/cards-api';
import * as cartApi from '@qcard/shared/contracts/cart-api';
import * as ordersApi from '@qcard/shared/contracts/orders-api';
import * as sponsorApi from '@qcard/shared/contracts/sponsor-api';
import * as subscriptionsApi from '@qcard/shared/contracts/subscriptions-api';
import type { AppContext } from '../app-context';
import { listRoutes, NON_ENVELOPE_ROUTES, recordRoute, type RouteTableEntry } from '../http/define-action';

/** The named records of the contracts (Card, Order, Employee...): components, referenced wherever they appear. */
function namedRecords(): Map<TSchema, string> {
  const named = new Map<TSchema, string>();
  for (const module of [authApi, cardsApi, cartApi, ordersApi, sponsorApi, subscriptionsApi]) {
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'object' && value !== null && (value as TSchema)[Kind] === 'Object' && !named.has(value as TSchema)) named.set(value as TSchema, name);
    }
  }
  return named;
}

/**
 * Plain JSON Schema of a contract schema: named records as $ref, fields the handler checks
 * itself (x-expects) as the type callers must send, a body's x-required as required.
 */
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
    out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, toJsonSchema(v, named, false)])) : toJsonSchema(value, named, false);
  }
  const expects = (schema as Record<string, unknown>)['x-expects'];
  if (expects) return { ...(toJsonSchema(expects, named, false) as object), ...(out.description ? { description: out.description } : {}) };
  return out;
}

const ACCESS_TEXT: Record<RouteTableEntry['access'], string> = {
  public: 'Anyone; no token needed.',
  session: 'Any valid session token (registered user or unregistered-reload card session).',
  authenticated: 'A signed-in user (patron or sponsor).',
  patron: 'A signed-in patron (not a sponsor).',
  sponsor: 'A signed-in sponsor administrator; scoped to their company.',
  anonymousCard: 'The unregistered-reload session of one card.',
};

function envelopeOf(data: unknown): Record<string, unknown> {
  return { allOf: [{ $ref: '#/components/schemas/Envelope' }, { type: 'object', properties: { status: { const: 'SUCCESS' }, data } }] };
}

export function buildOpenApi(apiBase: string, routes: RouteTableEntry[], version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const named = namedRecords();
  for (const r of routes) {
    const json = (schema: unknown) => toJsonSchema(schema, named, true);
    const success = r.schema ? envelopeOf(json(r.schema.response)) : { $ref: '#/components/schemas/Envelope' };
    const op: Record<string, unknown> = {
      summary: r.summary || `${r.action ?? ''} ${r.functions.join(', ')}`.trim(),
      description: `Access: ${ACCESS_TEXT[r.access]}${r.action ? ` Action ${r.action}, function ${r.functions.join(' | ')}, version 1.` : ''}`,
      tags: [r.path.split('/')[1] ?? 'misc'],
      'x-access': r.access,
      ...(r.action ? { 'x-action': r.action, 'x-functions': r.functions } : {}),
      security: r.access === 'public' ? [] : [{ bearer: [] }],
      responses: {
        '200': r.schema || !(`${r.method} ${r.path}` in NON_ENVELOPE_ROUTES)
          ? { description: 'Envelope with status SUCCESS; data as the schema says', content: { 'application/json': { schema: success } } }
          : { description: NON_ENVELOPE_ROUTES[`${r.method} ${r.path}`] },
        '4XX': { description: 'Envelope with status ERROR and a msgCode', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
      },
    };
    if (r.method === 'POST') {
      const body = r.schema ? { allOf: [json(r.schema.body), { $ref: '#/components/schemas/ActionBody' }] } : { $ref: '#/components/schemas/ActionBody' };
      op.requestBody = { required: false, content: { 'application/json': { schema: body } } };
    }
    paths[`${apiBase}${r.path}`] = { ...(paths[`${apiBase}${r.path}`] ?? {}), [r.method.toLowerCase()]: op };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Q Card portal API',
      version,
      description: 'Every call answers with the envelope {status, msgCode, data, errorMessage}. New session tokens arrive in the X-Auth-Token response header.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Envelope: {
          type: 'object',
          properties: {
            status: { type: 'string', examples: ['SUCCESS', 'ERROR'] },
            msgCode: { type: ['string', 'null'] },
            data: {},
            errorMessage: { type: ['string', 'null'] },
            errorTexts: {
              type: 'object',
              description: 'errorMessage in every language of the portal (en, es), when it is a text of the catalogue (an ERROR, or a SUCCESS with a text of its own), so a page that switches language can show it again.',
              additionalProperties: { type: 'string' },
            },
          },
        },
        ...Object.fromEntries([...named].map(([schema, name]) => [name, toJsonSchema(schema, named, true)])),
        ActionBody: {
          type: 'object',
          description: 'The call\'s own fields, optionally with action, function and version: 1.',
          properties: { action: { type: 'string' }, function: { type: 'string' }, version: { const: 1 } },
          additionalProperties: true,
        },
      },
    },
    paths,
  };
}

export function registerOpenApi(app: FastifyInstance, ctx: AppContext, version: string): void {
  recordRoute({ method: 'GET', path: '/docs', action: null, functions: [], access: 'public', summary: 'This OpenAPI document', schema: null });
  app.get(`${ctx.settings.apiBase}/docs`, async (_request, reply) => {
    // Returned, not just sent: an async handler that only calls send() raced the onSend hooks
    // and logged "Reply was already sent" as an error on every request.
    return reply.header('Cache-Control', 'no-cache').send(buildOpenApi(ctx.settings.apiBase, listRoutes(), version));
  });
}
