// A crash between taking the cart and recording the payment. The process that
// was paying is gone; the order is PaymentPending, charged at the gateway or not. The next start
// settles such orders at once from the gateway's record, and a rider's retry with the same key
// gets its real answer within seconds (it used to wait 20 s for 496, for five minutes).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { getFulfilmentWorker } from '../fulfilment-worker';
import { getPaymentGateway, setPaymentGateway } from '../../../platform/payments/payment-gateway';
import { PAYMENT_LEASE_SECONDS } from '../payment-owner';
import { addReload, balanceOf, contractOf, orderBody, RIDER } from './order-test-helpers';

jest.setTimeout(90_000);

const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

async function until(check: () => Promise<boolean>, what: string, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The owner a process that was killed leaves behind: this host, a pid that no longer runs. */
function deadProcessOwner(): string {
  const child = spawnSync(process.execPath, ['-e', '']);
  return `${os.hostname()}/${child.pid}/0123456789ab`;
}

async function cartPrices(t: TestApp, rider: string): Promise<number[]> {
  return (await t.post('/cart/cartItems', {}, rider)).envelope.data.cartItems.map(
    (i: { price: number }) => i.price,
  );
}

async function chargesOf(t: TestApp, key: string): Promise<number> {
  return (
    await t.app.qcard.db
      .selectFrom('payment_charges')
      .select('id')
      .where('idempotency_key', '=', key)
      .execute()
  ).length;
}

/**
 * Starts a submit whose process "dies" at the gateway: `charged` decides whether the charge went
 * through first. Resolves once the order is PaymentPending (and charged, if so).
 */
async function submitThatDies(
  t: TestApp,
  rider: string,
  charged: boolean,
): Promise<{ id: number; key: string; body: Record<string, unknown> }> {
  const ctx = t.app.qcard;
  const sandbox = getPaymentGateway(ctx);
  setPaymentGateway(ctx, {
    ...sandbox,
    charge: async (req) => {
      if (charged) await sandbox.charge(req);
      return never();
    },
  });
  const body = orderBody(t);
  void t.post('/order/submit', body, rider);
  const find = () =>
    ctx.db
      .selectFrom('orders')
      .select(['id', 'idempotency_key'])
      .where('status', '=', 'PaymentPending')
      .where('idempotency_key', 'like', `%:${String(body.idempotencyKey)}`)
      .executeTakeFirst();
  await until(async () => !!(await find()), 'the pending order');
  const order = (await find())!;
  if (charged)
    await until(async () => (await chargesOf(t, order.idempotency_key!)) === 1, 'the charge');
  setPaymentGateway(ctx, sandbox);
  return { id: order.id, key: order.idempotency_key!, body };
}

describe('a crash mid-payment', () => {
  it('the next start settles both orders at once: the charged one credited once, the other back in the cart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-payment-crash-'));
    const start = new Date();
    let now = start;
    const open = () =>
      createTestApp({ dataDir, clock: () => now, settings: { fulfilmentDelaySeconds: 60 } });
    let t: TestApp | null = null;
    try {
      t = await open();
      const rider = await t.login(RIDER.email, RIDER.password);
      const c = await contractOf(t, '1000000001');
      await addReload(t, rider, c.id, 1800);
      const charged = await submitThatDies(t, rider, true);
      await addReload(t, rider, c.id, 900);
      const notCharged = await submitThatDies(t, rider, false);
      expect(await cartPrices(t, rider)).toEqual([]);
      // The process ends with both payments half-way (nothing more is written by it).
      await t.close();
      t = null;

      // Restarted within the lease the dead process held: no waiting for it, no worker pass.
      t = await open();
      const db = t.app.qcard.db;
      await until(
        async () =>
          (
            await db
              .selectFrom('orders')
              .select('id')
              .where('status', '=', 'PaymentPending')
              .execute()
          ).length === 0,
        'the settlement at start',
        3000,
      );
      expect(
        await db
          .selectFrom('orders')
          .select(['status', 'payment_description', 'price'])
          .where('id', '=', charged.id)
          .executeTakeFirst(),
      ).toEqual({
        status: 'ProcessingOrder',
        payment_description: 'Visa ending 1111',
        price: 1800,
      });
      expect(
        await db
          .selectFrom('orders')
          .select('id')
          .where('id', '=', notCharged.id)
          .executeTakeFirst(),
      ).toBeUndefined();
      const rider2 = await t.login(RIDER.email, RIDER.password);
      expect(await cartPrices(t, rider2)).toEqual([900]);
      expect([await chargesOf(t, charged.key), await chargesOf(t, notCharged.key)]).toEqual([1, 0]);

      // Fulfilment credits the charged order once; the retry of its submit answers that order.
      now = new Date(start.getTime() + 2 * 60_000);
      await getFulfilmentWorker(t.app.qcard)!.runOnce();
      await getFulfilmentWorker(t.app.qcard)!.runOnce();
      expect(await balanceOf(t, c.id)).toBe(c.units_left + 1800);
      expect(
        await db
          .selectFrom('contract_activities')
          .select('id')
          .where('order_id', '=', charged.id)
          .execute(),
      ).toHaveLength(1);
      const retried = await t.post('/order/submit', charged.body, rider2);
      expect(retried.envelope).toMatchObject({ status: 'SUCCESS', data: { orderId: charged.id } });
      expect(await chargesOf(t, charged.key)).toBe(1);
    } finally {
      if (t) await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a retry of a submit whose process died mid-payment', () => {
  let t: TestApp;
  let now = new Date();
  let rider: string;
  let contract: { id: number; units_left: number };

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now, settings: { fulfilmentDelaySeconds: 600 } });
    rider = await t.login(RIDER.email, RIDER.password);
    contract = await contractOf(t, '1000000001');
  });
  afterAll(async () => {
    await t.close();
  });

  it('charged: answers the order within seconds, charged once, not 496', async () => {
    await addReload(t, rider, contract.id, 2500);
    const order = await submitThatDies(t, rider, true);
    // Another process of this machine was paying it, and was killed (its lease still runs).
    await t.app.qcard.db
      .updateTable('orders')
      .set({ payment_owner: deadProcessOwner() })
      .where('id', '=', order.id)
      .execute();
    const began = Date.now();
    const retried = await t.post('/order/submit', order.body, rider);
    expect(Date.now() - began).toBeLessThan(3000);
    expect(retried.envelope).toMatchObject({
      status: 'SUCCESS',
      data: { orderId: order.id, status: 'ProcessingOrder' },
    });
    expect(await chargesOf(t, order.key)).toBe(1);
    expect(await cartPrices(t, rider)).toEqual([]);
  });

  it('never charged, its owner on another machine and its lease lapsed: the retry pays it, once', async () => {
    await addReload(t, rider, contract.id, 1200);
    const order = await submitThatDies(t, rider, false);
    await t.app.qcard.db
      .updateTable('orders')
      .set({ payment_owner: 'another-host.internal/4242/0123456789ab' })
      .where('id', '=', order.id)
      .execute();
    now = new Date(now.getTime() + (PAYMENT_LEASE_SECONDS + 1) * 1000);
    const began = Date.now();
    const retried = await t.post('/order/submit', order.body, rider);
    expect(Date.now() - began).toBeLessThan(3000);
    expect(retried.envelope).toMatchObject({
      status: 'SUCCESS',
      data: { status: 'ProcessingOrder' },
    });
    const paid = await t.app.qcard.db
      .selectFrom('orders')
      .select(['price', 'status'])
      .where('idempotency_key', '=', order.key)
      .execute();
    expect(paid).toEqual([{ price: 1200, status: 'ProcessingOrder' }]);
    expect(await chargesOf(t, order.key)).toBe(1);
    expect(await cartPrices(t, rider)).toEqual([]);
  });

  it('an owner still alive is waited for, not settled under it', async () => {
    await addReload(t, rider, contract.id, 800);
    const ctx = t.app.qcard;
    const sandbox = getPaymentGateway(ctx);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let charging!: () => void;
    const started = new Promise<void>((resolve) => (charging = resolve));
    setPaymentGateway(ctx, {
      ...sandbox,
      charge: async (req) => {
        charging();
        await answered;
        return sandbox.charge(req);
      },
    });
    const body = orderBody(t);
    const first = t.post('/order/submit', body, rider);
    await started;
    let retryDone = false;
    const retry = t.post('/order/submit', body, rider).finally(() => (retryDone = true));
    await new Promise((r) => setTimeout(r, 500));
    await getFulfilmentWorker(ctx)!.runOnce();
    // Neither the retry nor the worker settled it: the order is still the first submit's.
    expect(retryDone).toBe(false);
    expect(
      await ctx.db
        .selectFrom('orders')
        .select('status')
        .where('idempotency_key', 'like', `%:${String(body.idempotencyKey)}`)
        .executeTakeFirst(),
    ).toEqual({ status: 'PaymentPending' });
    answer();
    const [a, b] = await Promise.all([first, retry]);
    setPaymentGateway(ctx, sandbox);
    expect(a.envelope.status).toBe('SUCCESS');
    expect(b.envelope.data.orderId).toBe(a.envelope.data.orderId);
  });
});
