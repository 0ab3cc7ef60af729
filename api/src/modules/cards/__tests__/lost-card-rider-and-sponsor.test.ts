// Reporting a card lost and moving what it holds, through the API as riders and sponsors use
// it, each only on their own cards; runs on SQLite and, in CI, on PostgreSQL.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import {
  addReload,
  APPROVE,
  orderBody,
  RIDER,
  SPONSOR,
  SPONSOR2,
  PATRON2,
} from '../../orders/__tests__/order-test-helpers';
import { fulfilOrder } from '../../orders/fulfilment-worker';

jest.setTimeout(60_000);

let t: TestApp;
let rider: string;
let patron2: string;
let sponsor: string;
let sponsor2: string;

async function cardId(serial: string): Promise<number> {
  return (
    await t.app.qcard.db
      .selectFrom('cards')
      .select('id')
      .where('serial', '=', serial)
      .executeTakeFirstOrThrow()
  ).id;
}
async function contractsOf(serial: string) {
  return t.app.qcard.db
    .selectFrom('contracts')
    .innerJoin('cards', 'cards.id', 'contracts.card_id')
    .select(['contracts.id', 'contracts.units_left', 'contracts.contract_name'])
    .where('cards.serial', '=', serial)
    .orderBy('contracts.id')
    .execute();
}
const total = async (serial: string) =>
  (await contractsOf(serial)).reduce((sum, c) => sum + c.units_left, 0);

beforeAll(async () => {
  // Orders stay ProcessingOrder until the test fulfils them: they are the pending reloads.
  t = await createTestApp({ settings: { fulfilmentDelaySeconds: 3600 } });
  rider = await t.login(RIDER.email, RIDER.password);
  patron2 = await t.login(PATRON2.email, PATRON2.password);
  sponsor = await t.login(SPONSOR.email, SPONSOR.password);
  sponsor2 = await t.login(SPONSOR2.email, SPONSOR2.password);
});
afterAll(async () => t.close());

