// /card throughput as a ratio of a Fastify hello-world measured in the same run on the same
// machine: times alone swing with whatever else the machine does, a ratio
// much less. The comparison is kept fair:
// - the hello-world runs as many processes as the API (node:cluster sharing one port, as
//   API_WORKERS does), with the same Fastify the API uses (api/'s dependency) and no logger;
// - it gets the same request as /card (POST, the same JSON body and headers, so body parsing
//   counts on both sides) and answers {"hello":"world"};
// - both are loaded by the same autocannon settings (connections, duration, a warm-up first);
// - the two alternate A B B A and each side's throughput is the mean of its two runs, so a
//   change of background load during the probe weighs on both alike; three such rounds, and the
//   round with the median ratio is the figure;
// - beside throughput, each side's server CPU time per request (from /proc), which the
//   machine's other load disturbs much less, is reported for comparison.
// Alone: node bench/run.mjs --only ratios
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import cluster from 'node:cluster';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { apiLogin, freePort, processTreeCpuMs, startPortal } from './portal-server.mjs';
import { monotonicUs, profileDir, profilingArgs, topFrames } from './cpu-profile.mjs';

export const title = 'Ratios: /card throughput against a Fastify hello-world';

export const CARD_RATIO_BUDGET = 0.3;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_RATIO_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_RATIO_ROUNDS ?? 3);
const WARM_UP_SECONDS = 3;
const HELLO_ENV = 'QCARD_BENCH_HELLO_PORT';
const HELLO_ROOT_ENV = 'QCARD_BENCH_HELLO_ROOT';
const HELLO_WORKERS_ENV = 'QCARD_BENCH_HELLO_WORKERS';
const FLOOR_DB_ENV = 'QCARD_BENCH_FLOOR_DB';
const PROFILE_SECONDS = 8;

