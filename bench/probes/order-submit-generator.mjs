// The open-model order load of "Orders at scale", shared by order-submit-load.mjs
// (SQLite) and order-submit-load-postgres.mjs (two API instances on PostgreSQL).
//
// Open model: submits are sent at fixed instants (start + i / rate) whatever the server does,
// so a slow server meets a growing queue, as it would from riders' phones; a closed loop of
// clients would slow down with it and hide the overload. Latency is counted from the instant a
// submit was due, so time a submit spent waiting in the generator counts against the server.
//
// Every submit is a different rider's real cart: one rider per submit (rate x seconds of them),
// each a copy of the demo patron with a reloadable card, a signed-in session and a reload in
// the cart, written through the app's own database layer before the timed window (an API login
// per rider would mean solving 18,000 captchas). The first rider's cart item is added through
// the API and is the model for the others.
//
// The browser's protection is used as the browser uses it: one idempotency key per review, the
// card number RSA-encrypted with the portal's public key, and a failed submit sent again with
// the same key. On top, a share of the submits is sent twice with the same key while the first
// is still in flight (a double click, a retry after a dropped connection), and a share is paid
// with the sandbox's declined card, whose cart must come through intact.
import crypto from 'node:crypto';
import http from 'node:http';
import { EMAIL_DOMAIN, EMAIL_PREFIX } from './order-submit-riders.mjs';

/** Every this many submits, one is sent twice with the same key, the copy while the first is in flight. */
export const DUPLICATE_EVERY = 20;
/** Every this many submits, one pays with the sandbox's declined card. */
export const DECLINE_EVERY = 100;
const DUPLICATE_AFTER_MS = 5;
const APPROVED_CARD = '4111111111111111';
const DECLINED_CARD = '4000000000000002';
/** A submit sent this much after it was due means the generator, not the server, fell behind. */
const LATE_MS = 50;
/** How long the check waits for orders the server is still paying after the last answer. */
const SETTLE_WAIT_MS = 30_000;

/** The order form as the billing page sends it, card number encrypted with the portal's key. */
function orderBody(publicKey, number, key) {
  const year = String(new Date().getFullYear() + 1);
  const cardNumber = crypto
    .publicEncrypt(
      { key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(number),
    )
    .toString('base64');
  return JSON.stringify({
    version: 1,
    function: 'submit_order',
    idempotencyKey: key,
    firstName: 'Load',
    lastName: 'Test',
    cardNumber,
    cardType: 1,
    cardLast4: number.slice(-4),
    month: '12',
    year,
    cvvCode: '123',
    address1: '1 Bench Street',
    address2: '',
    city: 'Springfield',
    state: 'NY',
    zipcode: '10001',
  });
}

export async function portalPublicKey(url) {
  const der = Buffer.from(await (await fetch(`${url}/pbk.key`)).arrayBuffer());
  return crypto.createPublicKey({ key: der, format: 'der', type: 'spki' });
}

/** One POST over a kept-alive connection; resolves { status, body } or { error }. */
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
    req.on('error', (err) => resolve({ error: err.message }));
    req.end(body);
  });
}

/**
 * Sends rate x seconds submits at fixed instants, submit i to urls[i % urls.length] (a duplicate
 * goes to the next url: a retry may land on another instance). Returns what each submit got.
 */
export async function runOpenLoad({ urls, riders, publicKey, rate, seconds }) {
  const total = rate * seconds;
  if (riders.length < total) throw new Error(`need ${total} riders, have ${riders.length}`);
  const agents = urls.map(() => new http.Agent({ keepAlive: true, maxSockets: 1024 }));
  // Everything the browser would have done before pressing "Pay" (encrypting the card number
  // included) is done here, before the window, so the generator's own work stays small.
  const plan = riders.slice(0, total).map((rider, i) => {
    const key = crypto.randomUUID();
    const declined = i % DECLINE_EVERY === DECLINE_EVERY - 1;
    return {
      rider,
      key,
      declined,
      duplicate: !declined && i % DUPLICATE_EVERY === DUPLICATE_EVERY / 2,
      body: orderBody(publicKey, declined ? DECLINED_CARD : APPROVED_CARD, key),
      answers: [],
      late: false,
    };
  });
  const latencies = [];
  const inFlight = [];
  const send = async (submit, i, due, copy) => {
    const url = urls[(i + copy) % urls.length];
    const agent = agents[(i + copy) % urls.length];
    let res = await post(agent, url, submit.rider.token, submit.body);
    if (copy === 0) latencies.push(performance.now() - due);
    // What the browser does after a failed submit (the rider presses "Pay" again): the same key.
    if (!submit.declined && (res.error || res.body?.status !== 'SUCCESS')) {
      submit.answers.push({ ...res, copy, retried: true });
      res = await post(agent, url, submit.rider.token, submit.body);
    }
    submit.answers.push({ ...res, copy });
  };
  const started = performance.now();
  let sent = 0;
  let lastSentAt = started;
  while (sent < total) {
    const now = performance.now();
    while (sent < total && started + (sent * 1000) / rate <= now) {
      const due = started + (sent * 1000) / rate;
      const submit = plan[sent];
      submit.late = now - due > LATE_MS;
      inFlight.push(send(submit, sent, due, 0));
      if (submit.duplicate) {
        const i = sent;
        inFlight.push(
          new Promise((r) => setTimeout(r, DUPLICATE_AFTER_MS)).then(() => send(submit, i, due, 1)),
        );
      }
      sent += 1;
      lastSentAt = now;
    }
    const nextDue = started + (sent * 1000) / rate;
    await new Promise((r) => setTimeout(r, Math.max(0, nextDue - performance.now())));
  }
  const sendingSeconds = (lastSentAt - started) / 1000;
  await Promise.all(inFlight);
  const allAnsweredSeconds = (performance.now() - started) / 1000;
  for (const a of agents) a.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
  return {
    plan,
    sent,
    sendingSeconds,
    allAnsweredSeconds,
    p50: pct(0.5),
    p95: pct(0.95),
    p99: pct(0.99),
    max: latencies[latencies.length - 1] ?? NaN,
  };
}

