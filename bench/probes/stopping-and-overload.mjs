// Stopping and overload, loopback only, one API process on SQLite:
//  (a) SIGTERM while paid submits (40/s, keep-alive) and 20 readers are running: what each request
//      sent before the signal got, requests refused after it, exit code and time, and every
//      acknowledged order found in the database afterwards;
//  (b) 1,000 concurrent clients for 10 s, each sending its next request when its answer is in
//      (after a 503, once its Retry-After has passed):
//      p95 of the requests admitted, how many got a fast 503, with load shedding on (the default)
//      off (OVERLOAD_MAX_EVENT_LOOP_DELAY_MS=0 and OVERLOAD_MAX_QUEUE_MS=0) for comparison, and
//      with a queue bound of 100 ms, below what the queue reaches, to see the shedding at work;
//  (c) 500 connections trickling header bytes: how many the header time-out closed, and when.
// Alone: node bench/probes/stopping-and-overload.mjs
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchApiEnv } from './portal-server.mjs';
import { portalPublicKey } from './order-submit-generator.mjs';
import { openAppDatabase, seedRiders } from './order-submit-riders.mjs';
import { templateItemAdder } from './order-submit-load.mjs';
import {
  overloadRows,
  PORT,
  request,
  sleep,
  slowClients,
  thousandClients,
  URL,
} from './stopping-and-overload-clients.mjs';

export const title =
  'Stopping and overload: SIGTERM under load, 1,000 clients, slow clients (one API process)';

async function startServer(root, dataDir, remotesFile, env = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'api'),
    env: {
      ...benchApiEnv({ port: PORT, dataDir, remotesFile, workers: 1 }),
      FULFILMENT_DELAY_SECONDS: '3600',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${URL}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, exited };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('the API did not start within 60 s');
}

async function stop(server) {
  server.child.kill('SIGTERM');
  return server.exited;
}

