// Two API instances on PostgreSQL: the patron's card details and order
// search at 200 concurrent clients for 30 s, p95 latency and throughput for two instances
// on one PostgreSQL database, one instance on PostgreSQL, and one on SQLite.
// Two instances stand behind "one origin" as a connection-level balancer would place them:
// half the clients hold connections to each instance; throughput is the sum, p95 is over
// every response. Skipped, with the reason in the report, when PostgreSQL cannot be started
// here (it is never installed by the bench: `npm test` or apt-get install postgresql does).
// Alone: node bench/probes/postgres-instances.mjs   (BENCH_PG_SECONDS=5 for a quick look;
// BENCH_DATABASE_URL=postgres://... to use a server of your own, its database is reused)
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { apiCall, apiLogin, startPortal } from './portal-server.mjs';
import { ensurePostgres } from '../../scripts/postgres.mjs';

export const title = 'Two API instances on PostgreSQL';

const CLIENTS = 200;
const SECONDS = Number(process.env.BENCH_PG_SECONDS ?? 30);

/** autocannon against each url with an equal share of the clients, all at once; p95 over every response. */
async function load(urls, request) {
  const times = [];
  const results = await Promise.all(
    urls.map(
      (url) =>
        new Promise((resolve, reject) => {
          const instance = autocannon(
            {
              url: `${url}${request.path}`,
              method: 'POST',
              headers: request.headers,
              body: request.body,
              connections: CLIENTS / urls.length,
              duration: SECONDS,
            },
            (err, result) => (err ? reject(err) : resolve(result)),
          );
          instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
        }),
    ),
  );
  times.sort((a, b) => a - b);
  const p95 = times.length
    ? Math.round(times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] * 10) / 10
    : NaN;
  return {
    p95,
    rps: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
  };
}

async function measure(root, label, instances, env) {
  const portals = [];
  const rows = [];
  try {
    // One after the other: the first migrates and seeds, the others find it done.
    for (let i = 0; i < instances; i++) portals.push(await startPortal(root, env));
    const urls = portals.map((p) => p.url);
    // One sign-in, used on every instance (sessions live in the database).
    const patron = await apiLogin(urls[0], 'rider@example.com', 'Rider#2026');
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${patron.token}` };
    const cards = await apiCall(urls[urls.length - 1], patron.token, '/card');
    const cardId = cards.data?.[0]?.id;
    if (!cardId)
      throw new Error(`no card for the patron on ${label}: ${JSON.stringify(cards).slice(0, 200)}`);
    const calls = [
      ['/card/details', JSON.stringify({ cardId })],
      ['/order/search', '{}'],
    ];
    for (const [p, body] of calls) {
      const r = await load(urls, { path: `/api${p}`, headers, body });
      rows.push({
        metric: `${p} · ${label}: p95 / throughput (${CLIENTS} clients, ${SECONDS} s; ${r.non2xx} non-2xx, ${r.errors} errors)`,
        value: `${r.p95} ms / ${r.rps} req/s`,
      });
    }
  } finally {
    for (const p of portals) await p.stop();
  }
  return rows;
}

export async function probe({ root }) {
  const pg = () =>
    ensurePostgres({ database: 'qcard_bench', install: false, fromEnv: 'BENCH_DATABASE_URL' });
  const first = pg();
  if (!first.url) return [{ metric: 'skipped', value: `PostgreSQL unavailable: ${first.problem}` }];
  const rows = [];
  // An instance here is one API process (API_WORKERS=1), so the rows compare like with like.
  const one = { API_WORKERS: '1' };
  rows.push(
    ...(await measure(root, 'two instances, PostgreSQL', 2, { ...one, DATABASE_URL: first.url })),
  );
  const second = pg(); // a fresh database again
  rows.push(
    ...(await measure(root, 'one instance, PostgreSQL', 1, {
      ...one,
      DATABASE_URL: second.url ?? first.url,
    })),
  );
  rows.push(...(await measure(root, 'one instance, SQLite', 1, one)));
  rows.push(
    ...(await measure(
      root,
      `one instance of ${os.availableParallelism()} API processes (API_WORKERS=auto), SQLite`,
      1,
      { API_WORKERS: 'auto' },
    )),
  );
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  for (const r of await probe({ root })) console.log(`${r.metric}: ${r.value}`);
}
