// Liveness and readiness for load balancers and orchestrators (the same on SQLite and PostgreSQL).
// Each handler returns its reply: an async handler that only calls send() raced the onSend hooks.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/** What readiness asks of the deploy state (api/src/platform/static/deploy-state.ts). */
export interface DeployStateProblem {
  problem(): string | null;
}

export function registerHealth(app: FastifyInstance, deployState?: DeployStateProblem): void {
  const ctx = app.qcard;
  /** The process answers. */
  app.get('/healthz', async (_request, reply) => {
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok' });
  });
  /**
   * The process can serve: the database answers a query, and the deploy state file in place is
   * the one being served (a file broken while running keeps the last good state served, but
   * the instance reports not ready so the break is seen before the next restart refuses it).
   */
  app.get('/readyz', async (_request, reply) => {
    const deployProblem = deployState?.problem() ?? null;
    if (deployProblem) {
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .send({ status: 'unavailable', reason: 'deploy-state', detail: deployProblem });
    }
    try {
      await sql`select 1`.execute(ctx.db);
      return reply.header('Cache-Control', 'no-store').send({ status: 'ready' });
    } catch (error) {
      ctx.log.warn({ err: error }, 'readiness check failed');
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .send({ status: 'unavailable', reason: 'database' });
    }
  });
}
