// Load shedding: past a bound on event-loop delay, utilisation or queue wait, a request is
// answered at once with 503 + Retry-After instead of waiting in a queue that makes every request
// slow. /healthz and /metrics always answer (a busy process is alive, and its metrics say why).
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerLimits } from '../config/server-limits';
import { API_MSG, codedFailure } from '../http/envelope';

const ALWAYS_ANSWERED = new Set(['/healthz', '/metrics']);
/** Samples in a row over the bound before shedding: one long task delays the loop once, a queue keeps it delayed. */
const SUSTAINED_SAMPLES = 3;
/** Below this many requests in flight there is no queue to speak of, whatever their age. */
const MIN_QUEUE = 64;
const QUEUE_SAMPLE_MS = 100;

/** Whether a request stays open by design (the live status stream) and is no part of the queue. */
function isStream(request: FastifyRequest): boolean {
  return String(request.headers.accept ?? '').includes('text/event-stream');
}

export async function registerOverloadShedding(
  app: FastifyInstance,
  limits: ServerLimits,
): Promise<void> {
  const ctx = app.qcard;
  app.server.maxConnections = limits.maxConnections;
  const retryAfter = String(limits.retryAfterSeconds);
  let overSamples = 0;
  let queueTooLong = false;
  let shed = 0;
  const answerOverloaded = (
    request: FastifyRequest,
    reply: FastifyReply,
    type: string,
    value: number | undefined,
  ): object | undefined => {
    const path = request.url.split('?')[0] ?? '';
    if (ALWAYS_ANSWERED.has(path) || (overSamples < SUSTAINED_SAMPLES && !queueTooLong))
      return undefined;
    shed++;
    if (shed === 1) {
      ctx.log.warn(
        {
          type,
          value: Number.isFinite(value) ? value : null,
          maxEventLoopDelayMs: limits.maxEventLoopDelayMs,
          maxEventLoopUtilization: limits.maxEventLoopUtilization,
          maxQueueMs: limits.maxQueueMs,
        },
        'overloaded: answering 503 with Retry-After',
      );
    }
    void reply.code(503).header('Retry-After', retryAfter).header('Cache-Control', 'no-store');
    if (path === '/readyz') return { status: 'unavailable', reason: 'overloaded' };
    return codedFailure(ctx.config, API_MSG.INTERNAL_ERROR, request.language);
  };
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    // The last interval's utilisation, not the average since start.
    eventLoopUtilizationMode: 'interval',
    sampleInterval: limits.sampleIntervalMs,
    retryAfter: limits.retryAfterSeconds,
    // The plugin sends what the handler returns (undefined lets it through); its types say void.
    pressureHandler: answerOverloaded as never,
  });

  // Samples over the bound in a row, from once the app is ready (building it is not load).
  let sampler: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sampler = setInterval(() => {
      overSamples = app.isUnderPressure() ? overSamples + 1 : 0;
    }, limits.sampleIntervalMs);
    sampler.unref();
  });
  // The queue: requests in flight, oldest first, and how long the median one has waited (so one
  // slow call, such as a payment waiting for its gateway, is no queue).
  const inFlight = new Map<FastifyRequest, number>();
  app.addHook('onRequest', (request, reply, done) => {
    if (isStream(request)) return done();
    if (queueTooLong && !ALWAYS_ANSWERED.has(request.url.split('?')[0] ?? '')) {
      const payload = answerOverloaded(request, reply, 'queue', medianWaitMs);
      return void reply.send(payload);
    }
    inFlight.set(request, Date.now());
    reply.raw.once('close', () => inFlight.delete(request));
    done();
  });
  let medianWaitMs = 0;
  const queueSampler = setInterval(() => {
    medianWaitMs = 0;
    if (inFlight.size >= MIN_QUEUE) {
      const half = Math.floor(inFlight.size / 2);
      let i = 0;
      for (const since of inFlight.values()) {
        if (i++ === half) {
          medianWaitMs = Date.now() - since;
          break;
        }
      }
    }
    queueTooLong = limits.maxQueueMs > 0 && medianWaitMs > limits.maxQueueMs;
    if (shed > 0 && !queueTooLong && overSamples < SUSTAINED_SAMPLES) {
      ctx.log.warn({ shed }, 'load back under the bound: serving again');
      shed = 0;
    }
  }, QUEUE_SAMPLE_MS);
  queueSampler.unref();
  app.addHook('onClose', async () => {
    clearInterval(sampler);
    clearInterval(queueSampler);
  });
}
