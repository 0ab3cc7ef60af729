// Sends queued mail from the outbox (mail-outbox.ts) in the background of every API process.
// Several processes may run it at once: each pass claims its own rows.
import type { AppContext } from '../app-context';
import { claimDueMail, deliverClaimed } from './mail-outbox';
import { appWorkers, startPeriodicWorker, type PeriodicWorker } from '../background/periodic-worker';

const BATCH = 20;

export type OutboxWorker = PeriodicWorker;

export function startOutboxWorker(ctx: AppContext, options: { intervalMs?: number; autoStart?: boolean } = {}): OutboxWorker {
  const pass = async (isStopped: () => boolean): Promise<number> => {
    let sent = 0;
    // Batches until nothing is due; a failed row is pushed to later, so the loop ends.
    while (!isStopped()) {
      const { token, rows } = await claimDueMail(ctx, BATCH);
      if (rows.length === 0) break;
      for (const row of rows) if (await deliverClaimed(ctx, token, row)) sent += 1;
    }
    return sent;
  };
  return startPeriodicWorker(pass, { intervalMs: options.intervalMs ?? 2000, autoStart: options.autoStart, name: 'outbox', log: ctx.log });
}

const appWorker = appWorkers((ctx: AppContext) => startOutboxWorker(ctx));

/** Starts the app's outbox worker (app.ts) and remembers it for getOutboxWorker(). */
export const startAppOutboxWorker = appWorker.startFor;

/** The app's running outbox worker. */
export const getOutboxWorker = appWorker.of;
