// Faults: the database busy (another connection holds the write lock past the busy timeout),
// read-only, or failing half-way through a multi-row write. Every kind of write answers the
// ERROR envelope with the 475 text and 503 (never a 500 or a stack trace), nothing is half
// written (the data fingerprint is unchanged, the cart keeps its items, nothing is charged),
// reads keep working, and once the fault is gone the same writes succeed.
import path from 'node:path';
import crypto from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { createTestApp, onPostgres, type TestApp } from '../../../test-support/create-test-app';
import { databaseFingerprint } from '../database-fingerprint';
import {
  addReload,
  contractOf,
  orderBody,
  RIDER,
  SPONSOR,
} from '../../../modules/orders/__tests__/order-test-helpers';
import {
  contractOf as anyContractOf,
  paymentFields,
} from '../../../modules/subscriptions/__tests__/subscription-test-helpers';

jest.setTimeout(60_000);

let t: TestApp;
let rider: string;
let acme: string;
let contractId: number;
let itemId: number;
let groupId: number;
let employeeContract: number;

type Write = [name: string, call: () => ReturnType<TestApp['post']>];

function writes(): Write[] {
  const suffix = crypto.randomUUID().slice(0, 8);
  return [
    [
      'login (session row)',
      async () =>
        t.post('/user/authenticate', {
          username: RIDER.email,
          password: RIDER.password,
          captcha: await t.captcha(),
        }),
    ],
    [
      'forgot password',
      async () =>
        t.post('/user/forgotpassword', { email: RIDER.email, captcha: await t.captcha() }),
    ],
    [
      'change password',
      () =>
        t.post(
          '/user/updatepassword',
          { existingpassword: RIDER.password, newpassword: 'Fresh#2027' },
          rider,
        ),
    ],
    [
      'profile',
      () =>
        t.post(
          '/user/updateprofile',
          {
            address1: '9 New Road',
            address2: '',
            city: 'Albany',
            state: 'NY',
            zipcode: '12208',
            phonenumber: '+1 518 555 0199',
          },
          rider,
        ),
    ],
    [
      'feedback',
      async () =>
        t.post('/feedback/save', {
          subject: 'Busy',
          name: 'Riley',
          email: 'r@example.com',
          phonenumber: '+1 212 555 0101',
          comments: 'x',
          captcha: await t.captcha(),
        }),
    ],
    [
      'add to cart',
      () => t.post('/cart/addRechargeCard', { contractid: contractId, rechargevalue: 1500 }, rider),
    ],
    [
      'edit cart item',
      () => t.post('/cart/editOrderItem', { orderItemId: itemId, rechargevalue: 1700 }, rider),
    ],
    ['delete cart item', () => t.post('/cart/deleteOrderItem', { orderItemId: itemId }, rider)],
    ['order submit', () => t.post('/order/submit', orderBody(t), rider)],
    [
      'subscription',
      () =>
        t.post(
          '/subscription/addSubscription',
          {
            contractid: contractId,
            thresholdAmount: 500,
            rechargevalue: 1000,
            maxRecharges: 2,
            ...paymentFields(t),
          },
          rider,
        ),
    ],
    ['tap (debit)', () => t.post('/card/tap', { contractId }, rider)],
    ['group create', () => t.post('/group/create', { groupname: `Busy ${suffix}` }, acme)],
    [
      'employee create',
      () =>
        t.post(
          '/employee/create',
          {
            firstName: 'Jane',
            lastName: 'Doe',
            employeeId: `B-${suffix}`,
            cardNumber: '2000000502',
            groupId,
            contractId: employeeContract,
            email: 'jane.doe@example.com',
            phonenumber: '+1 212 555 0199',
          },
          acme,
        ),
    ],
  ];
}