/**
 * Checks every submit against the database after the run:
 *  lost        answered SUCCESS, but no order with that key and that order number
 *  doubled     more than one order or charge for one rider (one cart, one key), or two answers
 *              of one submit naming different orders
 *  half-written an order without lines, lines not adding up to its price, not paid and
 *              processing, without its approved charge, or without its receipt queued
 *  declined    the declined card's rider has no order and the cart item back
 */
export async function verifyOrders({ db, sql }, plan) {
  const like = `${EMAIL_PREFIX}%${EMAIL_DOMAIN}`;
  // A submit whose client gave up may still be in the server's hands: its order is checked once
  // the server is done with it (at most SETTLE_WAIT_MS), not half-way.
  const pendingCount = async () =>
    Number(
      (
        await sql`select count(*) as n from orders o join users u on u.id = o.user_id where u.email like ${like} and o.status = 'PaymentPending'`.execute(
          db,
        )
      ).rows[0].n,
    );
  const settleBy = Date.now() + SETTLE_WAIT_MS;
  let stillPending = await pendingCount();
  while (stillPending > 0 && Date.now() < settleBy) {
    await new Promise((r) => setTimeout(r, 1000));
    stillPending = await pendingCount();
  }
  const { rows: orders } = await sql`
    select o.id, o.user_id, o.status, o.price, o.idempotency_key, o.transaction_id,
      (select count(*) from order_items i where i.order_id = o.id) as items,
      (select coalesce(sum(i.price), 0) from order_items i where i.order_id = o.id) as item_total,
      (select count(*) from payment_charges p where p.idempotency_key = o.idempotency_key and p.approved = 1) as charges,
      (select count(*) from outbox m where m.dedupe_key = ${'receipt:order:'} || o.id) as receipts
    from orders o join users u on u.id = o.user_id where u.email like ${like}`.execute(db);
  const { rows: charges } = await sql`
    select p.idempotency_key from payment_charges p where p.idempotency_key like ${'user:%'}`.execute(
    db,
  );
  const { rows: carts } = await sql`
    select c.owner_id, count(*) as n from cart_items c where c.owner_kind = 'user' and c.owner_id in
      (select cast(u.id as text) from users u where u.email like ${like}) group by c.owner_id`.execute(
    db,
  );
  const byUser = new Map();
  for (const o of orders)
    byUser.set(Number(o.user_id), [...(byUser.get(Number(o.user_id)) ?? []), o]);
  const chargesByUser = new Map();
  for (const c of charges) {
    const userId = Number(String(c.idempotency_key).split(':')[1]);
    chargesByUser.set(userId, (chargesByUser.get(userId) ?? 0) + 1);
  }
  const cartOf = new Map(carts.map((c) => [Number(c.owner_id), Number(c.n)]));
  const result = {
    stillPending,
    success: 0,
    refused: 0,
    failed: 0,
    retriedAfterError: 0,
    duplicatesSent: 0,
    lost: 0,
    doubled: 0,
    halfWritten: 0,
    declined: 0,
    declinedIntact: 0,
    late: 0,
    errors: new Map(),
  };
  for (const submit of plan) {
    if (submit.late) result.late += 1;
    const userId = submit.rider.userId;
    const own = byUser.get(userId) ?? [];
    const final = submit.answers.filter((a) => !a.retried);
    result.retriedAfterError += submit.answers.length - final.length;
    for (const a of submit.answers.filter((x) => x.retried)) {
      const why = `resent after ${a.error ?? `${a.status} ${a.body?.msgCode ?? ''}`.trim()}`;
      result.errors.set(why, (result.errors.get(why) ?? 0) + 1);
    }
    if (submit.duplicate) result.duplicatesSent += 1;
    if (own.length > 1 || (chargesByUser.get(userId) ?? 0) > 1) result.doubled += 1;
    if (submit.declined) {
      result.declined += 1;
      const intact = own.length === 0 && cartOf.get(userId) === 1;
      if (intact) result.declinedIntact += 1;
      if (!intact || !final.every((a) => a.status === 402)) {
        if (!final.every((a) => a.status === 402)) result.failed += 1;
        const why = `declined card answered ${final.map((a) => a.error ?? `${a.status} ${a.body?.msgCode ?? ''}`.trim()).join(', ')}; ${own.length} orders, ${cartOf.get(userId) ?? 0} cart items`;
        result.errors.set(why, (result.errors.get(why) ?? 0) + 1);
      }
      continue;
    }
    const ids = new Set(
      final.filter((a) => a.body?.status === 'SUCCESS').map((a) => a.body.data.orderId),
    );
    if (ids.size > 1) result.doubled += 1;
    if (final.every((a) => a.body?.status === 'SUCCESS')) result.success += 1;
    else {
      result.failed += 1;
      for (const a of final.filter((x) => x.body?.status !== 'SUCCESS')) {
        const why = a.error ?? `${a.status} ${a.body?.msgCode ?? ''}`.trim();
        result.errors.set(why, (result.errors.get(why) ?? 0) + 1);
      }
    }
    if (
      ids.size > 0 &&
      !own.some((o) => ids.has(o.id) && String(o.idempotency_key).endsWith(`:${submit.key}`))
    )
      result.lost += 1;
    for (const o of own) {
      const whole =
        Number(o.items) > 0 &&
        Number(o.item_total) === Number(o.price) &&
        ['ProcessingOrder', 'Honoured'].includes(o.status) &&
        o.transaction_id !== null &&
        Number(o.charges) === 1 &&
        Number(o.receipts) === 1 &&
        !cartOf.has(userId);
      if (!whole) result.halfWritten += 1;
    }
  }
  return result;
}

