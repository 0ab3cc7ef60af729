// Patron subscription calls refused or allowed: bounds at and beyond their limits, the allowed
// check, and scope.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { RIDER, contractOf, paymentFields } from './subscription-test-helpers';

let t: TestApp;
let rider: string;
let c1: number; // 1000000001: active, no subscription
let c2: number; // 1000000002 stored value: Active subscription
let rideSponsor: number; // 1000000002 ride-sponsor contract
let blocked: number; // 1000000003
let other: number; // patron 2's contract

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-10T15:00:00.000Z') });
  rider = await t.login(RIDER.email, RIDER.password);
  c1 = await contractOf(t, '1000000001');
  c2 = await contractOf(t, '1000000002', 'Stored Value');
  rideSponsor = await contractOf(t, '1000000002', 'Employer Transit Benefit');
  blocked = await contractOf(t, '1000000003');
  other = await contractOf(t, '1000000101');
});
afterAll(async () => t.close());

const params = (over: Record<string, unknown> = {}) => ({
  thresholdAmount: 500,
  rechargevalue: 2000,
  maxRecharges: 4,
  ...over,
});

describe('/subscription/addSubscription bounds (form codes 458/459/460, inclusive)', () => {
  const add = (over: Record<string, unknown>) =>
    t.post(
      '/subscription/addSubscription',
      { contractid: c1, cardSerialNumber: '1000000001', ...params(over), ...paymentFields(t) },
      rider,
    );

  it.each([
    ['threshold at minimum', { thresholdAmount: 500 }],
    ['threshold at maximum', { thresholdAmount: 5000 }],
    ['recharge at minimum', { rechargevalue: 1000 }],
    ['recharge at maximum', { rechargevalue: 20000 }],
    ['max recharges at minimum', { maxRecharges: 1 }],
    ['max recharges at maximum', { maxRecharges: 10 }],
  ])('accepts %s', async (_name, over) => {
    const res = await add(over);
    expect(res.envelope).toMatchObject({
      status: 'SUCCESS',
      errorMessage: 'Items successfully added to cart',
    });
    // The text in every language, for a page that switches language with the alert on screen.
    expect(res.envelope.errorTexts).toEqual({
      en: 'Items successfully added to cart',
      es: 'Los artículos se agregaron al carrito',
    });
    expect(res.envelope.data.cartCount).toBe(1); // the pending change for this contract is replaced, not doubled
  });

  it.each([
    [
      'threshold below minimum',
      { thresholdAmount: 499 },
      '459',
      'Threshold amount must be between $5.00 and $50.00.',
    ],
    [
      'threshold above maximum',
      { thresholdAmount: 5001 },
      '459',
      'Threshold amount must be between $5.00 and $50.00.',
    ],
    [
      'recharge below minimum',
      { rechargevalue: 999 },
      '458',
      'Recharge amount must be between $10.00 and $200.00.',
    ],
    [
      'recharge above maximum',
      { rechargevalue: 20001 },
      '458',
      'Recharge amount must be between $10.00 and $200.00.',
    ],
    [
      'max recharges below minimum',
      { maxRecharges: 0 },
      '460',
      'Maximum recharges must be between 1 and 10.',
    ],
    [
      'max recharges above maximum',
      { maxRecharges: 11 },
      '460',
      'Maximum recharges must be between 1 and 10.',
    ],
  ])('refuses %s with its form code', async (_name, over, code, text) => {
    const res = await add(over);
    expect(res.statusCode).toBe(400);
    expect(res.envelope).toMatchObject({ status: 'ERROR', msgCode: code, errorMessage: text });
  });

  it.each([
    ['a fraction of a cent', { thresholdAmount: 500.5 }],
    ['a negative amount', { rechargevalue: -2000 }],
    ['a dollar string', { rechargevalue: '20.00' }],
    ['a missing value', { maxRecharges: undefined }],
    ['a boolean', { maxRecharges: true }],
  ])('refuses %s (money is integer cents)', async (_name, over) => {
    const res = await add(over);
    expect(res.statusCode).toBe(400);
    expect(res.envelope.msgCode).toBe('488');
  });

  it('refuses an invalid card number (415) and a missing address (488)', async () => {
    const bad = await t.post(
      '/subscription/addSubscription',
      { contractid: c1, ...params(), ...paymentFields(t, '4111111111111112') },
      rider,
    );
    expect(bad.envelope.msgCode).toBe('415');
    const noCity = await t.post(
      '/subscription/addSubscription',
      { contractid: c1, ...params(), ...paymentFields(t), city: '' },
      rider,
    );
    expect(noCity.envelope).toMatchObject({
      msgCode: '488',
      errorMessage: 'City can not be blank',
    });
  });
});

describe('/subscription/isSubscriptionAllowed', () => {
  it('allows a reloadable active contract without a subscription', async () => {
    const res = await t.post('/subscription/isSubscriptionAllowed', { contractid: c1 }, rider);
    expect(res.envelope.data).toMatchObject({
      allowed: true,
      description: null,
      cardSerialNumber: '1000000001',
      subscriptionState: 'NoSubscription',
    });
  });

  it('refuses an add where a subscription is already Active, but allows managing it', async () => {
    const add = await t.post('/subscription/isSubscriptionAllowed', { contractid: c2 }, rider);
    expect(add.envelope.data).toMatchObject({
      allowed: false,
      description: 'A subscription is already active on this contract',
      subscriptionState: 'Active',
    });
    const manage = await t.post(
      '/subscription/isSubscriptionAllowed',
      { contractid: c2, operation: 'manage' },
      rider,
    );
    expect(manage.envelope.data.allowed).toBe(true);
  });

  it('refuses a ride-sponsor contract and a blocked card with the contract reason', async () => {
    const rs = await t.post(
      '/subscription/isSubscriptionAllowed',
      { contractid: rideSponsor },
      rider,
    );
    expect(rs.envelope.data).toMatchObject({
      allowed: false,
      description: 'Subscriptions on ride-sponsor contracts are managed by the sponsor',
    });
    const bl = await t.post('/subscription/isSubscriptionAllowed', { contractid: blocked }, rider);
    expect(bl.envelope.data).toMatchObject({
      allowed: false,
      description: 'Card is blocked (reported lost or stolen)',
    });
  });

  it("answers another patron's contract exactly like a missing one", async () => {
    const theirs = await t.post(
      '/subscription/isSubscriptionAllowed',
      { contractid: other },
      rider,
    );
    const missing = await t.post(
      '/subscription/isSubscriptionAllowed',
      { contractid: 999999 },
      rider,
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    const add = await t.post(
      '/subscription/addSubscription',
      { contractid: other, ...params(), ...paymentFields(t) },
      rider,
    );
    expect(add.envelope.msgCode).toBe('485');
  });

  it('refuses the add call itself on a not-allowed contract, with the warning text', async () => {
    const res = await t.post(
      '/subscription/addSubscription',
      { contractid: blocked, ...params(), ...paymentFields(t) },
      rider,
    );
    expect(res.envelope).toMatchObject({
      status: 'ERROR',
      errorMessage:
        'The subscription operation is not allowed on a card with serial # 1000000003 [Reason: Card is blocked (reported lost or stolen)]',
    });
  });
});
