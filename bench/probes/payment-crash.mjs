// A crash mid-payment: an open load of paid order submits against one API
// process on SQLite, the process killed (SIGKILL) in the middle of it and started again on the
// same data and port, every rider retrying with the same key until a real answer (as the
// browser does). Counted: orders the kill left PaymentPending (and how many of them the gateway
// had charged), how long until the restarted process had settled them, how long the riders
// caught by the kill waited for their real answer, the 496 answers, and every submit checked in
// the database afterwards: lost / doubled / half-written must be 0, each paid order credited once.
// Loopback only, bounded (BENCH_CRASH_RATE submits/s for BENCH_CRASH_SECONDS, kill at 40 %).
// Alone: node bench/probes/payment-crash.mjs   (ports 18500-18599)
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchApiEnv } from './portal-server.mjs';
import { portalPublicKey, verifyOrders } from './order-submit-generator.mjs';
import { openAppDatabase, seedRiders } from './order-submit-riders.mjs';
import { templateItemAdder } from './order-submit-load.mjs';

const RATE = Number(process.env.BENCH_CRASH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_CRASH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_CRASH_PORT ?? 18500 + Math.floor(Math.random() * 100));
const RETRY_EVERY_MS = 250;
const GIVE_UP_MS = 60_000;
// A processor's answer time, so the kill finds payments in flight (the sandbox answers at once otherwise).
const GATEWAY_MS = process.env.BENCH_CRASH_GATEWAY_MS ?? '400';

export const title = `A crash mid-payment: ${RATE} submits/s for ${SECONDS} s, gateway answering in ${GATEWAY_MS} ms, SIGKILL and restart, one API process on SQLite`;

function startApi(root, dataDir) {
  const env = {
    ...benchApiEnv({
      port: PORT,
      dataDir,
      remotesFile: path.join(dataDir, 'remotes.json'),
      workers: 1,
    }),
    FULFILMENT_DELAY_SECONDS: '1',
    PAYMENT_SANDBOX_LATENCY_MS: GATEWAY_MS,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'api'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function untilUp(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the API did not start within 30 s');
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
    firstName: 'Crash',
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

function post(agent, url, token, body) {
  return new Promise((resolve) => {
    const req = http.request(
      `${url}/api/order/submit`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode, body: JSON.parse(text) });
          } catch {
            resolve({ status: res.statusCode, error: 'unreadable answer' });
          }
        });
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('time-out')));
    req.on('error', (err) => resolve({ error: err.code ?? err.message }));
    req.end(body);
  });
}

