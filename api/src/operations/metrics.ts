// Metrics in Prometheus text format: requests and latency per route, orders by status.
//
// With API_WORKERS > 1 one scrape answers for the whole machine: the worker that gets the
// scrape asks the supervising process, which collects every worker's counters over the
// cluster IPC channel and sums them (metrics-cluster.ts). Without a supervisor (one process,
// tests) the process's own counters are the totals.
//
// Who may scrape: a caller presenting METRICS_TOKEN as a bearer token, or a caller on the
// machine itself (loopback) whose request did not come through a proxy (no X-Forwarded-For,
// Forwarded or X-Real-IP header: a reverse proxy on the same machine would otherwise make
// every outside caller look local).
import cluster from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { collectFromSupervisor, isMetricsCollect, metricsSnapshotReply } from './metrics-cluster';
import { BUCKETS, emptyStats, mergeSnapshot, type MetricsSnapshot } from './metrics-snapshot';

export class RequestMetrics {
  private routes: MetricsSnapshot = {};

  observe(method: string, route: string, status: number, seconds: number): void {
    const stats = (this.routes[`${method} ${route}`] ??= emptyStats());
    const code = String(status);
    stats.count[code] = (stats.count[code] ?? 0) + 1;
    BUCKETS.forEach((b, i) => {
      if (seconds <= b) stats.buckets[i]! += 1;
    });
    stats.sum += seconds;
    stats.total += 1;
  }

  /** A copy of this process's counters. */
  snapshot(): MetricsSnapshot {
    return mergeSnapshot({}, this.routes);
  }
}

export function renderSnapshot(snapshot: MetricsSnapshot): string[] {
  const esc = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
  const entries = Object.entries(snapshot).sort(([a], [b]) => a.localeCompare(b));
  const lines = ['# HELP qcard_http_requests_total HTTP requests by route and status.', '# TYPE qcard_http_requests_total counter'];
  for (const [key, stats] of entries) {
    const [method, route] = key.split(' ') as [string, string];
    for (const [status, n] of Object.entries(stats.count)) {
      lines.push(`qcard_http_requests_total{method="${method}",route="${esc(route)}",status="${status}"} ${n}`);
    }
  }
  lines.push('# HELP qcard_http_request_duration_seconds Request latency by route.', '# TYPE qcard_http_request_duration_seconds histogram');
  for (const [key, stats] of entries) {
    const [method, route] = key.split(' ') as [string, string];
    const labels = `method="${method}",route="${esc(route)}"`;
    BUCKETS.forEach((b, i) => lines.push(`qcard_http_request_duration_seconds_bucket{${labels},le="${b}"} ${stats.buckets[i]}`));
    lines.push(`qcard_http_request_duration_seconds_bucket{${labels},le="+Inf"} ${stats.total}`);
    lines.push(`qcard_http_request_duration_seconds_sum{${labels}} ${stats.sum.toFixed(6)}`);
    lines.push(`qcard_http_request_duration_seconds_count{${labels}} ${stats.total}`);
  }
  return lines;
}

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
  const proxied = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((h) => request.headers[h] !== undefined);
  return LOOPBACK.test(peer) && !proxied;
}

export function registerMetrics(app: FastifyInstance, ctx: AppContext): RequestMetrics {
  const metrics = new RequestMetrics();
  app.addHook('onResponse', (request, reply, done) => {
    // Unmatched paths are grouped so a scanner cannot blow up the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  // A cluster worker answers its supervisor's collection rounds with its own counters.
  if (cluster.isWorker) {
    const onMessage = (message: unknown) => {
      if (isMetricsCollect(message)) process.send?.(metricsSnapshotReply(message, metrics.snapshot()));
    };
    process.on('message', onMessage);
    app.addHook('onClose', async () => {
      process.off('message', onMessage);
    });
  }

  app.get('/metrics', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!mayScrape(request, ctx.settings.metricsToken)) {
      request.log.info({ peer: request.raw.socket.remoteAddress }, 'metrics scrape refused');
      if (ctx.settings.metricsToken) reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return reply
        .code(ctx.settings.metricsToken ? 401 : 403)
        .type('text/plain')
        .send(ctx.settings.metricsToken ? 'metrics need the METRICS_TOKEN bearer token\n' : 'metrics are served to loopback only (set METRICS_TOKEN to scrape from elsewhere)\n');
    }
    const gathered = cluster.isWorker ? await collectFromSupervisor(metrics.snapshot(), ctx.settings.workers) : { snapshot: metrics.snapshot(), processes: 1, expected: 1 };
    const lines = renderSnapshot(gathered.snapshot);
    lines.push(
      '# HELP qcard_api_processes API processes whose counters this scrape adds up.',
      '# TYPE qcard_api_processes gauge',
      `qcard_api_processes ${gathered.processes}`,
      '# HELP qcard_api_processes_expected API processes that should be running (API_WORKERS).',
      '# TYPE qcard_api_processes_expected gauge',
      `qcard_api_processes_expected ${gathered.expected}`,
    );
    lines.push('# HELP qcard_orders Orders by status.', '# TYPE qcard_orders gauge');
    const rows = await ctx.db
      .selectFrom('orders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    for (const row of rows) lines.push(`qcard_orders{status="${row.status}"} ${Number(row.n)}`);
    // Returned, not just sent: an async handler that only calls send() raced the onSend hooks
    // and logged "Reply was already sent" as an error on every scrape.
    return reply.type('text/plain; version=0.0.4').send(`${lines.join('\n')}\n`);
  });
  return metrics;
}
