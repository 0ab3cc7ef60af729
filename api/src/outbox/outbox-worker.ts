// Sends queued mail from the outbox (mail-outbox.ts) in the background of every API process.
// Several processes may run it at once: each pass claims its own rows.
import type { AppContext } from '../app-context';
import { claimDueMail, deliverClaimed } from './mail-outbox';

const BATCH = 20;

export interface OutboxWorker {
  /** Sends every mail due now; returns how many were sent (tests call it instead of waiting). */
  runOnce(): Promise<number>;
  /** Stops polling and waits for a running pass to end. */
  stop(): Promise<void>;
}

export function startOutboxWorker(ctx: AppContext, options: { intervalMs?: number; autoStart?: boolean } = {}): OutboxWorker {
  const intervalMs = options.intervalMs ?? 2000;
  let stopped = false;
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const pass = async (): Promise<number> => {
    let sent = 0;
    // Batches until nothing is due; a failed row is pushed to later, so the loop ends.
    while (!stopped) {
      const { token, rows } = await claimDueMail(ctx, BATCH);
      if (rows.length === 0) break;
      for (const row of rows) if (await deliverClaimed(ctx, token, row)) sent += 1;
    }
    return sent;
  };

  const runOnce = (): Promise<number> => {
    if (!running) {
      running = pass().finally(() => {
        running = null;
      });
    }
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((err: unknown) => ctx.log.error({ err }, 'outbox pass failed'))
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  if (options.autoStart ?? true) schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running.catch(() => 0);
    },
  };
}

const workers = new WeakMap<AppContext, OutboxWorker>();

/** Starts the app's outbox worker (app.ts) and remembers it for getOutboxWorker(). */
export function startAppOutboxWorker(ctx: AppContext): OutboxWorker {
  const worker = startOutboxWorker(ctx);
  workers.set(ctx, worker);
  return worker;
}

/** The app's running outbox worker. */
export function getOutboxWorker(ctx: AppContext): OutboxWorker | undefined {
  return workers.get(ctx);
}
