// Faults at the payment gateway: unavailable, timing out after it charged, slow while the rider
// clicks again, and an autoload whose charge got no answer. The rider sees 496 (try again),
// the cart stays as it was, and no order, charge or credit is ever doubled or lost.
import crypto from 'node:crypto';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import {
  getPaymentGateway,
  PaymentGatewayError,
  setPaymentGateway,
  type PaymentGateway,
} from '../../payments/payment-gateway';
import { settleStaleAutoloads } from '../../../modules/subscriptions/autoload-engine';
import {
  addReload,
  balanceOf,
  contractOf,
  orderBody,
  RIDER,
} from '../../../modules/orders/__tests__/order-test-helpers';

jest.setTimeout(60_000);

let t: TestApp;
let sandbox: PaymentGateway;
let rider: string;
let riderId: number;
let contractId: number;
let now = new Date();

async function count(table: 'payment_charges' | 'orders'): Promise<number> {
  let q = t.app.qcard.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (table === 'orders') q = q.where('user_id', '=', riderId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}
async function cartPrices(): Promise<number[]> {
  return (await t.post('/cart/cartItems', {}, rider)).envelope.data.cartItems.map(
    (i: { price: number }) => i.price,
  );
}
async function emptyCart() {
  for (const item of (await t.post('/cart/cartItems', {}, rider)).envelope.data.cartItems)
    await t.post('/cart/deleteOrderItem', { orderItemId: item.itemId }, rider);
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now, settings: { fulfilmentDelaySeconds: 3600 } });
  sandbox = getPaymentGateway(t.app.qcard);
  rider = await t.login(RIDER.email, RIDER.password);
  riderId = (
    await t.app.qcard.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', RIDER.email)
      .executeTakeFirstOrThrow()
  ).id;
  contractId = (await contractOf(t, '1000000001')).id;
});
afterEach(() => setPaymentGateway(t.app.qcard, sandbox));
afterAll(async () => t.close());

