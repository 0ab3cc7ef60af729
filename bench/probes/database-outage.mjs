// A PostgreSQL restart under load: two API instances (one process each) on a
// throwaway cluster of this probe's own, 20 paid order submits a second (the open-model
// generator of "Orders at scale", alternating instances) and 20 readers of /card, while
// `pg_ctl restart -m fast` ends every connection. Reports: processes still running, reads and
// submits that failed and with which status (503 + Retry-After is the intended answer while the
// database is away), the time from the restart until both instances answer /readyz 200 again,
// and every order checked in the database afterwards (lost / doubled / half-written).
// Never touches the shared PostgreSQL server. Skipped, with the reason, when no PostgreSQL
// binaries are installed (apt-get install postgresql; `npm test` installs them).
// Alone: node bench/probes/database-outage.mjs
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { apiLogin, benchApiEnv, freePort } from './portal-server.mjs';
import { loadRows, portalPublicKey, runOpenLoad, verifyOrders } from './order-submit-generator.mjs';
import { openAppDatabase, seedRiders } from './order-submit-riders.mjs';
import { templateItemAdder } from './order-submit-load.mjs';

const RATE = 20;
const SECONDS = 15;
const READERS = 20;
/** When, into the load, the server is restarted. */
const RESTART_AT_MS = 5000;

export const title = 'Database outage: PostgreSQL restarted under load, 2 API instances';

/**
 * The API suite's own throwaway cluster (initdb + pg_ctl in a temporary folder, as the postgres
 * user when root), durable here: a restart's time is measured with fsync as production has it.
 */
async function throwawayPostgres(root) {
  return tsImport(path.join(root, 'api/src/test-support/throwaway-postgres.ts'), import.meta.url);
}

/**
 * One API instance (main.ts, one process) on `databaseUrl`. No pages are deployed: the probe
 * calls the API only, so it runs without a build (/readyz is 200 with nothing deployed).
 */