function orderBody(publicKey, key) {
  const cardNumber = crypto
    .publicEncrypt(
      { key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from('4111111111111111'),
    )
    .toString('base64');
  return JSON.stringify({
    version: 1,
    function: 'submit_order',
    idempotencyKey: key,
    firstName: 'Stop',
    lastName: 'Test',
    cardNumber,
    cardType: 1,
    cardLast4: '1111',
    month: '12',
    year: String(new Date().getFullYear() + 1),
    cvvCode: '123',
    address1: '1 Bench Street',
    address2: '',
    city: 'Springfield',
    state: 'NY',
    zipcode: '10001',
  });
}

async function sigtermUnderLoad(root, dataDir, remotesFile, riders) {
  const server = await startServer(root, dataDir, remotesFile);
  const publicKey = await portalPublicKey(URL);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const submits = [];
  const reads = [];
  let signalledAt = Infinity;
  let stopSending = false;
  // 40 paid submits a second, each a different rider's cart, until new connections are refused.
  const sender = (async () => {
    for (let i = 0; i < riders.length && !stopSending; i++) {
      const sentAt = Date.now();
      const s = { sentAt, beforeSignal: sentAt < signalledAt, key: crypto.randomUUID() };
      s.answer = request(
        agent,
        'POST',
        '/api/order/submit',
        riders[i].token,
        orderBody(publicKey, s.key),
      ).then((a) => (s.result = a));
      submits.push(s);
      await sleep(25);
    }
  })();
  const readers = Array.from({ length: 20 }, async (_, n) => {
    while (!stopSending) {
      const sentAt = Date.now();
      const a = await request(agent, 'GET', '/readyz');
      reads.push({ beforeSignal: sentAt < signalledAt, ...a });
      if (a.error && !a.reused) await sleep(20);
      if (n < 0) break;
    }
  });
  await sleep(3000);
  signalledAt = Date.now();
  const inFlightAtSignal = submits.filter((s) => !s.result).length;
  server.child.kill('SIGTERM');
  const exit = await server.exited;
  await sleep(500);
  stopSending = true;
  await sender;
  await Promise.all(readers);
  await Promise.all(submits.map((s) => s.answer));
  agent.destroy();

  const before = submits.filter((s) => s.beforeSignal);
  const after = submits.filter((s) => !s.beforeSignal);
  const answered = (xs) => xs.filter((s) => s.result && !s.result.error).length;
  const failedOnOpen = [...submits.map((s) => s.result), ...reads].filter(
    (r) => r.error && r.reused,
  ).length;
  const refusedAtConnect = [...submits.map((s) => s.result), ...reads].filter(
    (r) => r.error && !r.reused,
  ).length;
  const acknowledged = before.filter(
    (s) => s.result?.status === 200 && JSON.parse(s.result.body).status === 'SUCCESS',
  );
  const database = await openAppDatabase(root, {
    kind: 'sqlite',
    file: path.join(dataDir, 'qcard.sqlite'),
  });
  let stored = 0;
  try {
    for (const s of acknowledged) {
      const orderId = JSON.parse(s.result.body).data.orderId;
      const row = await database.db
        .selectFrom('orders')
        .select('id')
        .where('id', '=', orderId)
        .executeTakeFirst();
      if (row) stored++;
    }
  } finally {
    await database.db.destroy();
  }
  const readsBefore = reads.filter((r) => r.beforeSignal);
  return [
    {
      metric: 'SIGTERM under load: submits sent before the signal, answered',
      value: `${answered(before)} of ${before.length} (${inFlightAtSignal} in flight at the signal)`,
      figure: before.length - answered(before),
      key: 'sigterm submits unanswered',
      budget: 'every one answered',
      ok: answered(before) === before.length,
    },
    {
      metric: 'SIGTERM under load: reads sent before the signal, answered',
      value: `${readsBefore.filter((r) => !r.error).length} of ${readsBefore.length}`,
      figure: readsBefore.filter((r) => r.error).length,
      key: 'sigterm reads unanswered',
      budget: 'every one answered',
      ok: readsBefore.every((r) => !r.error),
    },
    {
      metric: 'SIGTERM under load: requests failed on a connection the server had accepted',
      value: String(failedOnOpen),
      budget: '0',
      ok: failedOnOpen === 0,
    },
    {
      metric:
        'SIGTERM under load: new connections after the signal, refused (or reset unaccepted) at connect',
      value: `${refusedAtConnect} (submits after the signal: ${after.length}, answered ${answered(after)})`,
      figure: refusedAtConnect,
    },
    {
      metric: 'SIGTERM under load: exit code, time from the signal to exit',
      value: `${exit.code}, ${exit.at - signalledAt} ms`,
      figure: exit.at - signalledAt,
      key: 'sigterm exit time',
      budget: 'exit 0 within SHUTDOWN_TIMEOUT_SECONDS (25 s)',
      ok: exit.code === 0 && exit.at - signalledAt < 25_000,
    },
    {
      metric: 'SIGTERM under load: orders acknowledged / found in the database',
      value: `${acknowledged.length} / ${stored}`,
      figure: acknowledged.length - stored,
      key: 'sigterm orders lost',
      budget: 'none lost',
      ok: stored === acknowledged.length,
    },
  ];
}

export async function probe({ root }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-bench-stop-'));
  const remotesFile = path.join(dataDir, 'remotes.json');
  execFileSync(process.execPath, [path.join(root, 'scripts/remotes.mjs'), 'init'], {
    env: { ...process.env, REMOTES_FILE: remotesFile },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    // Riders with a cart each, written through the app's database layer while the API runs.
    let server = await startServer(root, dataDir, remotesFile);
    const database = await openAppDatabase(root, {
      kind: 'sqlite',
      file: path.join(dataDir, 'qcard.sqlite'),
    });
    const riders = await seedRiders(database, 400, templateItemAdder(URL));
    await database.db.destroy();
    await stop(server);
    const rows = await sigtermUnderLoad(root, dataDir, remotesFile, riders);

    server = await startServer(root, dataDir, remotesFile, {
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_QUEUE_MS: '0',
    });
    rows.push(...overloadRows('shedding off', await thousandClients(riders[399].token, 10)));
    await stop(server);
    server = await startServer(root, dataDir, remotesFile);
    rows.push(
      ...overloadRows('shedding on (defaults)', await thousandClients(riders[399].token, 10)),
    );
    rows.push(...(await slowClients(10_000)));
    await stop(server);
    // A bound below what this machine's queue reaches, to see the shedding itself at work when
    // the defaults have nothing to shed.
    server = await startServer(root, dataDir, remotesFile, { OVERLOAD_MAX_QUEUE_MS: '100' });
    rows.push(
      ...overloadRows(
        'shedding on, OVERLOAD_MAX_QUEUE_MS=100',
        await thousandClients(riders[399].token, 10),
      ),
    );
    await stop(server);
    return rows;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  for (const r of await probe({ root }))
    console.log(
      `${r.metric}: ${r.value}${r.budget ? ` (budget ${r.budget}: ${r.ok ? 'met' : 'MISSED'})` : ''}`,
    );
}
