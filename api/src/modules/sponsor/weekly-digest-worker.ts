// Looks for sponsor digests due this week in the background of every API process
// (DIGEST_CHECK_SECONDS, hourly by default). Several processes may look at once: the outbox's
// dedupe key keeps one mail per administrator and week.
import type { AppContext } from '../../app-context';
import {
  startPeriodicWorker,
  type PeriodicWorker,
} from '../../platform/background/periodic-worker';
import { enqueueDueDigests } from './weekly-digest';

/** Starts the app's digest worker (app.ts). */
export function startAppWeeklyDigestWorker(ctx: AppContext): PeriodicWorker {
  return startPeriodicWorker(() => enqueueDueDigests(ctx), {
    intervalMs: ctx.settings.digestCheckSeconds * 1000,
    name: 'weekly digest',
    log: ctx.log,
  });
}
