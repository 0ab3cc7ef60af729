// The bounds of the HTTP server itself: timeouts, connections, and the load past which a request
// is turned away at once (docs/operations.md, "Overload and slow clients").
import type { ServerOptions } from 'node:http';
import { numberSettings, SettingsError, type Env } from '../../settings';

export interface ServerLimits {
  /** Longest time to receive a whole request, headers and body (HTTP_REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** Longest time to receive a request's headers (HTTP_HEADERS_TIMEOUT_MS): a client trickling bytes is cut off. */
  headersTimeoutMs: number;
  /** How long an idle keep-alive connection is kept between requests (HTTP_KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs: number;
  /** Connections the kernel holds for the process (HTTP_LISTEN_BACKLOG): past it clients retry after seconds. */
  listenBacklog: number;
  /** Open connections per process; past it new connections are dropped (HTTP_MAX_CONNECTIONS). */
  maxConnections: number;
  /** Mean event-loop delay past which requests get 503 (OVERLOAD_MAX_EVENT_LOOP_DELAY_MS; 0 = off). */
  maxEventLoopDelayMs: number;
  /** Event-loop utilisation (0..1) past which requests get 503 (OVERLOAD_MAX_EVENT_LOOP_UTILIZATION; 0 = off). */
  maxEventLoopUtilization: number;
  /** Median wait in flight past which requests get 503 (OVERLOAD_MAX_QUEUE_MS; 0 = off). */
  maxQueueMs: number;
  /** How often the load is measured (OVERLOAD_SAMPLE_INTERVAL_MS). */
  sampleIntervalMs: number;
  /** Seconds a turned-away client is told to wait (OVERLOAD_RETRY_AFTER_SECONDS). */
  retryAfterSeconds: number;
}

export function loadServerLimits(env: Env = process.env): ServerLimits {
  const num = numberSettings(env);
  const limits: ServerLimits = {
    requestTimeoutMs: num('HTTP_REQUEST_TIMEOUT_MS', 30_000, 1000, 600_000),
    headersTimeoutMs: num('HTTP_HEADERS_TIMEOUT_MS', 10_000, 500, 600_000),
    // Above the 60 s idle timeout of common load balancers, so the balancer, not this server,
    // ends an idle connection and never sends a request on one this server is closing.
    keepAliveTimeoutMs: num('HTTP_KEEP_ALIVE_TIMEOUT_MS', 72_000, 1000, 600_000),
    listenBacklog: num('HTTP_LISTEN_BACKLOG', 4096, 16, 65_535),
    maxConnections: num('HTTP_MAX_CONNECTIONS', 4096, 16, 1_000_000),
    maxEventLoopDelayMs: num('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', 500, 0, 60_000),
    maxEventLoopUtilization: num('OVERLOAD_MAX_EVENT_LOOP_UTILIZATION', 0, 0, 1, false),
    maxQueueMs: num('OVERLOAD_MAX_QUEUE_MS', 500, 0, 60_000),
    sampleIntervalMs: num('OVERLOAD_SAMPLE_INTERVAL_MS', 250, 10, 10_000),
    retryAfterSeconds: num('OVERLOAD_RETRY_AFTER_SECONDS', 5, 1, 3600),
  };
  // Node refuses a server whose headers may take longer than the whole request.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new SettingsError(
      'HTTP_HEADERS_TIMEOUT_MS',
      `${limits.headersTimeoutMs} is longer than HTTP_REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs})`,
    );
  }
  return limits;
}

/** The Fastify (and Node http) server options that carry the limits. */
export function serverLimitOptions(limits: ServerLimits): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // Node checks the timeouts above only this often (30 s by default).
      connectionsCheckingInterval: Math.min(1000, Math.ceil(limits.headersTimeoutMs / 4)),
    },
  };
}
