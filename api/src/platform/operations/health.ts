// Liveness and readiness for load balancers and orchestrators.
// Each handler returns its reply: an async handler that only calls send() races the onSend hooks.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/** What readiness asks of the deploy state (api/src/platform/static/deploy-state.ts). */
export interface DeployStateProblem {
  problem(): string | null;
}

export function registerHealth(app: FastifyInstance, deployState?: DeployStateProblem): void {
  const ctx = app.qcard;
  app.get('/healthz', async (_request, reply) => {
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok' });
  });
  /** The database answers, and the deploy state file in place is the one served (a break is seen before a restart refuses it). */
  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const detail = deployState?.problem() ?? null;
    if (detail)
      return reply.code(503).send({ status: 'unavailable', reason: 'deploy-state', detail });
    try {
      await sql`select 1`.execute(ctx.db);
      return reply.send({ status: 'ready' });
    } catch (error) {
      ctx.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable', reason: 'database' });
    }
  });
}
