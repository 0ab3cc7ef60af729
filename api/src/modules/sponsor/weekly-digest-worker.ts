// Looks for sponsor digests due this week in the background of every API process
// (DIGEST_CHECK_SECONDS, hourly by default). Several processes may look at once: the outbox's
// dedupe key keeps one mail per administrator and week.
import type { AppContext } from '../../app-context';
import {
  appWorkers,
  startPeriodicWorker,
  type PeriodicWorker,
} from '../../platform/background/periodic-worker';
import { enqueueDueDigests } from './weekly-digest';

export function startWeeklyDigestWorker(
  ctx: AppContext,
  options: { intervalMs?: number; autoStart?: boolean } = {},
): PeriodicWorker {
  return startPeriodicWorker(() => enqueueDueDigests(ctx), {
    intervalMs: options.intervalMs ?? ctx.settings.digestCheckSeconds * 1000,
    autoStart: options.autoStart,
    name: 'weekly digest',
    log: ctx.log,
  });
}

const appWorker = appWorkers((ctx: AppContext) => startWeeklyDigestWorker(ctx));

/** Starts the app's digest worker (app.ts) and remembers it for getWeeklyDigestWorker(). */
export const startAppWeeklyDigestWorker = appWorker.startFor;

/** The app's running digest worker. */
export const getWeeklyDigestWorker = appWorker.of;
