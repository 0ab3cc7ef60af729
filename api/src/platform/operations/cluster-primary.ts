// API_WORKERS > 1: this process only supervises API processes that share the port. Everything a
// request needs is in the database or in files the first worker creates, so any worker answers.
import cluster, { type Worker } from 'node:cluster';
import { createMetricsAggregator } from './metrics-cluster';

/** Message the primary sends a worker to shut down gracefully (same as SIGTERM to it). */
export const SHUTDOWN_MESSAGE = 'qcard:shutdown';
/** The first worker's index; it alone prints the start banner. */
export const WORKER_INDEX_ENV = 'QCARD_WORKER_INDEX';

/**
 * A worker that exits unexpectedly is replaced after RESTART_DELAY_MS, doubled for each further
 * exit within RESTART_WINDOW_MS up to MAX_RESTART_DELAY_MS. The primary never gives up: a cause
 * outside the process (the database away, a full disk) passes.
 */
const RESTART_WINDOW_MS = 60_000;
const RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;

/** The wait before replacing a worker, given how many exits (this one included) fell within the window. */
export function restartDelayMs(recentExits: number, firstDelayMs = RESTART_DELAY_MS): number {
  return Math.min(MAX_RESTART_DELAY_MS, firstDelayMs * 2 ** Math.max(0, recentExits - 1));
}

export interface ClusterOptions {
  workers: number;
  /** Longest wait for the workers after a shutdown signal (theirs plus a margin). */
  shutdownTimeoutMs: number;
  log?: (line: string) => void;
  /** The first wait before replacing a worker (default 1 s; tests shorten it). */
  firstRestartDelayMs?: number;
}

/** Runs the supervising process; resolves with the exit code once every worker has gone. */
export function runClusterPrimary(options: ClusterOptions): Promise<number> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const indexOf = new Map<Worker, number>();
  const listeningWorkers = new Set<Worker>();
  // Workers stopped while still starting: their SIGTERM exit is the stop we asked for, not a failure.
  const stoppedWhileStarting = new Set<Worker>();
  // One /metrics scrape adds up every worker's counters (metrics-cluster.ts).
  const metrics = createMetricsAggregator(() => [...listeningWorkers]);
  const restarts: number[] = [];
  const pendingRestarts = new Set<NodeJS.Timeout>();
  let stopping = false;
  let started = false;
  let exitCode = 0;

  return new Promise<number>((resolve) => {
    const fork = (index: number): Worker => {
      const worker = cluster.fork({ [WORKER_INDEX_ENV]: String(index) });
      indexOf.set(worker, index);
      return worker;
    };

    const finishIfDone = () => {
      if (stopping && Object.keys(cluster.workers ?? {}).length === 0) resolve(exitCode);
    };

    cluster.on('message', (worker, message) => metrics.onMessage(worker, message));

    cluster.on('exit', (worker, code, signal) => {
      const index = indexOf.get(worker) ?? 0;
      indexOf.delete(worker);
      listeningWorkers.delete(worker);
      metrics.onExit(worker);
      if (stopping) {
        const askedToStop = stoppedWhileStarting.delete(worker) && signal === 'SIGTERM';
        if (code !== 0 && !askedToStop) exitCode = 1;
        finishIfDone();
        return;
      }
      if (!started) {
        // The first worker could not start: restarting would fail the same way.
        exitCode = code || 1;
        stopping = true;
        finishIfDone();
        return;
      }
      const now = Date.now();
      restarts.push(now);
      while (restarts.length > 0 && (restarts[0] as number) < now - RESTART_WINDOW_MS)
        restarts.shift();
      const delay = restartDelayMs(restarts.length, options.firstRestartDelayMs);
      log(
        `API worker ${index} exited (${signal ?? code}); starting another in ${delay / 1000} s (${restarts.length} exit(s) in the last minute)`,
      );
      // Not unref'd: while every worker is down this timer is what keeps the primary alive.
      const timer = setTimeout(() => {
        pendingRestarts.delete(timer);
        if (!stopping) fork(index);
      }, delay);
      pendingRestarts.add(timer);
    });

    const stop = (reason: string) => {
      if (stopping) return;
      stopping = true;
      for (const timer of pendingRestarts) clearTimeout(timer);
      pendingRestarts.clear();
      const live = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
      log(`${reason}: stopping ${live.length} API worker(s)`);
      for (const worker of live) {
        if (!listeningWorkers.has(worker)) {
          // Still starting (a replacement): no request in flight, and no handler yet for the message.
          stoppedWhileStarting.add(worker);
          worker.process.kill('SIGTERM');
          continue;
        }
        // A worker that got the signal itself (Ctrl-C) takes this as the same request, not a second.
        if (worker.isConnected()) worker.send(SHUTDOWN_MESSAGE);
      }
      const timer = setTimeout(() => {
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
        exitCode = 1;
      }, options.shutdownTimeoutMs);
      timer.unref();
      finishIfDone();
    };

    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.on(signal, () => {
        if (stopping) {
          // Second signal: the operator wants out now.
          for (const worker of Object.values(cluster.workers ?? {}))
            worker?.process.kill('SIGKILL');
          resolve(1);
          return;
        }
        stop(signal);
      });
    }

    // The first worker migrates, seeds and writes the key files before the others start.
    const first = fork(1);
    let listening = 0;
    cluster.on('listening', (worker) => {
      listeningWorkers.add(worker);
      listening += 1;
      // Once, when the first set is up.
      if (listening === options.workers)
        process.stdout.write(`API workers:   ${options.workers} of ${options.workers} listening\n`);
      if (listening > options.workers)
        log(`API worker ${indexOf.get(worker) ?? '?'} replaced and listening`);
    });
    const startRest = () => {
      started = true;
      for (let i = 2; i <= options.workers; i++) fork(i);
    };
    first.once('listening', startRest);
    first.once('exit', () => first.off('listening', startRest));
  });
}