/** The probe's rows from a run and its check. */
export function loadRows(label, { rate, seconds }, run, check) {
  const achieved = run.sent / Math.max(run.sendingSeconds, seconds - 1 / rate);
  // A send the generator made late (its process shares the cores with the server) is kept in
  // the latency, counted from its due instant; more than 1 % of them and the rate was not held.
  const kept =
    run.sent === rate * seconds && check.late <= run.sent / 100 && achieved >= rate * 0.99;
  const answeredRate = check.success / run.allAnsweredSeconds;
  // Sent on time is half of it: the server has sustained the rate only if it answered everything
  // within a second of the last send (else the answers queued, and p95 shows by how much).
  const served = run.allAnsweredSeconds <= seconds + 1;
  const errors = [...check.errors].map(([k, n]) => `${n} × ${k}`).join('; ');
  const fails = errors ? ` (${errors})` : '';
  return [
    {
      metric: `${label}: submits sent / answered SUCCESS / paid with the declined card / failed after a retry`,
      value: `${run.sent} / ${check.success} / ${check.declined} / ${check.failed}${fails}`,
    },
    {
      metric: `${label}: sustained submit rate (open model: sent on time, sends more than ${LATE_MS} ms late at most 1 %, and every answer within 1 s of the last send)`,
      value: `${achieved.toFixed(1)} /s over ${run.sendingSeconds.toFixed(1)} s (${check.late} late); SUCCESS ${answeredRate.toFixed(1)} /s until the last answer at ${run.allAnsweredSeconds.toFixed(1)} s`,
      budget: `${rate}/s for ${seconds} s`,
      ok: kept && served && check.failed === 0,
    },
    {
      metric: `${label}: submit latency from its due instant p50 / p95 / p99 / max`,
      value: `${run.p50.toFixed(1)} / ${run.p95.toFixed(1)} / ${run.p99.toFixed(1)} / ${run.max.toFixed(1)} ms`,
    },
    {
      metric: `${label}: orders lost / doubled / half-written (${check.duplicatesSent} submits also sent twice mid-flight, ${check.retriedAfterError} resent after an error; ${check.stillPending} orders still being paid ${SETTLE_WAIT_MS / 1000} s after the last answer count as half-written)`,
      value: `${check.lost} / ${check.doubled} / ${check.halfWritten}`,
      budget: '0 / 0 / 0',
      ok: check.lost === 0 && check.doubled === 0 && check.halfWritten === 0,
    },
    {
      metric: `${label}: declined payments that left the cart intact and no order`,
      value: `${check.declinedIntact} of ${check.declined}`,
      budget: 'all',
      ok: check.declinedIntact === check.declined,
    },
  ];
}
