// Sends queued mail from the outbox (mail-outbox.ts) in every API process; each pass claims its rows.
import type { AppContext } from '../../app-context';
import { claimDueMail, markSent, sendClaimed, type OutboxRow } from './mail-outbox';
import {
  appWorkers,
  startPeriodicWorker,
  type PeriodicWorker,
} from '../background/periodic-worker';

const BATCH = 20;
/** Sent rows are recorded together, but at most this long after the first: a crash resends little. */
const MARK_SENT_WITHIN_MS = 1000;

function startOutboxWorker(ctx: AppContext): PeriodicWorker {
  const pass = async (isStopped: () => boolean): Promise<number> => {
    let sent = 0;
    // Batches until nothing is due; a failed row is pushed to later, so the loop ends.
    while (!isStopped()) {
      const { token, rows } = await claimDueMail(ctx, BATCH);
      if (rows.length === 0) break;
      let unmarked: OutboxRow[] = [];
      let firstUnmarkedAt = 0;
      try {
        for (const row of rows) {
          if (!(await sendClaimed(ctx, token, row))) continue;
          sent += 1;
          if (unmarked.length === 0) firstUnmarkedAt = Date.now();
          unmarked.push(row);
          if (Date.now() - firstUnmarkedAt >= MARK_SENT_WITHIN_MS) {
            await markSent(ctx, token, unmarked);
            unmarked = [];
          }
        }
      } finally {
        await markSent(ctx, token, unmarked);
      }
    }
    return sent;
  };
  return startPeriodicWorker(pass, { intervalMs: 2000, name: 'outbox', log: ctx.log });
}

const appWorker = appWorkers((ctx: AppContext) => startOutboxWorker(ctx));

/** Starts the app's outbox worker (app.ts) and remembers it for getOutboxWorker(). */
export const startAppOutboxWorker = appWorker.startFor;

export const getOutboxWorker = appWorker.of;
