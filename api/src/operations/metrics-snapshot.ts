// Request counters of one or more API processes, as plain JSON (they cross the cluster IPC
// channel, metrics-cluster.ts) and the way they add up.

export const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** One route's counters, as plain JSON (it crosses the IPC channel). */
export interface RouteStats {
  /** Requests by status code. */
  count: Record<string, number>;
  buckets: number[];
  sum: number;
  total: number;
}

/** Counters of one or more processes, keyed "METHOD route". */
export type MetricsSnapshot = Record<string, RouteStats>;

export function emptyStats(): RouteStats {
  return { count: {}, buckets: BUCKETS.map(() => 0), sum: 0, total: 0 };
}

/** Adds `from` into `into` (counters and histograms add up across processes). */
export function mergeSnapshot(into: MetricsSnapshot, from: MetricsSnapshot): MetricsSnapshot {
  for (const [key, stats] of Object.entries(from)) {
    const target = (into[key] ??= emptyStats());
    for (const [status, n] of Object.entries(stats.count)) target.count[status] = (target.count[status] ?? 0) + n;
    stats.buckets.forEach((n, i) => (target.buckets[i] = (target.buckets[i] ?? 0) + n));
    target.sum += stats.sum;
    target.total += stats.total;
  }
  return into;
}
