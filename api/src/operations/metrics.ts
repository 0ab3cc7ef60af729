// Basic metrics in Prometheus text format: requests and latency per route, orders by status.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface RouteStats {
  count: Map<string, number>; // by status code
  buckets: number[];
  sum: number;
  total: number;
}

export class RequestMetrics {
  private routes = new Map<string, RouteStats>();

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route}`;
    let stats = this.routes.get(key);
    if (!stats) {
      stats = { count: new Map(), buckets: BUCKETS.map(() => 0), sum: 0, total: 0 };
      this.routes.set(key, stats);
    }
    const code = String(status);
    stats.count.set(code, (stats.count.get(code) ?? 0) + 1);
    BUCKETS.forEach((b, i) => {
      if (seconds <= b) stats.buckets[i]! += 1;
    });
    stats.sum += seconds;
    stats.total += 1;
  }

  render(): string[] {
    const esc = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
    const lines = [
      '# HELP qcard_http_requests_total HTTP requests by route and status.',
      '# TYPE qcard_http_requests_total counter',
    ];
    for (const [key, stats] of this.routes) {
      const [method, route] = key.split(' ') as [string, string];
      for (const [status, n] of stats.count) {
        lines.push(`qcard_http_requests_total{method="${method}",route="${esc(route)}",status="${status}"} ${n}`);
      }
    }
    lines.push('# HELP qcard_http_request_duration_seconds Request latency by route.', '# TYPE qcard_http_request_duration_seconds histogram');
    for (const [key, stats] of this.routes) {
      const [method, route] = key.split(' ') as [string, string];
      const labels = `method="${method}",route="${esc(route)}"`;
      BUCKETS.forEach((b, i) => lines.push(`qcard_http_request_duration_seconds_bucket{${labels},le="${b}"} ${stats.buckets[i]}`));
      lines.push(`qcard_http_request_duration_seconds_bucket{${labels},le="+Inf"} ${stats.total}`);
      lines.push(`qcard_http_request_duration_seconds_sum{${labels}} ${stats.sum.toFixed(6)}`);
      lines.push(`qcard_http_request_duration_seconds_count{${labels}} ${stats.total}`);
    }
    return lines;
  }
}

export function registerMetrics(app: FastifyInstance, ctx: AppContext): RequestMetrics {
  const metrics = new RequestMetrics();
  app.addHook('onResponse', async (request, reply) => {
    // Unmatched paths are grouped so a scanner cannot blow up the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (_request, reply) => {
    const lines = metrics.render();
    lines.push('# HELP qcard_orders Orders by status.', '# TYPE qcard_orders gauge');
    const rows = await ctx.db
      .selectFrom('orders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    for (const row of rows) lines.push(`qcard_orders{status="${row.status}"} ${Number(row.n)}`);
    reply.header('Cache-Control', 'no-store').type('text/plain; version=0.0.4').send(`${lines.join('\n')}\n`);
  });
  return metrics;
}
