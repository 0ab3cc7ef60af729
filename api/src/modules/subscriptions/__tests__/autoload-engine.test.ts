// The autoload engine: a tap that takes an Active subscription's contract below its threshold
// recharges it once, at most the monthly maximum per calendar month (New York time), once
// even when two debits race; a decline credits nothing and flags the subscription.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import {
  RIDER,
  activeSub,
  contractOf,
  paymentFields,
  submitAndFulfil,
} from './subscription-test-helpers';

let now = new Date('2026-11-30T12:00:00.000Z');
let t: TestApp;
let rider: string;
let contract: number;

async function setBalance(cents: number) {
  await t.app.qcard.db
    .updateTable('contracts')
    .set({ units_left: cents })
    .where('id', '=', contract)
    .execute();
}
async function balance(): Promise<number> {
  const row = await t.app.qcard.db
    .selectFrom('contracts')
    .select('units_left')
    .where('id', '=', contract)
    .executeTakeFirstOrThrow();
  return row.units_left;
}
async function autoloads() {
  return t.app.qcard.db
    .selectFrom('contract_activities')
    .selectAll()
    .where('contract_id', '=', contract)
    .where('activity_type', '=', 'Autoload')
    .execute();
}
const tap = () => t.post('/card/tap', { contractId: contract }, rider);

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  rider = await t.login(RIDER.email, RIDER.password);
  contract = await contractOf(t, '1000000001');
  const add = await t.post(
    '/subscription/addSubscription',
    {
      contractid: contract,
      thresholdAmount: 500,
      rechargevalue: 1000,
      maxRecharges: 2,
      ...paymentFields(t),
    },
    rider,
  );
  expect(add.envelope.status).toBe('SUCCESS');
  await submitAndFulfil(t, rider);
  expect(await activeSub(t, contract)).toBeDefined();
});
afterAll(async () => t.close());

describe('autoload on tap', () => {
  it('does nothing while the balance stays at or above the threshold', async () => {
    await setBalance(625);
    await tap(); // 500 left: not below 500
    expect(await balance()).toBe(500);
    expect(await autoloads()).toHaveLength(0);
  });

  it('recharges once when a tap takes the balance below the threshold, with an Autoload order', async () => {
    await tap(); // 375 < 500 → +1000
    expect(await balance()).toBe(1375);
    const [act] = await autoloads();
    expect(act).toMatchObject({ units: 1000, units_before: 375, units_after: 1375, billed: 1000 });
    const order = await t.app.qcard.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', act?.order_id ?? -1)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      kind: 'Autoload',
      status: 'Honoured',
      price: 1000,
      card_last4: '1111',
      idempotency_key: expect.stringMatching(/^autoload:\d+:2026-11:1$/),
    });
    // The rider reads the brand's name in the order history, not its stored code ("visa").
    expect(order.payment_description).toBe('Automatic reload charged to Visa ending 1111');
    const items = await t.app.qcard.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(items).toEqual([
      expect.objectContaining({
        item_type: 'Autoload',
        status: 'Honoured',
        price: 1000,
        contract_id: contract,
      }),
    ]);
  });

  it('two racing debits autoload once', async () => {
    await setBalance(700);
    const [a, b] = await Promise.all([tap(), tap()]); // 700 → 575 → 450: one autoload
    expect([a.envelope.status, b.envelope.status]).toEqual(['SUCCESS', 'SUCCESS']);
    expect(await autoloads()).toHaveLength(2);
    expect(await balance()).toBe(450 + 1000);
  });

  it('stops at the monthly maximum, also across 2026-12-01 UTC while New York is still in November', async () => {
    await setBalance(400);
    await tap(); // max 2 used this month
    expect(await autoloads()).toHaveLength(2);
    expect(await balance()).toBe(275);
    now = new Date('2026-12-01T03:00:00.000Z'); // 22:00 on Nov 30 in New York
    rider = await t.login(RIDER.email, RIDER.password); // the clock jump ended the session
    await tap();
    expect(await autoloads()).toHaveLength(2);
    expect(await balance()).toBe(150);
  });

  it('starts again in the next calendar month', async () => {
    now = new Date('2026-12-01T06:00:00.000Z'); // 01:00 on Dec 1 in New York
    rider = await t.login(RIDER.email, RIDER.password);
    await tap();
    expect(await autoloads()).toHaveLength(3);
    expect(await balance()).toBe(25 + 1000);
    const runs = await t.app.qcard.db
      .selectFrom('autoload_runs')
      .select(['period', 'count'])
      .orderBy('period')
      .execute();
    expect(runs).toEqual([
      { period: '2026-11', count: 2 },
      { period: '2026-12', count: 1 },
    ]);
  });
});

describe('a declined autoload', () => {
  it('credits nothing, rejects the order and shows the reason on the card details', async () => {
    const c4 = await contractOf(t, '1000000004');
    const add = await t.post(
      '/subscription/addSubscription',
      {
        contractid: c4,
        thresholdAmount: 5000,
        rechargevalue: 1000,
        maxRecharges: 5,
        ...paymentFields(t, '4000000000000002'),
      },
      rider,
    );
    expect(add.envelope.status).toBe('SUCCESS');
    await submitAndFulfil(t, rider);
    const before = await t.app.qcard.db
      .selectFrom('contracts')
      .select(['units_left', 'card_id'])
      .where('id', '=', c4)
      .executeTakeFirstOrThrow();
    const res = await t.post('/card/tap', { contractId: c4 }, rider);
    expect(res.envelope.status).toBe('SUCCESS');
    const after = await t.app.qcard.db
      .selectFrom('contracts')
      .select('units_left')
      .where('id', '=', c4)
      .executeTakeFirstOrThrow();
    expect(after.units_left).toBe(before.units_left - res.envelope.data.fare);
    const sub = await activeSub(t, c4);
    expect(sub?.status_reason).toBe(
      'Automatic reload of $10.00 was declined (Card declined by the issuer). Please update the payment method.',
    );
    const orders = await t.app.qcard.db
      .selectFrom('orders')
      .select(['status'])
      .where('kind', '=', 'Autoload')
      .where('card_last4', '=', '0002')
      .execute();
    expect(orders).toEqual([{ status: 'Rejected' }]);
    // The card screens read it from subscriptionInfo.statusReason.
    const details = await t.post('/card/details', { cardId: before.card_id }, rider);
    const contractView = (
      details.envelope.data.contracts as Array<{
        id: number;
        subscriptionInfo: { statusReason: string };
      }>
    ).find((c) => c.id === c4);
    expect(contractView?.subscriptionInfo.statusReason).toBe(sub?.status_reason);
    // No retry on the next tap until the payment method changes.
    await t.post('/card/tap', { contractId: c4 }, rider);
    expect(
      await t.app.qcard.db
        .selectFrom('orders')
        .select('id')
        .where('kind', '=', 'Autoload')
        .where('card_last4', '=', '0002')
        .execute(),
    ).toHaveLength(1);
  });
});