async function chargeCount(): Promise<number> {
  const row = await t.app.qcard.db
    .selectFrom('payment_charges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Runs every write under the fault and checks the answer and that nothing changed. */
async function expectEveryWriteRefused(): Promise<void> {
  const failures: string[] = [];
  for (const [name, call] of writes()) {
    const before = await databaseFingerprint(t.app.qcard.db);
    const charges = await chargeCount();
    const res = await call();
    const ok =
      // 502: the gateway's own records are in the database too (subscription card tokenizing).
      (res.statusCode === 503 || res.statusCode === 502) &&
      res.envelope.status === 'ERROR' &&
      res.envelope.msgCode === '475' &&
      res.envelope.errorMessage === t.app.qcard.config.message('475', [], 'en') &&
      !/SQLITE|stack|at .*\.ts/i.test(res.body);
    if (!ok) failures.push(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    if ((await databaseFingerprint(t.app.qcard.db)) !== before)
      failures.push(`${name}: data changed`);
    if ((await chargeCount()) !== charges) failures.push(`${name}: charged`);
  }
  expect(failures).toEqual([]);
}

async function cartPrices(): Promise<number[]> {
  const res = await t.post('/cart/cartItems', {}, rider);
  expect(res.envelope.status).toBe('SUCCESS');
  return res.envelope.data.cartItems.map((i: { price: number }) => i.price);
}

beforeAll(async () => {
  // Fail fast instead of the production 5 s wait for another writer's lock.
  t = await createTestApp({
    settings: {
      sqliteBusyTimeoutMs: 150,
      rateLimit: {
        loginPerAccount: 1e6,
        loginPerIp: 1e6,
        resetPerIp: 1e6,
        feedbackPerIp: 1e6,
        anonymousPerIp: 1e6,
      },
    },
  });
  rider = await t.login(RIDER.email, RIDER.password);
  acme = await t.login(SPONSOR.email, SPONSOR.password);
  contractId = (await contractOf(t, '1000000001')).id;
  itemId = await addReload(t, rider, contractId, 1200);
  const groups = await t.post('/group/search', {}, acme);
  groupId = Number(groups.envelope.data.data?.[0]?.id ?? groups.envelope.data[0]?.id);
  employeeContract = await anyContractOf(t, '2000000502');
});
afterAll(async () => t.close());

// These faults are SQLite's own (its file lock, a read-only file, an I/O error); skipped on PostgreSQL (TEST_DATABASE_URL).
(onPostgres ? describe.skip : describe)(
  'database busy: another connection holds the write lock',
  () => {
    it('refuses every write with 503 (502 from the gateway) + 475, changes nothing, keeps serving reads, and recovers', async () => {
      const locker = new BetterSqlite3(path.join(t.dataDir, 'qcard.sqlite'));
      locker.pragma('busy_timeout = 0');
      locker.exec('BEGIN IMMEDIATE');
      try {
        await expectEveryWriteRefused();
        expect(await cartPrices()).toEqual([1200]);
        // Readiness is about answering queries: reads still work, so the instance stays in rotation.
        expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      } finally {
        locker.exec('ROLLBACK');
        locker.close();
      }
      const added = await t.post(
        '/cart/addRechargeCard',
        { contractid: contractId, rechargevalue: 800 },
        rider,
      );
      expect(added.envelope.status).toBe('SUCCESS');
      expect(await cartPrices()).toEqual([1200, 800]);
      await t.post(
        '/cart/deleteOrderItem',
        { orderItemId: added.envelope.data.item.itemId },
        rider,
      );
    });
  },
);

(onPostgres ? describe.skip : describe)('database read-only', () => {
  it('refuses every write with 503 (502 from the gateway) + 475 and changes nothing; writes work again afterwards', async () => {
    await sql`pragma query_only = ON`.execute(t.app.qcard.db);
    try {
      await expectEveryWriteRefused();
      expect(await cartPrices()).toEqual([1200]);
    } finally {
      await sql`pragma query_only = OFF`.execute(t.app.qcard.db);
    }
    const edited = await t.post(
      '/cart/editOrderItem',
      { orderItemId: itemId, rechargevalue: 1300 },
      rider,
    );
    expect(edited.envelope.status).toBe('SUCCESS');
    expect(await cartPrices()).toEqual([1300]);
  });
});

(onPostgres ? describe.skip : describe)(
  'a write failing half-way (I/O error on the second table)',
  () => {
    it('rolls the whole order submit back: no order, no charge, the cart as it was', async () => {
      const db = t.app.qcard.db;
      await sql`create trigger fault_order_items before insert on order_items begin select raise(abort, 'disk I/O error'); end`.execute(
        db,
      );
      const orders = async () =>
        Number(
          (
            await db
              .selectFrom('orders')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      try {
        const before = await databaseFingerprint(db);
        const n = await orders();
        const charges = await chargeCount();
        const res = await t.post('/order/submit', orderBody(t), rider);
        expect(res.envelope.status).toBe('ERROR');
        expect(res.body).not.toMatch(/disk I\/O|stack/);
        expect(await orders()).toBe(n);
        expect(await chargeCount()).toBe(charges);
        expect(await databaseFingerprint(db)).toBe(before);
        expect(await cartPrices()).toEqual([1300]);
      } finally {
        await sql`drop trigger fault_order_items`.execute(db);
      }
      const res = await t.post('/order/submit', orderBody(t), rider);
      expect(res.envelope.status).toBe('SUCCESS');
      expect(await cartPrices()).toEqual([]);
    });
  },
);
