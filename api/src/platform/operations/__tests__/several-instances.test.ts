// Two API instances on one database behave as one: what one creates (session, cart, reset
// token, captcha use, rate-limit count) the other honours, and their fulfilment and autoload
// workers, racing over the same orders and contracts, credit each exactly once.
// Meant for PostgreSQL (TEST_DATABASE_URL, as `npm test` runs it); on SQLite the two
// instances share one file, which the embedded deployment never does, so the worker races
// run only on PostgreSQL.
import pg from 'pg';
import { createTestApp, dropTestSchema, onPostgres, testDatabaseUrl, type TestApp, type TestAppOptions } from '../../../test-support/create-test-app';
import { fulfilOrder, getFulfilmentWorker } from '../../../modules/orders/fulfilment-worker';
import { runAutoload } from '../../../modules/subscriptions/autoload-engine';
import { addReload, balanceOf, contractOf, orderBody, RIDER, SPONSOR2 } from '../../../modules/orders/__tests__/order-test-helpers';
import { paymentFields } from '../../../modules/subscriptions/__tests__/subscription-test-helpers';

jest.setTimeout(120_000);

const start = Date.now();
let now = new Date(start);
const clock = () => now;

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  const options: TestAppOptions = { clock, settings: { fulfilmentDelaySeconds: 600, lockoutThreshold: 5, rateLimit: { loginPerAccount: 8 } } };
  a = await createTestApp(options);
  // The second instance opens the first one's database (and, on SQLite, its data folder with the keys).
  b = await createTestApp({ ...options, dataDir: a.dataDir, database: a.database });
});

afterAll(async () => {
  await b?.close();
  await a?.close();
});

function mailbox(t: TestApp) {
  return t.app.inject({ method: 'GET', url: '/api/demo/mailbox' }).then((r) => r.json().data as Array<{ to: string; text: string }>);
}

