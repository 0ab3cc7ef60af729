// One /metrics scrape for all API workers of a machine: the worker that takes it asks the
// supervisor, which adds up every listening worker's metrics. Not prom-client's clusterMetrics(),
// which fails the whole scrape when one worker does not answer and forgets a dead worker's
// counters; here a silent worker is left out, and a dead one's counters are kept as "retired".
import type { Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** One process's metrics as prom-client JSON (it crosses the IPC channel). */
export type MetricsJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

const REQUEST = 'qcard:metrics-request';
const COLLECT = 'qcard:metrics-collect';
const SNAPSHOT = 'qcard:metrics-snapshot';
const RESULT = 'qcard:metrics-result';

/** How long the supervisor waits for the workers' metrics. */
const COLLECT_TIMEOUT_MS = 2000;
/** How long a worker waits for the supervisor's sum before answering with its own metrics. */
const RESULT_TIMEOUT_MS = 3000;

interface Message {
  type: string;
  id: string;
}

function isMessage(m: unknown, type: string): m is Message & Record<string, unknown> {
  return (
    typeof m === 'object' &&
    m !== null &&
    (m as Message).type === type &&
    typeof (m as Message).id === 'string'
  );
}

/** Text of the given processes' metrics, added up. */
export function aggregateText(processes: MetricsJson[]): Promise<string> {
  return AggregatorRegistry.aggregate(processes).metrics();
}

/** Answers the supervisor's collection rounds with `own()`; returns the function that stops it. */
export function answerCollections(own: () => Promise<MetricsJson>): () => void {
  const onMessage = (message: unknown) => {
    if (!isMessage(message, COLLECT)) return;
    // A channel closed meanwhile (the supervisor stopping) must not become an unhandled rejection.
    void own()
      .then((metrics) => process.send?.({ type: SNAPSHOT, id: message.id, metrics }))
      .catch(() => undefined);
  };
  process.on('message', onMessage);
  return () => process.off('message', onMessage);
}

let sequence = 0;
const waiting = new Map<string, (text: string) => void>();

function onResult(message: unknown): void {
  if (isMessage(message, RESULT) && typeof message.text === 'string')
    waiting.get(message.id)?.(message.text);
}

/** The text of every worker's metrics, from the supervisor; this process's own if it does not answer. */
export function collectFromSupervisor(own: () => Promise<MetricsJson>): Promise<string> {
  const send = process.send?.bind(process);
  if (!send) return own().then((m) => aggregateText([m]));
  const id = `${process.pid}-${++sequence}`;
  // Listening only while a scrape waits, so an idle worker holds no extra handler.
  if (waiting.size === 0) process.on('message', onResult);
  return new Promise<string>((resolve) => {
    const done = (text: string | null) => {
      clearTimeout(timer);
      waiting.delete(id);
      if (waiting.size === 0) process.off('message', onResult);
      resolve(text ?? own().then((m) => aggregateText([m])));
    };
    const timer = setTimeout(() => done(null), RESULT_TIMEOUT_MS);
    waiting.set(id, done);
    send({ type: REQUEST, id });
  });
}

interface Round {
  asker: Worker;
  askerId: string;
  pending: Set<Worker>;
  answers: MetricsJson[];
  timer: NodeJS.Timeout;
}

export interface MetricsAggregator {
  /** Feed every message a worker sends (cluster 'message' event). */
  onMessage(worker: Worker, message: unknown): void;
  /** A worker exited: keep its last counters, stop waiting for it. */
  onExit(worker: Worker): void;
}

/** What of a dead worker still counts: its counters and histograms, not its gauges. */
function cumulative(metrics: MetricsJson): MetricsJson {
  return metrics.filter((m) => ['counter', 'histogram'].includes(String(m.type)));
}

/** The supervisor's half; `listening()` lists the workers that serve requests. */
export function createMetricsAggregator(listening: () => Worker[]): MetricsAggregator {
  const rounds = new Map<string, Round>();
  const last = new Map<Worker, MetricsJson>();
  // One folded set, so a crash loop does not grow it; a chain, so two deaths at once both land.
  let retired: Promise<MetricsJson> = Promise.resolve([]);
  let next = 0;

  const finish = (roundId: string) => {
    const round = rounds.get(roundId);
    if (!round) return;
    rounds.delete(roundId);
    clearTimeout(round.timer);
    // A failed sum must not end the supervisor: the asker then answers with its own metrics.
    void retired
      .then((sum) => aggregateText([sum, ...round.answers]))
      .then((text) => {
        if (round.asker.isConnected()) round.asker.send({ type: RESULT, id: round.askerId, text });
      })
      .catch(() => undefined);
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
          answers: [],
          timer: setTimeout(() => finish(roundId), COLLECT_TIMEOUT_MS),
        };
        round.timer.unref();
        rounds.set(roundId, round);
        for (const w of targets) w.send({ type: COLLECT, id: roundId });
        if (targets.length === 0) finish(roundId);
        return;
      }
      if (isMessage(message, SNAPSHOT) && Array.isArray(message.metrics)) {
        const metrics = message.metrics as MetricsJson;
        last.set(worker, metrics);
        const round = rounds.get(message.id);
        if (!round || !round.pending.delete(worker)) return;
        round.answers.push(metrics);
        if (round.pending.size === 0) finish(message.id);
      }
    },
    onExit(worker) {
      const metrics = last.get(worker);
      last.delete(worker);
      if (metrics) {
        retired = retired.then(async (sum) => {
          try {
            return await AggregatorRegistry.aggregate([
              sum,
              cumulative(metrics),
            ]).getMetricsAsJSON();
          } catch {
            return sum;
          }
        });
      }
      for (const [roundId, round] of rounds) {
        if (round.pending.delete(worker) && round.pending.size === 0) finish(roundId);
      }
    },
  };
}
