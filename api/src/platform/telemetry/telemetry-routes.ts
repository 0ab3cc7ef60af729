// POST /telemetry: browsers' batches of remote-load outcomes and Web Vitals per app and version.
// Public (a page reports before anyone signs in), rate limited per address, nothing personal.
import type { FastifyInstance } from 'fastify';
import { TELEMETRY_BATCH_MAX } from '@qcard/contracts/telemetry-api';
import { Telemetry } from '@qcard/contracts/telemetry-contracts';
import { API_MSG, ApiError, success } from '../http/envelope';
import { registerCall } from '../http/call-routes';
import { hitRateLimit } from '../http/rate-limit';
import { recordRemoteLoads } from './remote-load-store';
import { telemetryMetricsOf } from './telemetry-metrics';

export function registerTelemetryRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  const metrics = telemetryMetricsOf(ctx);
  registerCall(app, Telemetry, async (req) => {
    const loads = req.body.loads ?? [];
    const vitals = req.body.vitals ?? [];
    if (loads.length + vitals.length > TELEMETRY_BATCH_MAX)
      throw new ApiError(API_MSG.MALFORMED_REQUEST);
    const perMinute = ctx.settings.rateLimit.telemetryPerIpPerMinute;
    await hitRateLimit(ctx, `telemetry:ip:${req.ip}`, perMinute, 60);
    await recordRemoteLoads(ctx, loads);
    for (const l of loads) metrics.countLoad(l.app, l.version, l.outcome);
    for (const v of vitals) metrics.observeVital(v.app, v.version, v.name, v.value);
    return success(null);
  });
}
