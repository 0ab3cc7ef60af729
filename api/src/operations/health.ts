// Liveness and readiness for load balancers and orchestrators (the same on SQLite and PostgreSQL).
// Each handler returns its reply: an async handler that only calls send() raced the onSend hooks.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

export function registerHealth(app: FastifyInstance, ctx: AppContext): void {
  /** The process answers. */
  app.get('/healthz', async (_request, reply) => {
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok' });
  });
  /** The process can serve: the database answers a query. */
  app.get('/readyz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(ctx.db);
      return reply.header('Cache-Control', 'no-store').send({ status: 'ready' });
    } catch (error) {
      ctx.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).header('Cache-Control', 'no-store').send({ status: 'unavailable', reason: 'database' });
    }
  });
}