describe('card payments', () => {
  it('gateway down: 496 and the cart kept; the retried submit (same key) orders and charges once', async () => {
    await emptyCart();
    await addReload(t, rider, contractId, 1500);
    await addReload(t, rider, contractId, 600);
    let down = true;
    setPaymentGateway(t.app.qcard, {
      ...sandbox,
      charge: async (req) =>
        down
          ? Promise.reject(new PaymentGatewayError('connect ECONNREFUSED'))
          : sandbox.charge(req),
    });
    const body = orderBody(t);
    const [orders, charges] = [await count('orders'), await count('payment_charges')];
    const failed = await t.post('/order/submit', body, rider);
    expect(failed.statusCode).toBe(503);
    expect(failed.envelope).toMatchObject({ status: 'ERROR', msgCode: '496' });
    expect(failed.envelope.errorMessage).toBe(t.app.qcard.config.message('496', [], 'en'));
    expect(await cartPrices()).toEqual([1500, 600]);
    expect([await count('orders'), await count('payment_charges')]).toEqual([orders, charges]);
    down = false;
    const retried = await t.post('/order/submit', body, rider);
    expect(retried.envelope.status).toBe('SUCCESS');
    expect(await t.post('/order/submit', body, rider)).toMatchObject({
      envelope: { data: { orderId: retried.envelope.data.orderId } },
    });
    expect(await cartPrices()).toEqual([]);
    expect([await count('orders'), await count('payment_charges')]).toEqual([
      orders + 1,
      charges + 1,
    ]);
  });

  it('gateway times out after it charged: 496, cart kept; the retry gets the recorded charge, not a second one', async () => {
    await addReload(t, rider, contractId, 2200);
    setPaymentGateway(t.app.qcard, {
      ...sandbox,
      charge: async (req) => {
        await sandbox.charge(req);
        throw new PaymentGatewayError('read ETIMEDOUT');
      },
    });
    const body = orderBody(t);
    const [orders, charges] = [await count('orders'), await count('payment_charges')];
    const failed = await t.post('/order/submit', body, rider);
    expect(failed.envelope).toMatchObject({ status: 'ERROR', msgCode: '496' });
    expect(await cartPrices()).toEqual([2200]);
    setPaymentGateway(t.app.qcard, sandbox);
    const retried = await t.post('/order/submit', body, rider);
    expect(retried.envelope.status).toBe('SUCCESS');
    expect(await cartPrices()).toEqual([]);
    expect([await count('orders'), await count('payment_charges')]).toEqual([
      orders + 1,
      charges + 1,
    ]);
  });

  it('a slow gateway: clicks during the charge (same key or a new one) never make a second order or charge', async () => {
    await addReload(t, rider, contractId, 900);
    // The gateway answers only when the test lets it: the clicks land during the charge by
    // construction, not because a timer happened to be slower than they were.
    let charging!: () => void;
    const chargeStarted = new Promise<void>((resolve) => (charging = resolve));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    setPaymentGateway(t.app.qcard, {
      ...sandbox,
      charge: async (req) => {
        charging();
        await answered;
        return sandbox.charge(req);
      },
    });
    const body = orderBody(t);
    const [orders, charges] = [await count('orders'), await count('payment_charges')];
    const first = t.post('/order/submit', body, rider);
    await chargeStarted;
    let againSettled = false;
    const again = t.post('/order/submit', body, rider).finally(() => (againSettled = true));
    const fresh = await t.post(
      '/order/submit',
      { ...body, idempotencyKey: crypto.randomUUID() },
      rider,
    );
    // The cart is already taken by the submit being paid: nothing left to order.
    expect(fresh.envelope).toMatchObject({ status: 'ERROR', msgCode: '497' });
    // The same-key click waits for the charge in progress instead of answering on its own.
    expect(againSettled).toBe(false);
    answer();
    const [a, b] = await Promise.all([first, again]);
    expect(a.envelope.status).toBe('SUCCESS');
    expect(b.envelope.data.orderId).toBe(a.envelope.data.orderId);
    expect([await count('orders'), await count('payment_charges')]).toEqual([
      orders + 1,
      charges + 1,
    ]);
  });
});

describe('autoload', () => {
  it('a charge without an answer stays pending (not declined) and is settled once later, with the same key', async () => {
    const db = t.app.qcard.db;
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
    setPaymentGateway(t.app.qcard, {
      ...sandbox,
      chargeToken: async (req) => {
        await sandbox.chargeToken(req);
        throw new Error('socket hang up');
      },
    });
    const tap = await t.post('/card/tap', { contractId: sub.contract_id }, rider);
    expect(tap.envelope.status).toBe('SUCCESS');
    const low = await balanceOf(t, sub.contract_id);
    const pending = await db
      .selectFrom('orders')
      .selectAll()
      .where('kind', '=', 'Autoload')
      .where('status', '=', 'ProcessingOrder')
      .execute();
    expect(pending).toHaveLength(1);
    const flagged = await db
      .selectFrom('subscriptions')
      .select('status_reason')
      .where('id', '=', sub.id)
      .executeTakeFirstOrThrow();
    expect(flagged.status_reason).toBeNull();

    setPaymentGateway(t.app.qcard, sandbox);
    now = new Date(now.getTime() + 5 * 60_000);
    expect(await settleStaleAutoloads(t.app.qcard)).toBe(1);
    expect(await settleStaleAutoloads(t.app.qcard)).toBe(0);
    expect(await balanceOf(t, sub.contract_id)).toBe(low + sub.recharge_value);
    expect(
      await db
        .selectFrom('payment_charges')
        .select('id')
        .where('idempotency_key', '=', pending[0]!.idempotency_key!)
        .execute(),
    ).toHaveLength(1);
    expect(
      await db
        .selectFrom('contract_activities')
        .select('id')
        .where('order_id', '=', pending[0]!.id)
        .execute(),
    ).toHaveLength(1);
  });
});
