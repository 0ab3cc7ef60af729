// The browsers' reports as Prometheus metrics in the app's registry: remote loads and Web Vitals.
import { Counter, Histogram, type Registry } from 'prom-client';
import type { AppContext } from '../../app-context';
import type { RemoteLoadOutcome, WebVitalName } from '@qcard/contracts/telemetry-api';

export interface TelemetryMetrics {
  countLoad(app: string, version: string, outcome: RemoteLoadOutcome): void;
  /** `value` as the web-vitals package reports it: LCP and INP in milliseconds, CLS unitless. */
  observeVital(app: string, version: string, name: WebVitalName, value: number): void;
}

/** Versions a process labels before filing new ones under "other": callers may invent versions. */
const MAX_VERSIONS = 100;

const metricsOfApp = new WeakMap<AppContext, TelemetryMetrics>();

export function registerTelemetryMetrics(ctx: AppContext, registry: Registry): TelemetryMetrics {
  const loads = new Counter({
    name: 'qcard_remote_loads_total',
    help: 'Remote loads browsers reported, by app, version and outcome.',
    labelNames: ['app', 'version', 'outcome'] as const,
    registers: [registry],
  });
  const seconds = {
    buckets: [0.1, 0.25, 0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10],
    labelNames: ['app', 'version'] as const,
    registers: [registry],
  };
  const lcp = new Histogram({
    name: 'qcard_web_vitals_lcp_seconds',
    help: 'Largest Contentful Paint browsers reported, by app and version.',
    ...seconds,
  });
  const inp = new Histogram({
    name: 'qcard_web_vitals_inp_seconds',
    help: 'Interaction to Next Paint browsers reported, by app and version.',
    ...seconds,
    buckets: [0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2, 5],
  });
  const cls = new Histogram({
    name: 'qcard_web_vitals_cls',
    help: 'Cumulative Layout Shift browsers reported, by app and version.',
    ...seconds,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  });
  const versions = new Set<string>();
  const label = (app: string, version: string): string => {
    const key = `${app} ${version}`;
    if (versions.has(key)) return version;
    if (versions.size >= MAX_VERSIONS) return 'other';
    versions.add(key);
    return version;
  };
  const metrics: TelemetryMetrics = {
    countLoad(app, version, outcome) {
      loads.inc({ app, version: label(app, version), outcome });
    },
    observeVital(app, version, name, value) {
      const labels = { app, version: label(app, version) };
      if (name === 'CLS') cls.observe(labels, value);
      else (name === 'LCP' ? lcp : inp).observe(labels, value / 1000);
    },
  };
  metricsOfApp.set(ctx, metrics);
  return metrics;
}

/** The app's telemetry metrics (registered with its /metrics). */
export function telemetryMetricsOf(ctx: AppContext): TelemetryMetrics {
  const metrics = metricsOfApp.get(ctx);
  if (!metrics)
    throw new Error(
      'telemetry metrics are registered with /metrics (registerMetrics) before the routes',
    );
  return metrics;
}