describe('a rider reports a card lost and moves its value', () => {
  const LOST = '1000000002';
  const REPLACEMENT = '1000000004';
  let orderId: number;
  let lostBefore: number;
  let replacementBefore: number;

  test('blocking refuses taps, reloads and a cart already holding a reload of the card', async () => {
    const [main] = await contractsOf(LOST);
    if (!main) throw new Error('no contract');
    // A paid reload not yet honoured (pending), then another one left in the cart.
    await addReload(t, rider, main.id, 1500);
    const paid = await t.post('/order/submit', orderBody(t, APPROVE), rider);
    expect(paid.envelope.status).toBe('SUCCESS');
    orderId = (paid.envelope.data as { orderId: number }).orderId;
    await addReload(t, rider, main.id, 700);
    lostBefore = await total(LOST);
    replacementBefore = await total(REPLACEMENT);

    const blocked = await t.post(
      '/card/block',
      { cardId: await cardId(LOST), reason: 'Stolen' },
      rider,
    );
    expect(blocked.envelope.data).toMatchObject({
      serialNumber: LOST,
      status: 'Blocked',
      blockedReason: 'Stolen',
      transferredToCardId: null,
    });
    const again = await t.post('/card/block', { cardId: await cardId(LOST) }, rider);
    expect(again.envelope.data).toMatchObject({
      status: 'Blocked',
      blockedReason: 'Stolen',
      blockedAt: blocked.envelope.data.blockedAt,
    });

    const tap = await t.post('/card/tap', { contractId: main.id }, rider);
    expect(tap.statusCode).toBe(409);
    const reload = await t.post(
      '/cart/addRechargeCard',
      { contractid: main.id, rechargevalue: 1000 },
      rider,
    );
    expect(reload.statusCode).toBe(409);
    const submit = await t.post(
      '/order/submit',
      orderBody(t, APPROVE, { idempotencyKey: 'lost-card-second' }),
      rider,
    );
    expect(submit.envelope.status).not.toBe('SUCCESS');
    expect(JSON.stringify(submit.envelope)).toContain(`${LOST} is blocked`);
    expect(await total(LOST)).toBe(lostBefore);
    const card = (await t.post('/card/details', { cardId: await cardId(LOST) }, rider)).envelope
      .data as { status: string };
    expect(card.status).toBe('Blocked');
  });

  test('the transfer moves value, the pending reload and the autoload subscription in one go, with activity and a mail', async () => {
    const lostId = await cardId(LOST);
    const replacementId = await cardId(REPLACEMENT);
    const activeBefore = await t.app.qcard.db
      .selectFrom('subscriptions')
      .innerJoin('contracts', 'contracts.id', 'subscriptions.contract_id')
      .select('subscriptions.id')
      .where('contracts.card_id', '=', lostId)
      .where('state', '=', 'Active')
      .execute();
    expect(activeBefore.length).toBeGreaterThan(0);
    // The seed's own pending reload of this card plus the one paid above.
    const pending = await t.app.qcard.db
      .selectFrom('order_items')
      .innerJoin('contracts', 'contracts.id', 'order_items.contract_id')
      .select('order_items.id')
      .where('contracts.card_id', '=', lostId)
      .where('order_items.status', 'in', ['PaymentPending', 'ProcessingOrder'])
      .execute();
    expect(pending.length).toBeGreaterThanOrEqual(1);

    const res = await t.post(
      '/card/transfer',
      { cardId: lostId, replacementCardId: replacementId },
      rider,
    );
    expect(res.envelope.status).toBe('SUCCESS');
    expect(res.envelope.data).toMatchObject({
      transferredToCardId: replacementId,
      replacementSerialNumber: REPLACEMENT,
      moved: { cents: lostBefore, reloads: pending.length, subscriptions: 1 },
    });
    expect(await total(LOST)).toBe(0);
    expect(await total(REPLACEMENT)).toBe(replacementBefore + lostBefore);
    // The Adult card's stored value lands as money in the Reduced Fare card's own; the employer's
    // benefit, which any fare type may carry, comes along as itself.
    expect((await contractsOf(REPLACEMENT)).map((c) => c.contract_name)).toEqual([
      'Reduced Fare Stored Value',
      'Employer Transit Benefit',
    ]);
    const values = (
      res.envelope.data as { moved: { values: Array<{ fromProduct: string; toProduct: string }> } }
    ).moved.values;
    expect(values.map((v) => [v.fromProduct, v.toProduct])).toEqual([
      ['Adult Stored Value', 'Reduced Fare Stored Value'],
      ['Employer Transit Benefit', 'Employer Transit Benefit'],
    ]);

    const sub = await t.app.qcard.db
      .selectFrom('subscriptions')
      .innerJoin('contracts', 'contracts.id', 'subscriptions.contract_id')
      .select(['contracts.card_id', 'subscriptions.state'])
      .where('subscriptions.id', '=', activeBefore[0]!.id)
      .executeTakeFirstOrThrow();
    expect(sub).toEqual({ card_id: replacementId, state: 'Active' });

    // Fulfilment credits the replacement with the reload paid for the lost card.
    expect(await fulfilOrder(t.app.qcard, orderId)).toBe('Honoured');
    expect(await total(REPLACEMENT)).toBe(replacementBefore + lostBefore + 1500);
    expect(await total(LOST)).toBe(0);

    const lostDetails = (await t.post('/card/details', { cardId: lostId }, rider)).envelope.data;
    const replacementDetails = (await t.post('/card/details', { cardId: replacementId }, rider))
      .envelope.data;
    expect(JSON.stringify(lostDetails)).toContain(`Balance moved to card ${REPLACEMENT}`);
    expect(JSON.stringify(replacementDetails)).toContain(`Balance moved from card ${LOST}`);

    const mail = await t.app.qcard.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'card-transfer')
      .where('to_address', '=', RIDER.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain('0002');
    expect(mail.text_body).not.toContain(LOST);
  });

  test('a retried transfer moves nothing twice; another replacement, an unblock or a blocked replacement are refused', async () => {
    const lostId = await cardId(LOST);
    const replacementId = await cardId(REPLACEMENT);
    const before = await total(REPLACEMENT);
    const retry = await t.post(
      '/card/transfer',
      { cardId: lostId, replacementCardId: replacementId },
      rider,
    );
    expect(retry.envelope.data).toMatchObject({
      transferredToCardId: replacementId,
      moved: { cents: 0, reloads: 0, subscriptions: 0 },
    });
    expect(await total(REPLACEMENT)).toBe(before);
    const mails = await t.app.qcard.db
      .selectFrom('outbox')
      .select('id')
      .where('kind', '=', 'card-transfer')
      .execute();
    expect(mails).toHaveLength(1);

    const elsewhere = await t.post(
      '/card/transfer',
      { cardId: lostId, replacementCardId: await cardId('1000000001') },
      rider,
    );
    expect(elsewhere.statusCode).toBe(409);
    // A blocked card never receives value (the seed's lost card 1000000003 moving to the one blocked here).
    const intoBlocked = await t.post(
      '/card/transfer',
      { cardId: await cardId('1000000003'), replacementCardId: lostId },
      rider,
    );
    expect(intoBlocked.statusCode).toBe(409);
    // Not blocked yet: nothing moves.
    const notBlocked = await t.post(
      '/card/transfer',
      { cardId: await cardId('1000000001'), replacementCardId: replacementId },
      rider,
    );
    expect(notBlocked.statusCode).toBe(409);
    expect(
      (
        await t.app.qcard.db
          .selectFrom('cards')
          .select('status')
          .where('id', '=', lostId)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('Blocked');
  });

  test("another patron, a sponsor and the sponsor's calls cannot touch a rider's card", async () => {
    const id = await cardId('1000000001');
    const other = await t.post('/card/block', { cardId: id }, patron2);
    const missing = await t.post('/card/block', { cardId: 999999 }, patron2);
    expect([other.statusCode, other.envelope.msgCode]).toEqual([
      missing.statusCode,
      missing.envelope.msgCode,
    ]);
    expect((await t.post('/card/block', { cardId: id }, sponsor)).statusCode).toBe(403);
    expect((await t.post('/companycard/block', { cardId: id }, sponsor)).envelope.status).not.toBe(
      'SUCCESS',
    );
    expect(
      (
        await t.app.qcard.db
          .selectFrom('cards')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('InCirculation');
  });
});

describe('a sponsor blocks a company card and moves its value to another company card', () => {
  async function companyCards(email: string) {
    return t.app.qcard.db
      .selectFrom('cards')
      .innerJoin('users', 'users.company_id', 'cards.company_id')
      .select(['cards.id', 'cards.serial'])
      .where('users.email', '=', email)
      .where('cards.status', '=', 'InCirculation')
      .orderBy('cards.serial')
      .execute();
  }

  test('only within the own company; the value lands on the replacement', async () => {
    const [lost, replacement] = await companyCards(SPONSOR.email);
    const [foreign] = await companyCards(SPONSOR2.email);
    if (!lost || !replacement || !foreign) throw new Error('seed has no company cards');

    expect(
      (await t.post('/companycard/block', { cardId: lost.id }, sponsor2)).envelope.status,
    ).not.toBe('SUCCESS');
    expect((await t.post('/companycard/block', { cardId: lost.id }, rider)).statusCode).toBe(403);
    expect((await t.post('/card/block', { cardId: lost.id }, rider)).envelope.status).not.toBe(
      'SUCCESS',
    );

    const lostValue = await total(lost.serial);
    const replacementValue = await total(replacement.serial);
    expect(
      (await t.post('/companycard/block', { cardId: lost.id }, sponsor)).envelope.data,
    ).toMatchObject({ status: 'Blocked' });
    expect(
      (
        await t.post(
          '/companycard/transfer',
          { cardId: lost.id, replacementCardId: foreign.id },
          sponsor,
        )
      ).envelope.status,
    ).not.toBe('SUCCESS');
    const moved = await t.post(
      '/companycard/transfer',
      { cardId: lost.id, replacementCardId: replacement.id },
      sponsor,
    );
    expect(moved.envelope.data).toMatchObject({
      replacementSerialNumber: replacement.serial,
      moved: { cents: lostValue },
    });
    expect(await total(lost.serial)).toBe(0);
    expect(await total(replacement.serial)).toBe(replacementValue + lostValue);
    expect(await total(foreign.serial)).toBeGreaterThanOrEqual(0);
  });
});
