// The fulfilment and autoload workers of two API instances on one database, racing over the
// same orders and contracts, credit each exactly once. Meant for PostgreSQL (TEST_DATABASE_URL,
// as `npm test` runs it); on SQLite the two instances share one file, which the embedded
// deployment never does, so these races run only on PostgreSQL.
import pg from 'pg';
import {
  createTestApp,
  dropTestSchema,
  onPostgres,
  testDatabaseUrl,
  type TestApp,
} from '../../../test-support/create-test-app';
import { fulfilOrder, getFulfilmentWorker } from '../../../modules/orders/fulfilment-worker';
import { runAutoload } from '../../../modules/subscriptions/autoload-engine';
import {
  addReload,
  balanceOf,
  contractOf,
  orderBody,
  RIDER,
} from '../../../modules/orders/__tests__/order-test-helpers';
import { startTwoInstances } from './several-instances-fixtures';

jest.setTimeout(120_000);

let now = new Date();
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  [a, b] = await startTwoInstances(() => now);
});

afterAll(async () => {
  await b?.close();
  await a?.close();
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
      const users = await admin.query(
        `SELECT count(*)::int AS n FROM "${schema}".users WHERE email = 'rider@example.com'`,
      );
      expect(users.rows[0].n).toBe(1);
      const migrations = await admin.query(
        `SELECT count(*)::int AS n FROM "${schema}".kysely_migration`,
      );
      const applied = await admin.query(
        `SELECT count(DISTINCT name)::int AS n FROM "${schema}".kysely_migration`,
      );
      expect(migrations.rows[0].n).toBe(applied.rows[0].n);
      // And they share one card key.
      const keys = await Promise.all(
        apps.map(async (t) =>
          (await t.app.inject({ method: 'GET', url: '/pbk.key' })).rawPayload.toString('base64'),
        ),
      );
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
    const othersCredit = others
      .filter((o) => o.contract_id === c.id)
      .reduce((sum, o) => sum + o.price, 0);
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

    const statuses = await db
      .selectFrom('orders')
      .select('status')
      .where('id', 'in', orderIds)
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(orderIds.map(() => 'Honoured'));
    const credits = await db
      .selectFrom('contract_activities')
      .select(['order_id', 'units'])
      .where('order_id', 'in', orderIds)
      .execute();
    expect(credits).toHaveLength(orderIds.length);
    expect(new Set(credits.map((r) => r.order_id)).size).toBe(orderIds.length);
    expect(await balanceOf(a, c.id)).toBe(
      before + othersCredit + amounts.reduce((s, x) => s + x, 0),
    );
  });

  test('autoload: racing claims on both instances reload a low contract once per dip', async () => {
    const db = a.app.qcard.db;
    const sub = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('payment_token', '=', 'sandbox_tok_visa_4242')
      .executeTakeFirstOrThrow();
    const autoloads = async () =>
      (
        await db
          .selectFrom('contract_activities')
          .select('id')
          .where('contract_id', '=', sub.contract_id)
          .where('activity_type', '=', 'Autoload')
          .execute()
      ).length;
    const first = await autoloads();
    for (let round = 1; round <= 2; round++) {
      await db
        .updateTable('contracts')
        .set({ units_left: sub.threshold - 1 })
        .where('id', '=', sub.contract_id)
        .execute();
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
    const charges = await db
      .selectFrom('payment_charges')
      .select('idempotency_key')
      .where('idempotency_key', 'like', `autoload:${sub.id}:%`)
      .execute();
    expect(charges).toHaveLength(2);
  });

  test('taps on both instances at once: the fares and the autoloads add up', async () => {
    const db = a.app.qcard.db;
    const token = await a.login(RIDER.email, RIDER.password);
    const sub = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('payment_token', '=', 'sandbox_tok_visa_4242')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('subscriptions')
      .set({ max_per_period: 10 })
      .where('id', '=', sub.id)
      .execute();
    const countRows = async (type: string) =>
      (
        await db
          .selectFrom('contract_activities')
          .select('id')
          .where('contract_id', '=', sub.contract_id)
          .where('activity_type', '=', type)
          .execute()
      ).length;
    await db
      .updateTable('contracts')
      .set({ units_left: sub.threshold + 300 })
      .where('id', '=', sub.contract_id)
      .execute();
    const startBalance = await balanceOf(a, sub.contract_id);
    const tapsBefore = await countRows('Tap');
    const autoloadsBefore = await countRows('Autoload');
    const taps = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 === 0 ? a : b).post('/card/tap', { contractId: sub.contract_id }, token),
      ),
    );
    const ok = taps.filter((t) => t.envelope.status === 'SUCCESS').length;
    // A tap landing before the autoload's credit may find the balance too low (495): refused, nothing written.
    for (const t of taps)
      if (t.envelope.status !== 'SUCCESS') expect(t.envelope.msgCode).toBe('495');
    expect(ok).toBeGreaterThanOrEqual(3);
    const fares = (
      await db
        .selectFrom('contract_activities')
        .select('units')
        .where('contract_id', '=', sub.contract_id)
        .where('activity_type', '=', 'Tap')
        .orderBy('id', 'desc')
        .limit(ok)
        .execute()
    ).reduce((s, r) => s + r.units, 0);
    const tapsAfter = await countRows('Tap');
    const autoloadsAfter = await countRows('Autoload');
    expect(tapsAfter - tapsBefore).toBe(ok);
    expect(await balanceOf(a, sub.contract_id)).toBeGreaterThanOrEqual(0);
    expect(autoloadsAfter - autoloadsBefore).toBeGreaterThanOrEqual(1);
    // Every row's before/after chain adds up to the balance: no lost update between instances.
    expect(await balanceOf(a, sub.contract_id)).toBe(
      startBalance + fares + (autoloadsAfter - autoloadsBefore) * sub.recharge_value,
    );
  });
});
