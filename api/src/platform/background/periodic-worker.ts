// The loop every background worker shares: one pass at a time, the next intervalMs after the
// last ended, errors logged, and a stop that waits for the pass in flight.

export interface PeriodicWorker {
  /** Runs a pass now (or joins the one running); tests call it instead of waiting. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for a running pass to end. */
  stop(): Promise<void>;
}

export interface PeriodicWorkerOptions {
  intervalMs: number;
  /** What a failed pass is logged as. */
  name: string;
  log: { error: (obj: object, msg: string) => void };
}

/** `pass` gets `isStopped` so a long pass can end early when the process shuts down. */
export function startPeriodicWorker(
  pass: (isStopped: () => boolean) => Promise<number>,
  options: PeriodicWorkerOptions,
): PeriodicWorker {
  let stopped = false;
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const isStopped = () => stopped;

  const runOnce = (): Promise<number> => {
    if (!running) {
      running = pass(isStopped).finally(() => {
        running = null;
      });
    }
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((err: unknown) => options.log.error({ err }, `${options.name} pass failed`))
        .finally(schedule);
    }, options.intervalMs);
    timer.unref();
  };
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running.catch(() => 0);
    },
  };
}

/** The one worker of a kind an app runs, found by the app's context (tests, shutdown). */
export function appWorkers<C extends object, W, A extends unknown[] = []>(
  start: (ctx: C, ...args: A) => W,
): { startFor(ctx: C, ...args: A): W; of(ctx: C): W | undefined } {
  const workers = new WeakMap<C, W>();
  return {
    startFor(ctx, ...args) {
      const worker = start(ctx, ...args);
      workers.set(ctx, worker);
      return worker;
    },
    of: (ctx) => workers.get(ctx),
  };
}