describe('state made on one instance works on the other', () => {
  test('a session: login on A, use and rotate on B, logout on B ends it on A', async () => {
    const token = await a.login(RIDER.email, RIDER.password);
    expect((await b.post('/user/details', {}, token)).envelope.status).toBe('SUCCESS');
    const rotated = await b.post('/user/isTokenValid', {}, token);
    const fresh = rotated.headers['x-auth-token'];
    expect(typeof fresh).toBe('string');
    expect((await a.post('/user/details', {}, fresh as string)).envelope.status).toBe('SUCCESS');
    expect((await b.post('/user/logout', {}, fresh as string)).envelope.status).toBe('SUCCESS');
    expect((await a.post('/user/details', {}, fresh as string)).envelope.msgCode).toBe('464');
  });

  test('a cart: filled on A, listed and submitted on B, the order seen on A', async () => {
    const token = await a.login(RIDER.email, RIDER.password);
    const c = await contractOf(a, '1000000001');
    await addReload(a, token, c.id, 700);
    const list = await b.post('/cart/cartItems', {}, token);
    expect(list.envelope.status).toBe('SUCCESS');
    expect(JSON.stringify(list.envelope.data)).toContain('700');
    const submitted = await b.post('/order/submit', orderBody(b), token);
    expect(submitted.envelope.status).toBe('SUCCESS');
    const detail = await a.post('/order/getOrdersDetails', { orderId: submitted.envelope.data.orderId }, token);
    expect(detail.envelope.status).toBe('SUCCESS');
    expect(detail.envelope.data.price).toBe(700);
  });

  test('a subscription saved eight times at once on A and B leaves one pending cart item for the contract', async () => {
    const token = await a.login(RIDER.email, RIDER.password);
    const c = await contractOf(a, '1000000001');
    const saves = await Promise.all(
      [a, b, a, b, a, b, a, b].map((t, i) =>
        t.post('/subscription/addSubscription', { contractid: c.id, cardSerialNumber: '1000000001', thresholdAmount: 500, rechargevalue: 2000 + i * 100, maxRecharges: 4, ...paymentFields(t) }, token),
      ),
    );
    for (const res of saves) expect(res.envelope.status).toBe('SUCCESS');
    const pending = await a.app.qcard.db
      .selectFrom('cart_items')
      .select('id')
      .where('contract_id', '=', c.id)
      .where('item_type', 'in', ['Subscription', 'SubscriptionUpdate'])
      .execute();
    expect(pending).toHaveLength(1);
  });

  test('a captcha solved for A is accepted once, by B, and then by neither', async () => {
    const solved = await a.captcha();
    expect(await b.app.qcard.captcha.verifyAndSpend(solved)).toBe(true);
    expect(await a.app.qcard.captcha.verifyAndSpend(solved)).toBe(false);
    expect(await b.app.qcard.captcha.verifyAndSpend(solved)).toBe(false);
  });

  test('a card number encrypted with the key A serves is read by B', async () => {
    const pem = (await a.app.inject({ method: 'GET', url: '/pbk.key' })).rawPayload;
    const fromB = (await b.app.inject({ method: 'GET', url: '/pbk.key' })).rawPayload;
    expect(Buffer.compare(pem, fromB)).toBe(0);
  });

  test('a reset token: asked on A, mailed, used on B; the new password works on A', async () => {
    const asked = await a.post('/user/forgotpassword', { email: SPONSOR2.email, captcha: await a.captcha() });
    expect(asked.envelope.msgCode).toBe('474');
    const mail = (await mailbox(b)).find((m) => m.to === SPONSOR2.email);
    const token = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    expect(token).not.toBe('');
    const done = await b.post('/user/newpassword', { token, newpassword: 'Fresh#2027', confirmpassword: 'Fresh#2027' });
    expect(done.envelope).toMatchObject({ status: 'SUCCESS', msgCode: '471' });
    expect(await a.login(SPONSOR2.email, 'Fresh#2027')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await a.post('/user/newpassword', { token, newpassword: 'Again#2028', confirmpassword: 'Again#2028' })).envelope.msgCode).toBe('406');
  });

  test('a check-then-insert across instances: the same group created six times at once is saved once', async () => {
    const sponsor = await a.login('sponsor@example.com', 'Sponsor#2026');
    const name = `Night shift ${Date.now()}`;
    const tries = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 === 0 ? a : b).post('/group/create', { groupname: i % 3 === 0 ? name : name.toUpperCase(), groupdetails: '' }, sponsor),
      ),
    );
    const saved = tries.filter((t) => t.envelope.status === 'SUCCESS');
    expect(saved).toHaveLength(1);
    // Every other try gets what a later duplicate gets: the field error, never a 500.
    const later = await b.post('/group/create', { groupname: name, groupdetails: '' }, sponsor);
    expect(later.statusCode).toBe(409);
    for (const t of tries.filter((x) => x.envelope.status !== 'SUCCESS')) {
      expect(t.statusCode).toBe(later.statusCode);
      expect(t.envelope.msgCode).toBe(later.envelope.msgCode);
    }
  });

  test('a rate-limit count: eight login attempts spread over A and B use up one allowance', async () => {
    const attempt = async (t: TestApp) =>
      t.post('/user/authenticate', { username: 'patron2@example.com', password: 'wrong-Password1', captcha: await t.captcha() });
    // Refused as a wrong password or a locked account (not as too many) eight times, then
    // limited whichever instance answers.
    for (let i = 0; i < 8; i++) expect((await attempt(i % 2 === 0 ? a : b)).statusCode).not.toBe(429);
    expect((await attempt(b)).statusCode).toBe(429);
    expect((await attempt(a)).statusCode).toBe(429);
  });

  test('a lockout count: five wrong passwords at once, on A and B, lock the account', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        const t = i % 2 === 0 ? a : b;
        return t.post('/user/authenticate', { username: 'sponsor@example.com', password: 'wrong-Password1', captcha: await t.captcha() });
      }),
    );
    // A locked account answers exactly like a wrong password (no 423 to tell an attacker it exists).
    expect(attempts.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    const right = await b.post('/user/authenticate', { username: 'sponsor@example.com', password: 'Sponsor#2026', captcha: await b.captcha() });
    expect(right.statusCode).toBe(401);
    expect(right.headers['x-auth-token']).toBeUndefined();
    const row = await a.app.qcard.db.selectFrom('users').select('locked_until').where('email', '=', 'sponsor@example.com').executeTakeFirstOrThrow();
    expect(row.locked_until).not.toBeNull();
  });
});