export async function probe({ root }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-crash-'));
  const url = `http://127.0.0.1:${PORT}`;
  let api = startApi(root, dataDir);
  const database = await openAppDatabase(root, {
    kind: 'sqlite',
    file: path.join(dataDir, 'qcard.sqlite'),
  });
  const { db, sql } = database;
  try {
    await untilUp(url);
    const riders = await seedRiders(database, RATE * SECONDS, templateItemAdder(url));
    const publicKey = await portalPublicKey(url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
    const plan = riders.map((rider) => {
      const key = crypto.randomUUID();
      return {
        rider,
        key,
        declined: false,
        duplicate: false,
        late: false,
        body: orderBody(publicKey, key),
        answers: [],
        sentAt: 0,
        answeredAt: 0,
      };
    });
    let killedAt = 0;
    let restartedAt = 0;
    // The browser: a submit without an answer, or answered 5xx, is sent again with the same key.
    const submit = async (s) => {
      s.sentAt = performance.now();
      for (;;) {
        const res = await post(agent, url, s.rider.token, s.body);
        const final = res.body && (res.body.status === 'SUCCESS' || res.status < 500);
        if (final || performance.now() - s.sentAt > GIVE_UP_MS) {
          s.answers.push(res);
          s.answeredAt = performance.now();
          return;
        }
        s.answers.push({ ...res, retried: true });
        await new Promise((r) => setTimeout(r, RETRY_EVERY_MS));
      }
    };
    const started = performance.now();
    const inFlight = [];
    let atKill = { pending: 0, charged: 0, ids: [] };
    let settledAfterMs = null;
    const killAfterMs = SECONDS * 400;
    const killer = (async () => {
      await new Promise((r) => setTimeout(r, killAfterMs));
      api.kill('SIGKILL');
      killedAt = performance.now();
      await new Promise((r) => api.once('exit', r));
      const { rows } =
        await sql`select o.id, exists (select 1 from payment_charges p where p.idempotency_key = o.idempotency_key and p.approved = 1) as charged from orders o where o.status = 'PaymentPending'`.execute(
          db,
        );
      atKill = {
        pending: rows.length,
        charged: rows.filter((r) => Number(r.charged) === 1 || r.charged === true).length,
        ids: rows.map((r) => Number(r.id)),
      };
      api = startApi(root, dataDir);
      await untilUp(url);
      restartedAt = performance.now();
      for (let i = 0; i < 600 && settledAfterMs === null; i++) {
        // The orders the kill left half-way (new submits, retries included, are pending as they pay).
        const left =
          atKill.ids.length === 0
            ? []
            : await db
                .selectFrom('orders')
                .select('id')
                .where('status', '=', 'PaymentPending')
                .where('id', 'in', atKill.ids)
                .execute();
        if (left.length === 0) settledAfterMs = performance.now() - restartedAt;
        else await new Promise((r) => setTimeout(r, 20));
      }
    })();
    for (let i = 0; i < plan.length; i++) {
      const due = started + (i * 1000) / RATE;
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      inFlight.push(submit(plan[i]));
    }
    await killer;
    await Promise.all(inFlight);
    agent.destroy();
    // Caught by the kill: sent before it, answered only after it.
    const caught = plan.filter((s) => s.sentAt < killedAt && s.answeredAt > killedAt);
    const waits = caught.map((s) => s.answeredAt - killedAt).sort((a, b) => a - b);
    const answers496 = plan
      .flatMap((s) => s.answers)
      .filter((a) => a.body?.msgCode === '496').length;
    const check = await verifyOrders(database, plan);
    // Fulfilment (1 s after payment) credits each paid order's line once.
    await new Promise((r) => setTimeout(r, 8000));
    const { rows: credit } = await sql`select
        (select count(*) from orders o where o.idempotency_key like 'user:%' and o.status in ('ProcessingOrder', 'Honoured')) as stored,
        (select count(*) from orders o where o.idempotency_key like 'user:%' and o.status = 'Honoured') as credited,
        (select count(*) from (select a.order_id from contract_activities a join orders o on o.id = a.order_id where o.idempotency_key like 'user:%' group by a.order_id having count(*) > 1) d) as twice`.execute(
      db,
    );
    const acknowledged = plan.filter((s) => s.answers.at(-1)?.body?.status === 'SUCCESS').length;
    return [
      {
        metric: 'submits sent / acknowledged SUCCESS / orders stored / credited',
        value: `${plan.length} / ${acknowledged} / ${credit[0].stored} / ${credit[0].credited}`,
      },
      {
        metric: 'orders the kill left PaymentPending (of them charged at the gateway)',
        value: `${atKill.pending} (${atKill.charged})`,
      },
      {
        metric:
          'API down (SIGKILL to /healthz 200 again) / pending orders settled after the restart',
        value: `${((restartedAt - killedAt) / 1000).toFixed(1)} s / ${settledAfterMs === null ? 'not within 12 s' : `${(settledAfterMs / 1000).toFixed(2)} s`}`,
      },
      {
        metric: `submits caught by the kill (${caught.length}): real answer after the kill p50 / max; after the restart max`,
        value: waits.length
          ? `${(waits[Math.floor(waits.length / 2)] / 1000).toFixed(1)} / ${(waits.at(-1) / 1000).toFixed(1)} s; ${(Math.max(0, waits.at(-1) - (restartedAt - killedAt)) / 1000).toFixed(2)} s`
          : 'none',
      },
      { metric: '496 "payment unavailable" answers', value: String(answers496) },
      {
        metric: 'orders lost / doubled / half-written / credited twice',
        value: `${check.lost} / ${check.doubled} / ${check.halfWritten} / ${credit[0].twice}`,
        budget: '0 / 0 / 0 / 0',
        ok: check.lost + check.doubled + check.halfWritten + Number(credit[0].twice) === 0,
      },
    ];
  } finally {
    await db.destroy();
    api.kill('SIGTERM');
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
