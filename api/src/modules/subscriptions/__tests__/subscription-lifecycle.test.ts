// A patron's subscription through its life: add → update → payment update → cancel through the
// cart and order fulfilment, one pending change per contract, and the card's name on its lines.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import {
  PATRON2,
  RIDER,
  activeSub,
  contractOf,
  paymentFields,
  submitAndFulfil,
} from './subscription-test-helpers';
import { expiryYear } from '../../orders/__tests__/order-test-helpers';

let t: TestApp;
let rider: string;
let c2: number; // 1000000002 stored value: Active subscription
let other: number; // patron 2's contract

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-10T15:00:00.000Z') });
  rider = await t.login(RIDER.email, RIDER.password);
  c2 = await contractOf(t, '1000000002', 'Stored Value');
  other = await contractOf(t, '1000000101');
});
afterAll(async () => t.close());

const params = (over: Record<string, unknown> = {}) => ({
  thresholdAmount: 500,
  rechargevalue: 2000,
  maxRecharges: 4,
  ...over,
});

describe('a named card', () => {
  it("the automatic reload's cart line names the card to its owner", async () => {
    const p2 = await t.login(PATRON2.email, PATRON2.password);
    const card = await t.app.qcard.db
      .selectFrom('cards')
      .select(['id'])
      .where('serial', '=', '1000000101')
      .executeTakeFirstOrThrow();
    expect(
      (await t.post('/card/nickname', { cardId: card.id, nickname: 'Gym bag' }, p2)).envelope
        .status,
    ).toBe('SUCCESS');
    try {
      const add = await t.post(
        '/subscription/addSubscription',
        {
          contractid: other,
          ...params({ thresholdAmount: 700, rechargevalue: 2500, maxRecharges: 3 }),
          ...paymentFields(t),
        },
        p2,
      );
      expect(add.envelope.status).toBe('SUCCESS');
      const row = await t.app.qcard.db
        .selectFrom('cart_items')
        .select(['id', 'description'])
        .where('id', '=', add.envelope.data.itemId)
        .executeTakeFirstOrThrow();
      expect(row.description).toBe(
        'Automatic reload: $25.00 when below $7.00, up to 3×/month · Q Card 1000000101 (Gym bag), paid by Visa ending 1111',
      );
      await t.app.qcard.db.deleteFrom('cart_items').where('id', '=', row.id).execute();
    } finally {
      await t.post('/card/nickname', { cardId: card.id, nickname: '' }, p2);
    }
  });
});