/** This file run as a program with QCARD_BENCH_HELLO_PORT set: the hello-world server. */
async function serveHelloWorld() {
  const workers = Number(process.env[HELLO_WORKERS_ENV] ?? 1);
  if (cluster.isPrimary && workers > 1) {
    let listening = 0;
    cluster.on('listening', () => {
      listening += 1;
      if (listening === workers) console.log(`hello-world: ${workers} processes listening`);
    });
    for (let i = 0; i < workers; i++) cluster.fork();
    process.on('SIGTERM', () => {
      // Leave only once every worker has: a worker outliving its primary would hold the port.
      cluster.on('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    });
    return;
  }
  const fastify = createRequire(path.join(process.env[HELLO_ROOT_ENV], 'api/package.json'))(
    'fastify',
  );
  const app = fastify({ logger: false });
  app.post('/hello', async () => ({ hello: 'world' }));
  if (process.env[FLOOR_DB_ENV]) floorRoute(app, process.env[FLOOR_DB_ENV]);
  await app.listen({ port: Number(process.env[HELLO_ENV]), host: '127.0.0.1' });
  if (workers <= 1) console.log('hello-world: 1 processes listening');
  // Nothing to finish: the load has ended when the probe stops it.
  process.on('SIGTERM', () => process.exit(0));
}

/**
 * The floor for a call like /card on this stack: the same Fastify, the same better-sqlite3 and the
 * portal's own database, and nothing else. It reads the caller's session with its user by the
 * token's hash, then the caller's cards with their contracts and newest Active subscription in one
 * statement (the two statements /card runs), nests the rows and answers them as JSON. No access
 * rules, expiry policy, views, texts or envelope: what /card does beyond this is the portal's own
 * cost.
 */
function floorRoute(app, dbFile) {
  const crypto = createRequire(import.meta.url)('node:crypto');
  const Database = createRequire(path.join(process.env[HELLO_ROOT_ENV], 'api/package.json'))(
    'better-sqlite3',
  );
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  // Each row comes back as one JSON array, which V8 parses in one go: the fastest way this stack
  // hands wide rows over, and the way the portal reads these two (api/src/platform/db/json-rows.ts).
  const columnsOf = (table, alias) =>
    db
      .pragma(`table_info(${table})`)
      .map((c) => ({ name: c.name, expression: `${alias}.${c.name}` }));
  const jsonRows = (columns, rest) =>
    db.prepare(`SELECT json_array(${columns.map((c) => c.expression).join(', ')}) ${rest}`).pluck();
  const sessionColumns = [...columnsOf('sessions', 's'), ...columnsOf('users', 'u')];
  const userFrom = columnsOf('sessions', 's').length;
  const session = jsonRows(
    sessionColumns,
    'FROM sessions s LEFT JOIN users u ON u.id = s.user_id WHERE s.token_hash = ?',
  );
  const activeSubscription = ['state', 'type', 'max_per_period', 'recharge_value', 'threshold'];
  const cardColumns = [
    ...columnsOf('cards', 'k'),
    ...columnsOf('contracts', 'c'),
    ...activeSubscription.map((name) => ({
      name: `subscription_${name}`,
      expression: `s.${name}`,
    })),
  ];
  const contractFrom = columnsOf('cards', 'k').length;
  const cards = jsonRows(
    cardColumns,
    `FROM cards k
    LEFT JOIN contracts c ON c.card_id = k.id
    LEFT JOIN subscriptions s ON s.id = (SELECT max(s2.id) FROM subscriptions s2
                                          WHERE s2.contract_id = c.id AND s2.state = 'Active')
        WHERE k.owner_user_id = ? ORDER BY k.serial, c.id`,
  );
  const named = (names, row, from, to) =>
    Object.fromEntries(names.slice(from, to).map((c, i) => [c.name, row[from + i]]));
  app.post('/floor', async (req, reply) => {
    const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
    const hash = crypto.createHash('sha256').update(token, 'utf8').digest('hex');
    const text = session.get(hash);
    if (!text) return reply.code(401).send({ error: 'unknown session' });
    const row = JSON.parse(text);
    const user = named(sessionColumns, row, userFrom);
    const byCard = new Map();
    for (const r of cards.all(user.id).map((t) => JSON.parse(t))) {
      let card = byCard.get(r[0]);
      if (!card) {
        card = { ...named(cardColumns, r, 0, contractFrom), contracts: [] };
        byCard.set(r[0], card);
      }
      if (r[contractFrom] !== null) card.contracts.push(named(cardColumns, r, contractFrom));
    }
    return { user: { id: user.id, email: user.email }, cards: [...byCard.values()] };
  });
}

async function startHelloWorld(root, workers, floorDb) {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    env: {
      ...process.env,
      [HELLO_ENV]: String(port),
      [HELLO_ROOT_ENV]: root,
      [HELLO_WORKERS_ENV]: String(workers),
      ...(floorDb ? { [FLOOR_DB_ENV]: floorDb } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the hello-world did not start within 30 s')),
      30_000,
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (/processes listening/.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the hello-world exited (${code})`)));
  });
  child.stdout.resume();
  return {
    url: `http://127.0.0.1:${port}/hello`,
    floorUrl: `http://127.0.0.1:${port}/floor`,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

function load(opts, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...opts, duration }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/**
 * Requests per second answered 2xx (a refused or failing request is no throughput), and the
 * server's CPU time per answered request (its processes' user + system time over the run).
 */
async function throughput(opts, serverPid) {
  await load(opts, WARM_UP_SECONDS);
  const cpuBefore = processTreeCpuMs(serverPid);
  const r = await load(opts, SECONDS);
  const cpuAfter = processTreeCpuMs(serverPid);
  const ok = r['2xx'] ?? 0;
  const cpuUs =
    cpuBefore === null || cpuAfter === null || ok === 0
      ? NaN
      : ((cpuAfter - cpuBefore) * 1000) / ok;
  return { rps: ok / (r.duration || SECONDS), cpuUs, non2xx: r.non2xx, errors: r.errors };
}

/**
 * Where /card's time goes: one API process with a CPU profile, loaded as above, then stopped
 * so it writes the profile. Profiling slows it, so this run's throughput is not a figure.
 */
async function cardProfile(root) {
  const dir = profileDir();
  const window = { fromUs: 0, toUs: 0 };
  const portal = await startPortal(root, { API_WORKERS: '1' }, { nodeArgs: profilingArgs(dir) });
  try {
    const patron = await apiLogin(portal.url, 'rider@example.com', 'Rider#2026');
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${patron.token}` };
    const request = { method: 'POST', headers, body: '{}', url: `${portal.url}/api/card` };
    await load(request, WARM_UP_SECONDS);
    window.fromUs = monotonicUs();
    await load(request, PROFILE_SECONDS);
    window.toUs = monotonicUs();
  } finally {
    await portal.stop();
  }
  const frames = topFrames(dir, root, { window });
  fs.rmSync(dir, { recursive: true, force: true });
  return frames.map(({ frame, share }, i) => ({
    key: `/card profile frame ${i + 1}`,
    metric: `/card CPU profile under load (1 process, ${CONNECTIONS} connections, ${PROFILE_SECONDS} s), frame ${i + 1} by self time: ${frame}`,
    value: `${(share * 100).toFixed(1)} %`,
  }));
}

export async function probe({ root }) {
  const rows = await ratioRows(root);
  return [...rows, ...(await cardProfile(root))];
}

async function ratioRows(root) {
  const portal = await startPortal(root);
  let hello = null;
  try {
    hello = await startHelloWorld(root, portal.workers, path.join(portal.dataDir, 'qcard.sqlite'));
    const patron = await apiLogin(portal.url, 'rider@example.com', 'Rider#2026');
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${patron.token}` };
    const request = { method: 'POST', headers, body: '{}' };
    const helloRuns = [];
    const cardRuns = [];
    const floorRuns = [];
    const rounds = [];
    const card = { ...request, url: `${portal.url}/api/card` };
    const floor = { ...request, url: hello.floorUrl };
    const bytes = async (url) =>
      (await (await fetch(url, { ...request, headers: { ...headers } })).arrayBuffer()).byteLength;
    const cardBytes = await bytes(card.url);
    const floorBytes = await bytes(floor.url);
    const mean = (runs, field = 'rps') => runs.reduce((a, r) => a + r[field], 0) / runs.length;
    for (let round = 0; round < ROUNDS; round++) {
      // hello, floor, /card, /card, floor, hello: each side's two runs lie around the same moment.
      const helloPair = [await throughput({ ...request, url: hello.url }, hello.pid)];
      const floorPair = [await throughput(floor, hello.pid)];
      const cardPair = [await throughput(card, portal.pid), await throughput(card, portal.pid)];
      floorPair.push(await throughput(floor, hello.pid));
      helloPair.push(await throughput({ ...request, url: hello.url }, hello.pid));
      helloRuns.push(...helloPair);
      floorRuns.push(...floorPair);
      cardRuns.push(...cardPair);
      rounds.push({
        hello: helloPair,
        floor: floorPair,
        card: cardPair,
        ratio: mean(cardPair) / mean(helloPair),
        floorRatio: mean(floorPair) / mean(helloPair),
      });
    }
    const failures = (runs) => runs.reduce((a, r) => a + r.non2xx + r.errors, 0);
    // The round with the median ratio speaks for the run: a burst of other load on this shared
    // machine spoils one round, not the figure.
    const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)];
    const helloRps = mean(median.hello);
    const cardRps = mean(median.card);
    const ratio = median.ratio;
    const helloCpu = mean(median.hello, 'cpuUs');
    const cardCpu = mean(median.card, 'cpuUs');
    const spread = rounds.map((r) => r.ratio.toFixed(2)).join(', ');
    const floorRps = mean(median.floor);
    const floorCpu = mean(median.floor, 'cpuUs');
    const floorSpread = rounds.map((r) => r.floorRatio.toFixed(2)).join(', ');
    const setting = `${portal.workers} processes each, ${CONNECTIONS} connections, ${SECONDS} s × 2, median of ${ROUNDS} rounds`;
    return [
      {
        key: 'Fastify hello-world throughput',
        metric: `Fastify hello-world throughput (${setting}; ${failures(helloRuns)} non-2xx or errors)`,
        value: `${Math.round(helloRps)} req/s`,
        figure: Math.round(helloRps),
      },
      {
        key: '/card throughput',
        metric: `/card throughput, demo patron (${setting}; ${failures(cardRuns)} non-2xx or errors)`,
        value: `${Math.round(cardRps)} req/s`,
        figure: Math.round(cardRps),
      },
      {
        key: '/card throughput ratio to the hello-world',
        metric: `/card throughput ratio to the hello-world (rounds: ${spread})`,
        value: ratio.toFixed(2),
        figure: Math.round(ratio * 1000) / 1000,
        budget: `≥ ${CARD_RATIO_BUDGET.toFixed(2)}`,
        ok: ratio >= CARD_RATIO_BUDGET && failures(cardRuns) === 0,
        budgetId: 'card-ratio',
      },
      // What the stack itself allows for this kind of call (floorRoute): the budget judged
      // against the floor rather than against an answer with no database behind it.
      {
        key: 'Floor throughput',
        metric: `Floor for /card: bare Fastify route, the same two SQLite statements, ${floorBytes} bytes of JSON (/card answers ${cardBytes}) (${setting}; ${failures(floorRuns)} non-2xx or errors)`,
        value: `${Math.round(floorRps)} req/s`,
        figure: Math.round(floorRps),
      },
      {
        key: 'Floor throughput ratio to the hello-world',
        metric: `Floor for /card: throughput ratio to the hello-world (rounds: ${floorSpread})`,
        value: median.floorRatio.toFixed(2),
        figure: Math.round(median.floorRatio * 1000) / 1000,
      },
      {
        key: '/card throughput ratio to the floor',
        metric: '/card throughput as a share of the floor (same round)',
        value: (ratio / median.floorRatio).toFixed(2),
        figure: Math.round((ratio / median.floorRatio) * 1000) / 1000,
      },
      ...(Number.isFinite(floorCpu)
        ? [
            {
              key: 'Floor CPU per request',
              metric: 'Floor for /card: server CPU time per request (all its processes)',
              value: `${Math.round(floorCpu)} µs`,
              figure: Math.round(floorCpu),
            },
          ]
        : []),
      // The same comparison by the work each request costs the server: on a busy machine the
      // throughput ratio moves with what else runs, the CPU time per request much less.
      ...(Number.isFinite(helloCpu) && Number.isFinite(cardCpu)
        ? [
            {
              key: 'Fastify hello-world CPU per request',
              metric: 'Fastify hello-world: server CPU time per request (all its processes)',
              value: `${Math.round(helloCpu)} µs`,
              figure: Math.round(helloCpu),
            },
            {
              key: '/card CPU per request',
              metric: '/card: server CPU time per request (all API processes)',
              value: `${Math.round(cardCpu)} µs`,
              figure: Math.round(cardCpu),
            },
            {
              key: '/card CPU ratio to the hello-world',
              metric:
                '/card ratio to the hello-world by CPU time per request (hello-world ÷ /card; for comparison)',
              value: (helloCpu / cardCpu).toFixed(2),
              figure: Math.round((helloCpu / cardCpu) * 1000) / 1000,
            },
          ]
        : []),
    ];
  } finally {
    await hello?.stop();
    await portal.stop();
  }
}

if (process.env[HELLO_ENV]) await serveHelloWorld();
