import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp } from '../../../test-support/create-test-app';
import { getFulfilmentWorker } from '../fulfilment-worker';
import { getPaymentGateway, setPaymentGateway } from '../../../platform/payments/payment-gateway';
import { addReload, balanceOf, contractOf, orderBody, RIDER } from './order-test-helpers';

// Building an app (RSA key, seed) is slow on a loaded machine.
jest.setTimeout(30_000);
describe('order fulfilment', () => {
  it('credits the contract exactly once, across a restart on the same data folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-fulfil-'));
    const start = new Date();
    let now = start;
    const clock = () => now;
    const settings = { fulfilmentDelaySeconds: 600 };
    try {
      let t = await createTestApp({ dataDir, clock, settings });
      const rider = await t.login(RIDER.email, RIDER.password);
      const c = await contractOf(t, '1000000001');
      await addReload(t, rider, c.id, 2300);
      const res = await t.post('/order/submit', orderBody(t), rider);
      const orderId = res.envelope.data.orderId as number;
      // Not due yet: nothing happens.
      expect(await getFulfilmentWorker(t.app.qcard)?.runOnce()).toBe(0);
      expect(await balanceOf(t, c.id)).toBe(c.units_left);
      await t.close();

      // Restart 11 minutes later: the new app fulfils the order the old one accepted.
      now = new Date(start.getTime() + 11 * 60_000);
      t = await createTestApp({ dataDir, clock, settings });
      const worker = getFulfilmentWorker(t.app.qcard)!;
      expect(await worker.runOnce()).toBe(1);
      expect(await worker.runOnce()).toBe(0);
      expect(await balanceOf(t, c.id)).toBe(c.units_left + 2300);
      const token = await t.login(RIDER.email, RIDER.password);
      const detail = await t.post('/order/getOrdersDetails', { orderId }, token);
      expect(detail.envelope.data.status).toBe('Honoured');
      expect(detail.envelope.data.orderItems[0].status).toBe('Honoured');
      await t.close();

      // And once more: still exactly one credit, one activity row for the order.
      t = await createTestApp({ dataDir, clock, settings });
      expect(await getFulfilmentWorker(t.app.qcard)!.runOnce()).toBe(0);
      expect(await balanceOf(t, c.id)).toBe(c.units_left + 2300);
      const acts = await t.app.qcard.db
        .selectFrom('contract_activities')
        .selectAll()
        .where('order_id', '=', orderId)
        .execute();
      expect(acts).toHaveLength(1);
      expect(acts[0]).toMatchObject({
        activity_type: 'Reload',
        units: 2300,
        units_before: c.units_left,
        units_after: c.units_left + 2300,
      });
      await t.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('leaves seeded ProcessingOrder orders (no fulfil_after) alone', async () => {
    const t = await createTestApp({ settings: { fulfilmentDelaySeconds: 0 } });
    try {
      const before = await t.app.qcard.db
        .selectFrom('orders')
        .select('id')
        .where('status', '=', 'ProcessingOrder')
        .execute();
      await getFulfilmentWorker(t.app.qcard)!.runOnce();
      const after = await t.app.qcard.db
        .selectFrom('orders')
        .select('id')
        .where('status', '=', 'ProcessingOrder')
        .execute();
      expect(after).toEqual(before);
    } finally {
      await t.close();
    }
  });
});

describe('orders left PaymentPending by a crash during the charge', () => {
  it('are settled from the gateway record: charged goes on to fulfilment, never charged returns to the cart', async () => {
    const start = new Date();
    let now = start;
    const t = await createTestApp({ clock: () => now, settings: { fulfilmentDelaySeconds: 60 } });
    try {
      const ctx = t.app.qcard;
      const sandbox = getPaymentGateway(ctx);
      const rider = await t.login(RIDER.email, RIDER.password);
      const c = await contractOf(t, '1000000001');

      // 1. The charge went through, then the process "crashed" before recording it.
      setPaymentGateway(ctx, {
        ...sandbox,
        charge: async (req) => {
          await sandbox.charge(req);
          throw new Error('crash after charge');
        },
      });
      await addReload(t, rider, c.id, 1800);
      const crashed = await t.post('/order/submit', orderBody(t), rider);
      expect(crashed.statusCode).toBe(500);
      const pending = await ctx.db
        .selectFrom('orders')
        .selectAll()
        .where('status', '=', 'PaymentPending')
        .execute();
      expect(pending).toHaveLength(1);
      expect((await t.post('/cart/cartItems', {}, rider)).envelope.data.numberOfRecords).toBe(0);

      // 2. Another crash before anything was charged.
      setPaymentGateway(ctx, {
        ...sandbox,
        charge: async () => {
          throw new Error('crash before charge');
        },
      });
      await addReload(t, rider, c.id, 900);
      expect((await t.post('/order/submit', orderBody(t), rider)).statusCode).toBe(500);
      setPaymentGateway(ctx, sandbox);

      // Not stale yet: nothing changes.
      await getFulfilmentWorker(ctx)!.runOnce();
      expect(
        await ctx.db
          .selectFrom('orders')
          .select('id')
          .where('status', '=', 'PaymentPending')
          .execute(),
      ).toHaveLength(2);

      now = new Date(start.getTime() + 6 * 60_000);
      await getFulfilmentWorker(ctx)!.runOnce();
      const paid = await ctx.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', pending[0]!.id)
        .executeTakeFirstOrThrow();
      expect(paid).toMatchObject({
        status: 'ProcessingOrder',
        payment_description: 'Visa ending 1111',
        price: 1800,
      });
      expect(
        await ctx.db
          .selectFrom('orders')
          .select('id')
          .where('status', '=', 'PaymentPending')
          .execute(),
      ).toHaveLength(0);
      const cart = (await t.post('/cart/cartItems', {}, rider)).envelope.data;
      expect(cart.cartItems.map((i: { price: number }) => i.price)).toEqual([900]);

      now = new Date(start.getTime() + 8 * 60_000);
      await getFulfilmentWorker(ctx)!.runOnce();
      expect(await balanceOf(t, c.id)).toBe(c.units_left + 1800);
    } finally {
      await t.close();
    }
  });
});
