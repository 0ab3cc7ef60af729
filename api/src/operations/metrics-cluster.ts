// One /metrics scrape for all API workers of a machine (API_WORKERS > 1).
//
// The worker that receives the scrape sends `metrics-request` to the supervisor; the
// supervisor sends `metrics-collect` to every listening worker (the asker included), each
// answers with a snapshot of its counters, and the supervisor sends the sum back as
// `metrics-result`. A worker that does not answer within COLLECT_TIMEOUT_MS is left out of
// that scrape (qcard_api_processes then says how many were added up). The supervisor keeps
// each worker's last snapshot, and adds it to a "retired" total when the worker exits, so a
// replaced worker's requests do not vanish from the counters; what a worker counted after the
// last scrape before it died is lost, as with any process restart.
import type { Worker } from 'node:cluster';
import { mergeSnapshot, type MetricsSnapshot } from './metrics-snapshot';

const REQUEST = 'qcard:metrics-request';
const COLLECT = 'qcard:metrics-collect';
const SNAPSHOT = 'qcard:metrics-snapshot';
const RESULT = 'qcard:metrics-result';

/** How long the supervisor waits for the workers' snapshots. */
const COLLECT_TIMEOUT_MS = 2000;
/** How long a worker waits for the supervisor's sum before answering with its own counters. */
const RESULT_TIMEOUT_MS = 3000;

export interface GatheredMetrics {
  snapshot: MetricsSnapshot;
  /** Processes whose counters are in `snapshot`. */
  processes: number;
  /** Processes the supervisor runs (API_WORKERS). */
  expected: number;
}

interface Message {
  type: string;
  id: string;
}

function isMessage(m: unknown, type: string): m is Message & Record<string, unknown> {
  return typeof m === 'object' && m !== null && (m as Message).type === type && typeof (m as Message).id === 'string';
}

export function isMetricsCollect(m: unknown): m is Message {
  return isMessage(m, COLLECT);
}

export function metricsSnapshotReply(collect: Message, snapshot: MetricsSnapshot): Message & { snapshot: MetricsSnapshot } {
  return { type: SNAPSHOT, id: collect.id, snapshot };
}

// ---- worker side -------------------------------------------------------------------------

let sequence = 0;
const waiting = new Map<string, (result: GatheredMetrics) => void>();

function onResult(message: unknown): void {
  if (!isMessage(message, RESULT)) return;
  waiting.get(message.id)?.(message as unknown as GatheredMetrics);
}

/** The totals of every worker, from the supervisor; this process's own counters if it does not answer. */
export function collectFromSupervisor(own: MetricsSnapshot, expected: number): Promise<GatheredMetrics> {
  const send = process.send?.bind(process);
  if (!send) return Promise.resolve({ snapshot: own, processes: 1, expected });
  const id = `${process.pid}-${++sequence}`;
  // Listening only while a scrape waits, so an idle worker holds no extra handler.
  if (waiting.size === 0) process.on('message', onResult);
  return new Promise<GatheredMetrics>((resolve) => {
    const done = (result: GatheredMetrics) => {
      clearTimeout(timer);
      waiting.delete(id);
      if (waiting.size === 0) process.off('message', onResult);
      resolve({ snapshot: result.snapshot, processes: result.processes, expected: result.expected });
    };
    const timer = setTimeout(() => done({ snapshot: own, processes: 1, expected }), RESULT_TIMEOUT_MS);
    waiting.set(id, done);
    send({ type: REQUEST, id });
  });
}

// ---- supervisor side ---------------------------------------------------------------------

interface Round {
  asker: Worker;
  askerId: string;
  pending: Set<Worker>;
  sum: MetricsSnapshot;
  processes: number;
  timer: NodeJS.Timeout;
}

export interface MetricsAggregator {
  /** Feed every message a worker sends (cluster 'message' event). */
  onMessage(worker: Worker, message: unknown): void;
  /** A worker exited: keep its last counters, stop waiting for it. */
  onExit(worker: Worker): void;
}

/** The supervisor's half; `listening()` lists the workers that serve requests. */
export function createMetricsAggregator(listening: () => Worker[], expected: number): MetricsAggregator {
  const rounds = new Map<string, Round>();
  const last = new Map<Worker, MetricsSnapshot>();
  const retired: MetricsSnapshot = {};
  let next = 0;

  const finish = (roundId: string) => {
    const round = rounds.get(roundId);
    if (!round) return;
    rounds.delete(roundId);
    clearTimeout(round.timer);
    const snapshot = mergeSnapshot(mergeSnapshot({}, retired), round.sum);
    if (round.asker.isConnected()) round.asker.send({ type: RESULT, id: round.askerId, snapshot, processes: round.processes, expected });
  };

  return {
    onMessage(worker, message) {
      if (isMessage(message, REQUEST)) {
        const roundId = String(++next);
        const targets = listening().filter((w) => w.isConnected());
        const round: Round = {
          asker: worker,
          askerId: message.id,
          pending: new Set(targets),
          sum: {},
          processes: 0,
          timer: setTimeout(() => finish(roundId), COLLECT_TIMEOUT_MS),
        };
        round.timer.unref();
        rounds.set(roundId, round);
        for (const w of targets) w.send({ type: COLLECT, id: roundId });
        if (targets.length === 0) finish(roundId);
        return;
      }
      if (isMessage(message, SNAPSHOT)) {
        const snapshot = message.snapshot as MetricsSnapshot;
        last.set(worker, snapshot);
        const round = rounds.get(message.id);
        if (!round || !round.pending.delete(worker)) return;
        mergeSnapshot(round.sum, snapshot);
        round.processes += 1;
        if (round.pending.size === 0) finish(message.id);
      }
    },
    onExit(worker) {
      const snapshot = last.get(worker);
      if (snapshot) mergeSnapshot(retired, snapshot);
      last.delete(worker);
      for (const [roundId, round] of rounds) {
        if (round.pending.delete(worker) && round.pending.size === 0) finish(roundId);
      }
    },
  };
}