describe('add → update → payment update → cancel through cart and fulfilment', () => {
  let p2: string;
  let contract: number;
  beforeAll(async () => {
    p2 = await t.login(PATRON2.email, PATRON2.password);
    contract = other;
  });

  it('activates with the stored token, brand and last four only', async () => {
    const add = await t.post(
      '/subscription/addSubscription',
      {
        contractid: contract,
        cardSerialNumber: '1000000101',
        ...params({ thresholdAmount: 700, rechargevalue: 2500, maxRecharges: 3 }),
        ...paymentFields(t),
      },
      p2,
    );
    expect(add.envelope.status).toBe('SUCCESS');
    const cartRow = await t.app.qcard.db
      .selectFrom('cart_items')
      .selectAll()
      .where('id', '=', add.envelope.data.itemId)
      .executeTakeFirstOrThrow();
    expect(cartRow).toMatchObject({ item_type: 'Subscription', price: 0, owner_kind: 'user' });
    expect(cartRow.description).toBe(
      'Automatic reload: $25.00 when below $7.00, up to 3×/month · Q Card 1000000101, paid by Visa ending 1111',
    );
    expect(cartRow.payload).not.toContain('4111111111111111');

    await submitAndFulfil(t, p2);
    const sub = await activeSub(t, contract);
    expect(sub).toMatchObject({
      threshold: 700,
      recharge_value: 2500,
      max_per_period: 3,
      card_brand: 'visa',
      card_last4: '1111',
      payer_name: 'Riley Rider',
    });
    expect(sub?.payment_token).toMatch(/^tok_/);
    expect(JSON.stringify(sub)).not.toContain('4111111111111111');

    const spa = await t.post('/subscription/getSPA', { contractid: contract }, p2);
    expect(spa.envelope.data).toMatchObject({
      cardBrand: 'visa',
      cardLast4: '1111',
      firstName: 'Riley',
      lastName: 'Rider',
      city: 'Springfield',
      zipcode: '10001',
      month: '12',
      year: expiryYear(t),
    });
    expect(JSON.stringify(spa.envelope.data)).not.toMatch(/4111111111111111|tok_/);
  });

  it('a second add on the now Active contract is refused', async () => {
    const again = await t.post(
      '/subscription/addSubscription',
      { contractid: contract, ...params(), ...paymentFields(t) },
      p2,
    );
    expect(again.envelope.errorMessage).toContain(
      'A subscription is already active on this contract',
    );
  });

  it('updates the parameters', async () => {
    const res = await t.post(
      '/subscription/updateSubscription',
      {
        contractid: contract,
        ...params({ thresholdAmount: 1000, rechargevalue: 5000, maxRecharges: 2 }),
      },
      p2,
    );
    expect(res.envelope.errorMessage).toBe('Items successfully added to cart');
    const bad = await t.post(
      '/subscription/updateSubscription',
      { contractid: contract, ...params({ maxRecharges: 11 }) },
      p2,
    );
    expect(bad.envelope.msgCode).toBe('460');
    await submitAndFulfil(t, p2);
    expect(await activeSub(t, contract)).toMatchObject({
      threshold: 1000,
      recharge_value: 5000,
      max_per_period: 2,
      card_last4: '1111',
    });
  });

  it('replaces the payment method (updateSPA) and keeps the parameters', async () => {
    const res = await t.post(
      '/subscription/updateSPA',
      {
        contractid: contract,
        cardSerialNumber: '1000000101',
        ...paymentFields(t, '5555555555554444'),
        firstName: 'Pat',
        lastName: 'Second',
      },
      p2,
    );
    expect(res.envelope.status).toBe('SUCCESS');
    const before = (await activeSub(t, contract))?.payment_token;
    await submitAndFulfil(t, p2);
    const sub = await activeSub(t, contract);
    expect(sub).toMatchObject({
      card_brand: 'master',
      card_last4: '4444',
      payer_name: 'Pat Second',
      threshold: 1000,
      recharge_value: 5000,
    });
    expect(sub?.payment_token).not.toBe(before);
  });

  it("the rider can not read or change patron 2's subscription", async () => {
    for (const path of ['/subscription/getSPA', '/subscription/deleteSubscription']) {
      const res = await t.post(path, { contractid: contract }, rider);
      expect(res.envelope.msgCode).toBe('485');
    }
  });

  it('cancels', async () => {
    const res = await t.post('/subscription/deleteSubscription', { contractid: contract }, p2);
    expect(res.envelope).toMatchObject({
      status: 'SUCCESS',
      errorMessage: 'Cancel Subscription(s) added to cart successfully',
    });
    await submitAndFulfil(t, p2);
    expect(await activeSub(t, contract)).toBeUndefined();
    const list = await t.post('/subscription/list', {}, p2);
    expect(list.envelope.data).toEqual([]);
    const allowed = await t.post(
      '/subscription/isSubscriptionAllowed',
      { contractid: contract },
      p2,
    );
    expect(allowed.envelope.data.allowed).toBe(true);
  });

  it("lists the rider's Active subscriptions", async () => {
    const list = await t.post('/subscription/list', {}, rider);
    expect(list.envelope.data).toEqual([
      expect.objectContaining({
        serialNumber: '1000000002',
        contractId: c2,
        maxNumberOfRecharges: 4,
        threshold: 1000,
        rechargeValue: 2000,
      }),
    ]);
  });
});

describe('one pending change per contract', () => {
  it('a parameter change and a payment-method change made before submitting both apply', async () => {
    const upd = await t.post(
      '/subscription/updateSubscription',
      { contractid: c2, ...params({ thresholdAmount: 600, rechargevalue: 3000, maxRecharges: 5 }) },
      rider,
    );
    expect(upd.envelope.status).toBe('SUCCESS');
    const spa = await t.post(
      '/subscription/updateSPA',
      { contractid: c2, ...paymentFields(t, '5555555555554444') },
      rider,
    );
    expect(spa.envelope.status).toBe('SUCCESS');
    const items = await t.app.qcard.db
      .selectFrom('cart_items')
      .selectAll()
      .where('contract_id', '=', c2)
      .execute();
    expect(items).toHaveLength(1);
    expect(items[0]?.description).toBe(
      'Change automatic reload to $30.00 when below $6.00, up to 5×/month · Q Card 1000000002, paid by Mastercard ending 4444',
    );
    // ...and the other way round keeps the new card too.
    await t.post(
      '/subscription/updateSubscription',
      { contractid: c2, ...params({ thresholdAmount: 700, rechargevalue: 3000, maxRecharges: 5 }) },
      rider,
    );
    const again = await t.app.qcard.db
      .selectFrom('cart_items')
      .selectAll()
      .where('contract_id', '=', c2)
      .execute();
    expect(again.map((i) => i.description)).toEqual([
      'Change automatic reload to $30.00 when below $7.00, up to 5×/month · Q Card 1000000002, paid by Mastercard ending 4444',
    ]);
    await submitAndFulfil(t, rider);
    expect(await activeSub(t, c2)).toMatchObject({
      threshold: 700,
      recharge_value: 3000,
      max_per_period: 5,
      card_brand: 'master',
      card_last4: '4444',
    });
  });
});