(onPostgres ? describe : describe.skip)('workers of both instances racing (PostgreSQL)', () => {
  test('three instances starting at once on an empty database migrate and seed it once', async () => {
    const url = testDatabaseUrl()!;
    const schema = `qcard_test_start_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    const apps: TestApp[] = [];
    try {
      const database = { kind: 'postgres' as const, url, schema, poolSize: 3 };
      const started = await Promise.allSettled([1, 2, 3].map(() => createTestApp({ database })));
      for (const s of started) if (s.status === 'fulfilled') apps.push(s.value);
      expect(started.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const users = await admin.query(`SELECT count(*)::int AS n FROM "${schema}".users WHERE email = 'rider@example.com'`);
      expect(users.rows[0].n).toBe(1);
      const migrations = await admin.query(`SELECT count(*)::int AS n FROM "${schema}".kysely_migration`);
      const applied = await admin.query(`SELECT count(DISTINCT name)::int AS n FROM "${schema}".kysely_migration`);
      expect(migrations.rows[0].n).toBe(applied.rows[0].n);
      // And they share one card key.
      const keys = await Promise.all(apps.map(async (t) => (await t.app.inject({ method: 'GET', url: '/pbk.key' })).rawPayload.toString('base64')));
      expect(new Set(keys).size).toBe(1);
    } finally {
      for (const t of apps) await t.close();
      await admin.end();
      await dropTestSchema(url, schema);
    }
  });

  test('fulfilment: every order of several riders is credited exactly once', async () => {
    const db = a.app.qcard.db;
    const rider = await a.login(RIDER.email, RIDER.password);
    const c = await contractOf(a, '1000000001');
    const before = await balanceOf(a, c.id);
    const orderIds: number[] = [];
    const amounts = [500, 600, 700, 800, 900, 1000];
    for (const [i, cents] of amounts.entries()) {
      const t = i % 2 === 0 ? a : b;
      await addReload(t, rider, c.id, cents);
      const res = await t.post('/order/submit', orderBody(t), rider);
      expect(res.envelope.status).toBe('SUCCESS');
      orderIds.push(res.envelope.data.orderId as number);
    }
    // Orders other tests left waiting fall due too.
    const others = await db
      .selectFrom('orders as o')
      .innerJoin('order_items as i', 'i.order_id', 'o.id')
      .select(['o.id', 'i.price', 'i.contract_id'])
      .where('o.status', '=', 'ProcessingOrder')
      .where('o.fulfil_after', 'is not', null)
      .where('o.id', 'not in', orderIds)
      .execute();
    const othersDue = new Set(others.map((o) => o.id)).size;
    const othersCredit = others.filter((o) => o.contract_id === c.id).reduce((sum, o) => sum + o.price, 0);
    // Due now on both instances' clocks: both workers, and direct claims of every order from
    // both sides, all at once.
    now = new Date(now.getTime() + 11 * 60_000);
    const results = await Promise.all([
      getFulfilmentWorker(a.app.qcard)!.runOnce(),
      getFulfilmentWorker(b.app.qcard)!.runOnce(),
      ...orderIds.flatMap((id) => [fulfilOrder(a.app.qcard, id), fulfilOrder(b.app.qcard, id)]),
    ]);
    const byWorkers = (results[0] as number) + (results[1] as number);
    const byDirect = results.slice(2).filter((r) => r !== null).length;
    // Each order claimed once in all: every other claim found it taken.
    expect(byWorkers + byDirect).toBe(orderIds.length + othersDue);

    const statuses = await db.selectFrom('orders').select('status').where('id', 'in', orderIds).execute();
    expect(statuses.map((s) => s.status)).toEqual(orderIds.map(() => 'Honoured'));
    const credits = await db.selectFrom('contract_activities').select(['order_id', 'units']).where('order_id', 'in', orderIds).execute();
    expect(credits).toHaveLength(orderIds.length);
    expect(new Set(credits.map((r) => r.order_id)).size).toBe(orderIds.length);
    expect(await balanceOf(a, c.id)).toBe(before + othersCredit + amounts.reduce((s, x) => s + x, 0));
  });

  test('autoload: racing claims on both instances reload a low contract once per dip', async () => {
    const db = a.app.qcard.db;
    const sub = await db.selectFrom('subscriptions').selectAll().where('payment_token', '=', 'sandbox_tok_visa_4242').executeTakeFirstOrThrow();
    const autoloads = async () =>
      (await db.selectFrom('contract_activities').select('id').where('contract_id', '=', sub.contract_id).where('activity_type', '=', 'Autoload').execute()).length;
    const first = await autoloads();
    for (let round = 1; round <= 2; round++) {
      await db.updateTable('contracts').set({ units_left: sub.threshold - 1 }).where('id', '=', sub.contract_id).execute();
      const outcomes = await Promise.all([
        runAutoload(a.app.qcard, sub.contract_id),
        runAutoload(b.app.qcard, sub.contract_id),
        runAutoload(a.app.qcard, sub.contract_id),
        runAutoload(b.app.qcard, sub.contract_id),
      ]);
      expect(outcomes.filter((o) => o === 'honoured')).toHaveLength(1);
      expect(await autoloads()).toBe(first + round);
      expect(await balanceOf(a, sub.contract_id)).toBe(sub.threshold - 1 + sub.recharge_value);
    }
    const charges = await db.selectFrom('payment_charges').select('idempotency_key').where('idempotency_key', 'like', `autoload:${sub.id}:%`).execute();
    expect(charges).toHaveLength(2);
  });

  test('taps on both instances at once: the fares and the autoloads add up', async () => {
    const db = a.app.qcard.db;
    const token = await a.login(RIDER.email, RIDER.password);
    const sub = await db.selectFrom('subscriptions').selectAll().where('payment_token', '=', 'sandbox_tok_visa_4242').executeTakeFirstOrThrow();
    await db.updateTable('subscriptions').set({ max_per_period: 10 }).where('id', '=', sub.id).execute();
    const countRows = async (type: string) =>
      (await db.selectFrom('contract_activities').select('id').where('contract_id', '=', sub.contract_id).where('activity_type', '=', type).execute()).length;
    await db.updateTable('contracts').set({ units_left: sub.threshold + 300 }).where('id', '=', sub.contract_id).execute();
    const startBalance = await balanceOf(a, sub.contract_id);
    const tapsBefore = await countRows('Tap');
    const autoloadsBefore = await countRows('Autoload');
    const taps = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? a : b).post('/card/tap', { contractId: sub.contract_id }, token)));
    const ok = taps.filter((t) => t.envelope.status === 'SUCCESS').length;
    // A tap landing before the autoload's credit may find the balance too low (495): refused, nothing written.
    for (const t of taps) if (t.envelope.status !== 'SUCCESS') expect(t.envelope.msgCode).toBe('495');
    expect(ok).toBeGreaterThanOrEqual(3);
    const fares = (await db.selectFrom('contract_activities').select('units').where('contract_id', '=', sub.contract_id).where('activity_type', '=', 'Tap').orderBy('id', 'desc').limit(ok).execute())
      .reduce((s, r) => s + r.units, 0);
    const tapsAfter = await countRows('Tap');
    const autoloadsAfter = await countRows('Autoload');
    expect(tapsAfter - tapsBefore).toBe(ok);
    expect(await balanceOf(a, sub.contract_id)).toBeGreaterThanOrEqual(0);
    expect(autoloadsAfter - autoloadsBefore).toBeGreaterThanOrEqual(1);
    // Every row's before/after chain adds up to the balance: no lost update between instances.
    expect(await balanceOf(a, sub.contract_id)).toBe(startBalance + fares + (autoloadsAfter - autoloadsBefore) * sub.recharge_value);
  });
});
