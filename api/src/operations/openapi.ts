// An OpenAPI 3.1 description of the API, generated from the server's own route table, so
// it cannot drift from what is registered. Served at GET <API_BASE>/docs.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { listRoutes, recordRoute, type RouteTableEntry } from '../http/define-action';

const ACCESS_TEXT: Record<RouteTableEntry['access'], string> = {
  public: 'Anyone; no token needed.',
  session: 'Any valid session token (registered user or unregistered-reload card session).',
  authenticated: 'A signed-in user (patron or sponsor).',
  patron: 'A signed-in patron (not a sponsor).',
  sponsor: 'A signed-in sponsor administrator; scoped to their company.',
  anonymousCard: 'The unregistered-reload session of one card.',
};

export function buildOpenApi(apiBase: string, routes: RouteTableEntry[], version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const op: Record<string, unknown> = {
      summary: r.summary || `${r.action ?? ''} ${r.functions.join(', ')}`.trim(),
      description: `Access: ${ACCESS_TEXT[r.access]}${r.action ? ` Action ${r.action}, function ${r.functions.join(' | ')}, version 1.` : ''}`,
      tags: [r.path.split('/')[1] ?? 'misc'],
      'x-access': r.access,
      ...(r.action ? { 'x-action': r.action, 'x-functions': r.functions } : {}),
      security: r.access === 'public' ? [] : [{ bearer: [] }],
      responses: {
        '200': { description: 'Envelope with status SUCCESS', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
        '4XX': { description: 'Envelope with status ERROR and a msgCode', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
      },
    };
    if (r.method === 'POST') {
      op.requestBody = {
        required: false,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ActionBody' } } },
      };
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
          },
        },
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
  recordRoute({ method: 'GET', path: '/docs', action: null, functions: [], access: 'public', summary: 'This OpenAPI document' });
  app.get(`${ctx.settings.apiBase}/docs`, async (_request, reply) => {
    // Returned, not just sent: an async handler that only calls send() raced the onSend hooks
    // and logged "Reply was already sent" as an error on every request.
    return reply.header('Cache-Control', 'no-cache').send(buildOpenApi(ctx.settings.apiBase, listRoutes(), version));
  });
}
