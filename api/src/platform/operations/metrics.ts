// Metrics in Prometheus text format; with API_WORKERS > 1 one scrape adds up every worker's.
// Who may scrape: a bearer of METRICS_TOKEN, or a loopback caller whose request came through no
// proxy (a reverse proxy on the same machine would otherwise make every caller look local).
import cluster from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { registerTelemetryMetrics } from '../telemetry/telemetry-metrics';
import {
  aggregateText,
  answerCollections,
  collectFromSupervisor,
  type MetricsJson,
} from './metrics-cluster';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Whether this request may read /metrics (see the header comment). */
export function mayScrape(request: FastifyRequest, metricsToken: string | null): boolean {
  const auth = request.headers.authorization;
  if (metricsToken && typeof auth === 'string' && auth.startsWith('Bearer ')) {
    const given = Buffer.from(auth.slice('Bearer '.length).trim());
    const wanted = Buffer.from(metricsToken);
    if (given.length === wanted.length && timingSafeEqual(given, wanted)) return true;
  }
  // The socket's own peer, not request.ip: with TRUST_PROXY that one comes from a header.
  const peer = request.raw.socket.remoteAddress ?? '';
  const proxied = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some(
    (h) => request.headers[h] !== undefined,
  );
  return LOOPBACK.test(peer) && !proxied;
}

// Node's process metrics belong to the process, not to one app (tests build many in one process).
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function registerMetrics(app: FastifyInstance): void {
  const ctx = app.qcard;
  const registry = new Registry();
  const requests = new Counter({
    name: 'qcard_http_requests_total',
    help: 'HTTP requests by route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'qcard_http_request_duration_seconds',
    help: 'Request latency by route.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  // Each process counts itself once; added up across workers, that is how many answered.
  new Gauge({
    name: 'qcard_api_processes',
    help: 'API processes whose counters this scrape adds up.',
    aggregator: 'sum',
    registers: [registry],
  }).set(1);
  new Gauge({
    name: 'qcard_api_processes_expected',
    help: 'API processes that should be running (API_WORKERS).',
    aggregator: 'first',
    registers: [registry],
  }).set(cluster.isWorker ? ctx.settings.workers : 1);
  // Browsers' remote loads and Web Vitals (telemetry routes), counted by the process that took the report.
  registerTelemetryMetrics(ctx, registry);
  // Read from the database by the process that takes the scrape only, after the workers' sum.
  const scrapeRegistry = new Registry();
  new Gauge({
    name: 'qcard_orders',
    help: 'Orders by status.',
    labelNames: ['status'] as const,
    registers: [scrapeRegistry],
    async collect() {
      const rows = await ctx.db
        .selectFrom('orders')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      this.reset();
      for (const row of rows) this.set({ status: row.status }, Number(row.n));
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    // Unmatched paths are grouped so a scanner cannot blow up the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: reply.statusCode });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });

  const own = async (): Promise<MetricsJson> => [
    ...(await registry.getMetricsAsJSON()),
    ...(await processMetrics().getMetricsAsJSON()),
  ];
  // A cluster worker answers its supervisor's collection rounds with its own metrics.
  if (cluster.isWorker) app.addHook('onClose', answerCollections(own));

  app.get('/metrics', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!mayScrape(request, ctx.settings.metricsToken)) {
      request.log.info({ peer: request.raw.socket.remoteAddress }, 'metrics scrape refused');
      if (ctx.settings.metricsToken) reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return reply
        .code(ctx.settings.metricsToken ? 401 : 403)
        .type('text/plain')
        .send(
          ctx.settings.metricsToken
            ? 'metrics need the METRICS_TOKEN bearer token\n'
            : 'metrics are served to loopback only (set METRICS_TOKEN to scrape from elsewhere)\n',
        );
    }
    const summed = cluster.isWorker
      ? await collectFromSupervisor(own)
      : await aggregateText([await own()]);
    // Returned: an async handler that only calls send() races the onSend hooks.
    return reply.type(registry.contentType).send(summed + (await scrapeRegistry.metrics()));
  });
}
