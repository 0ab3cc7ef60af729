// Faults: the API stops in the middle of fulfilment, of a card charge and of an autoload, and a
// new process starts on the same data folder. The workers finish what was left: every order
// item is credited exactly once, every idempotency key is charged once, nothing is lost.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { getFulfilmentWorker } from '../../../modules/orders/fulfilment-worker';
import { getPaymentGateway, setPaymentGateway } from '../../payments/payment-gateway';
import {
  addReload,
  balanceOf,
  contractOf,
  orderBody,
  RIDER,
} from '../../../modules/orders/__tests__/order-test-helpers';

jest.setTimeout(90_000);

const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('a restart in the middle of fulfilment, a charge and an autoload', () => {
  it('finishes each once on the same data: credits, activity rows and charges counted', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-restart-'));
    const start = new Date();
    let now = start;
    const clock = () => now;
    const settings = { fulfilmentDelaySeconds: 600 };
    const open = () => createTestApp({ dataDir, clock, settings });
    let t: TestApp | null = null;
    try {
      t = await open();
      const ctx = t.app.qcard;
      const db = ctx.db;
      const rider = await t.login(RIDER.email, RIDER.password);
      const c = await contractOf(t, '1000000001');

      // 1. Two orders accepted and paid, waiting for fulfilment.
      await addReload(t, rider, c.id, 2500);
      await addReload(t, rider, c.id, 1010);
      const a = (await t.post('/order/submit', orderBody(t), rider)).envelope.data
        .orderId as number;
      await addReload(t, rider, c.id, 700);
      const b = (await t.post('/order/submit', orderBody(t), rider)).envelope.data
        .orderId as number;
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(a);

      // 2. A third order: the processor charged it, then the process stopped before recording it.
      const sandbox = getPaymentGateway(ctx);
      setPaymentGateway(ctx, {
        ...sandbox,
        charge: async (req) => {
          await sandbox.charge(req);
          return never();
        },
        chargeToken: async (req) => {
          await sandbox.chargeToken(req);
          return never();
        },
      });
      await addReload(t, rider, c.id, 1800);
      void t.post('/order/submit', orderBody(t), rider);
      await until(
        async () =>
          (
            await db
              .selectFrom('orders')
              .select('id')
              .where('status', '=', 'PaymentPending')
              .execute()
          ).length === 1,
        'the charge',
      );
      const pendingOrder = await db
        .selectFrom('orders')
        .select(['id', 'idempotency_key'])
        .where('status', '=', 'PaymentPending')
        .executeTakeFirstOrThrow();
      await until(
        async () =>
          !!(await db
            .selectFrom('payment_charges')
            .select('id')
            .where('idempotency_key', '=', pendingOrder.idempotency_key!)
            .executeTakeFirst()),
        'the processor record',
      );

      // 3. An autoload is due: a tap takes the subscribed contract below its threshold; the
      //    processor charges the card on file, and the process stops before crediting.
      const sub = await db
        .selectFrom('subscriptions')
        .selectAll()
        .where('payment_token', '=', 'sandbox_tok_visa_4242')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('contracts')
        .set({ units_left: sub.threshold })
        .where('id', '=', sub.contract_id)
        .execute();
      void t.post('/card/tap', { contractId: sub.contract_id }, rider);
      await until(
        async () =>
          !!(await db
            .selectFrom('payment_charges')
            .select('id')
            .where('idempotency_key', 'like', `autoload:${sub.id}:%`)
            .executeTakeFirst()),
        'the autoload charge',
      );
      const afterTap = await balanceOf(t, sub.contract_id);
      expect(afterTap).toBeLessThan(sub.threshold);
      const autoloadOrder = await db
        .selectFrom('orders')
        .select(['id', 'status', 'idempotency_key'])
        .where('kind', '=', 'Autoload')
        .where('status', '=', 'ProcessingOrder')
        .executeTakeFirstOrThrow();
      expect(await balanceOf(t, c.id)).toBe(c.units_left);
      await t.close();
      t = null;

      // Restart 11 minutes later: orders a and b are due, the autoload and the charge are stale.
      now = new Date(start.getTime() + 11 * 60_000);
      t = await open();
      const worker = getFulfilmentWorker(t.app.qcard)!;
      await worker.runOnce();
      await worker.runOnce();
      const db2 = t.app.qcard.db;
      const status = async (id: number) =>
        (
          await db2
            .selectFrom('orders')
            .select('status')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).status;
      expect([
        await status(a),
        await status(b),
        await status(pendingOrder.id),
        await status(autoloadOrder.id),
      ]).toEqual(['Honoured', 'Honoured', 'ProcessingOrder', 'Honoured']);
      expect(await balanceOf(t, c.id)).toBe(c.units_left + 2500 + 1010 + 700);
      expect(await balanceOf(t, sub.contract_id)).toBe(afterTap + sub.recharge_value);
      await t.close();
      t = null;

      // And again, once the charged order is due too; then a third start changes nothing.
      now = new Date(start.getTime() + 25 * 60_000);
      t = await open();
      await getFulfilmentWorker(t.app.qcard)!.runOnce();
      expect(await balanceOf(t, c.id)).toBe(c.units_left + 2500 + 1010 + 700 + 1800);
      await t.close();
      now = new Date(start.getTime() + 40 * 60_000);
      t = await open();
      await getFulfilmentWorker(t.app.qcard)!.runOnce();
      const db3 = t.app.qcard.db;
      expect(await balanceOf(t, c.id)).toBe(c.units_left + 2500 + 1010 + 700 + 1800);
      expect(await balanceOf(t, sub.contract_id)).toBe(afterTap + sub.recharge_value);

      // Counted: one activity row per item, one charge per key, one autoload.
      const reloads = await db3
        .selectFrom('contract_activities')
        .select(['order_id', 'units'])
        .where('contract_id', '=', c.id)
        .where('activity_type', '=', 'Reload')
        .where('order_id', 'in', [a, b, pendingOrder.id])
        .orderBy('id')
        .execute();
      expect(reloads.map((r) => [r.order_id, r.units])).toEqual([
        [a, 2500],
        [a, 1010],
        [b, 700],
        [pendingOrder.id, 1800],
      ]);
      const autoloads = await db3
        .selectFrom('contract_activities')
        .select('units')
        .where('order_id', '=', autoloadOrder.id)
        .execute();
      expect(autoloads).toEqual([{ units: sub.recharge_value }]);
      for (const key of [pendingOrder.idempotency_key!, autoloadOrder.idempotency_key!]) {
        expect(
          await db3
            .selectFrom('payment_charges')
            .select('id')
            .where('idempotency_key', '=', key)
            .execute(),
        ).toHaveLength(1);
      }
      const rest = await t.post('/cart/cartItems', {}, await t.login(RIDER.email, RIDER.password));
      expect(rest.envelope.data.cartItems).toEqual([]);
      expect(
        await db3
          .selectFrom('orders')
          .select('id')
          .where('status', 'in', ['PaymentPending', 'ProcessingOrder'])
          .where('fulfil_after', 'is not', null)
          .execute(),
      ).toEqual([]);
    } finally {
      if (t) await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