async function startInstance(root, databaseUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-bench-outage-'));
  const port = await freePort();
  const env = {
    ...benchApiEnv({ port, dataDir, remotesFile: path.join(dataDir, 'remotes.json'), workers: 1 }),
    DATABASE_URL: databaseUrl,
    FULFILMENT_DELAY_SECONDS: '3600',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'api'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if ((await request(url, 'GET', '/readyz')).status === 200) break;
    if (i > 900 || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error('an API instance did not start within 90 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function request(url, method, urlPath, token) {
  return new Promise((resolve) => {
    const req = http.request(
      `${url}${urlPath}`,
      {
        method,
        agent: false,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'] }),
        );
      },
    );
    req.on('error', (err) => resolve({ status: 0, error: err.code ?? err.message }));
    req.setTimeout(10_000, () => req.destroy(new Error('no answer in 10 s')));
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

const tally = (answers) => {
  const counts = new Map();
  for (const a of answers) {
    const key =
      a.status === 0
        ? `no answer (${a.error})`
        : a.status === 503
          ? `503${a.retryAfter ? ' + Retry-After' : ' without Retry-After'}`
          : String(a.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${n} × ${k}`)
    .join(', ');
};

export async function probe({ root }) {
  const { postgresBinDir, startThrowawayPostgres } = await throwawayPostgres(root);
  const binDir = postgresBinDir();
  if (!binDir)
    return [
      {
        metric: 'skipped',
        value: 'no PostgreSQL binaries under /usr/lib/postgresql/<version>/bin',
      },
    ];
  const cluster = await startThrowawayPostgres(binDir, { durable: true });
  const portals = [];
  let database = null;
  try {
    // One after the other: the first migrates and seeds, the other finds it done.
    for (let i = 0; i < 2; i++) portals.push(await startInstance(root, cluster.url));
    const urls = portals.map((p) => p.url);
    const pids = portals.map((p) => p.pid);
    database = await openAppDatabase(root, { kind: 'postgres', url: cluster.url, poolSize: 2 });
    const riders = await seedRiders(database, RATE * SECONDS, templateItemAdder(urls[0]));
    const publicKey = await portalPublicKey(urls[0]);
    const reader = await apiLogin(urls[1], 'rider@example.com', 'Rider#2026');

    let running = true;
    const reads = [];
    const readLoop = async (n) => {
      for (let k = 0; running; k++)
        reads.push({
          ...(await request(urls[(n + k) % 2], 'POST', '/api/card', reader.token)),
          at: performance.now(),
        });
    };
    // Readiness of both instances every 100 ms: the outage as a balancer sees it.
    const readiness = [];
    const readyLoop = async () => {
      while (running) {
        const answers = await Promise.all(urls.map((u) => request(u, 'GET', '/readyz')));
        // When the answers came: a check that waited for a connection says how things are now.
        readiness.push({ at: performance.now(), ready: answers.every((a) => a.status === 200) });
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const background = [...Array.from({ length: READERS }, (_v, n) => readLoop(n)), readyLoop()];
    let restartAt = 0;
    let restartMs = 0;
    const restart = new Promise((r) => setTimeout(r, RESTART_AT_MS)).then(async () => {
      restartAt = performance.now();
      await cluster.restartInBackground();
      restartMs = performance.now() - restartAt;
    });
    const run = await runOpenLoad({ urls, riders, publicKey, rate: RATE, seconds: SECONDS });
    await restart;
    running = false;
    await Promise.all(background);
    const check = await verifyOrders(database, run.plan);

    const alive = pids.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    }).length;
    const lastNotReady = readiness.filter((r) => r.at >= restartAt && !r.ready).at(-1);
    const backReady = lastNotReady
      ? readiness.find((r) => r.at > lastNotReady.at && r.ready)
      : null;
    const serverBackAt = restartAt + restartMs;
    const recovery = lastNotReady
      ? backReady
        ? `${(Math.max(0, backReady.at - serverBackAt) / 1000).toFixed(1)} s`
        : 'never'
      : 'never unready';
    const unready =
      lastNotReady && backReady ? `${((backReady.at - restartAt) / 1000).toFixed(1)} s` : 'n/a';
    const failedReads = reads.filter((r) => r.status !== 200);
    const firstFailed = failedReads[0];
    const lastFailed = failedReads.at(-1);
    const window = firstFailed
      ? `, from ${((firstFailed.at - restartAt) / 1000).toFixed(1)} s to ${((lastFailed.at - restartAt) / 1000).toFixed(1)} s after the restart began`
      : '';
    const label = 'PostgreSQL restart';
    return [
      {
        metric: `${label}: API processes still running afterwards`,
        value: `${alive} of ${pids.length}`,
        budget: 'all',
        ok: alive === pids.length,
      },
      {
        metric: `${label}: pg_ctl restart -m fast took`,
        value: `${(restartMs / 1000).toFixed(1)} s`,
      },
      {
        metric: `${label}: /readyz not 200 on both instances for (from the restart's start)`,
        value: unready,
      },
      {
        metric: `${label}: recovery, from pg_ctl reporting the server up until /readyz is 200 on both instances`,
        value: recovery,
        budget: '≤ 3 s',
        ok: /^\d/.test(recovery) && parseFloat(recovery) <= 3,
      },
      {
        metric: `${label}: reads of /card (${READERS} readers, both instances) failed / total, by answer`,
        value: `${failedReads.length} / ${reads.length} (${tally(failedReads) || 'none'})${window}`,
      },
      {
        metric: `${label}: reads answered 500 or not at all (503 + Retry-After is the answer while the database is away)`,
        value: String(failedReads.filter((r) => !(r.status === 503 && r.retryAfter)).length),
        budget: '0',
        ok: failedReads.every((r) => r.status === 503 && r.retryAfter),
      },
      ...loadRows(
        `${label}, ${RATE} submits/s for ${SECONDS} s`,
        { rate: RATE, seconds: SECONDS },
        run,
        check,
      ).filter((r) => !/sustained submit rate/.test(r.metric)),
    ];
  } finally {
    await database?.db.destroy();
    for (const p of portals) await p.stop().catch(() => undefined);
    cluster.destroy();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const started = Date.now();
  for (const r of await probe({ root }))
    console.log(
      `${r.metric}: ${r.value}${r.budget ? ` (budget ${r.budget}: ${r.ok ? 'met' : 'MISSED'})` : ''}`,
    );
  console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
