// Reloading a contract into the cart and paying fares by tap, within bounds and only on
// the caller's own cards.
import type { TestApp } from '../../../test-support/create-test-app';
import { onContractDebited, type ContractDebitedEvent } from '../contract-balance';
import { contractIn, refusal, startCardCallers, type CardLike } from './card-routes-fixtures';

let t: TestApp;
// The rider's cards as /card listed them at the start: the contracts reloaded and tapped here.
let riderCards: CardLike[];
let rider: string;
let patron2: string;
let sponsor: string;
let anon: string;

beforeAll(async () => {
  ({ t, rider, patron2, sponsor, anon, riderCards } = await startCardCallers());
});
afterAll(() => t.close());

const contractOf = (serial: string, index = 0) => contractIn(riderCards, serial, index);

describe('/cart/addRechargeCard', () => {
  const add = (body: Record<string, unknown>, token: string) =>
    t.post('/cart/addRechargeCard', body, token);

  test('bounds: at the minimum and the maximum are accepted, the count rises, the description is clear', async () => {
    const c = contractOf('1000000004');
    const atMin = await add({ contractid: c.id, rechargevalue: 500 }, rider);
    expect(atMin.envelope).toMatchObject({
      status: 'SUCCESS',
      data: {
        item: {
          price: 500,
          type: 'Recharge',
          description: 'Reload $5.00 · Q Card 1000000004 · Reduced Fare Stored Value',
        },
      },
    });
    // The maximum on another contract: one contract's reloads in the cart together stay within its
    // maximum (production-safe-sessions-and-limits.test.ts).
    const atMax = await add(
      { contractid: contractOf('1000000002').id, rechargevalue: 20000 },
      rider,
    );
    expect(atMax.envelope.data.cartCount).toBe(atMin.envelope.data.cartCount + 1);
  });

  test.each([
    ['below', 499],
    ['above', 20001],
    ['fractional', 1000.5],
    ['a string', '2000'],
    ['negative', -500],
    ['zero', 0],
  ])('%s is refused with 463 and the bounds', async (_label, value) => {
    const res = await add({ contractid: contractOf('1000000001').id, rechargevalue: value }, rider);
    expect(res.statusCode).toBe(400);
    expect(res.envelope).toMatchObject({
      status: 'ERROR',
      msgCode: '463',
      errorMessage: 'Reload amount must be between $5.00 and $200.00.',
    });
  });

  test('a missing amount is "Amount can not be blank" (as the form); nothing is added', async () => {
    const before = (
      await add({ contractid: contractOf('1000000001').id, rechargevalue: 1000 }, rider)
    ).envelope.data.cartCount as number;
    const res = await add({ contractid: contractOf('1000000001').id }, rider);
    expect(res.envelope).toMatchObject({
      status: 'ERROR',
      msgCode: '488',
      errorMessage: 'Amount can not be blank',
    });
    const after = (
      await add({ contractid: contractOf('1000000001').id, rechargevalue: 1000 }, rider)
    ).envelope.data.cartCount as number;
    expect(after).toBe(before + 1);
  });

  test('a contract on a blocked card is not reloadable and says why', async () => {
    const res = await add({ contractid: contractOf('1000000003').id, rechargevalue: 2000 }, rider);
    expect(res.statusCode).toBe(409);
    expect(res.envelope).toMatchObject({
      status: 'ERROR',
      errorMessage:
        'The Q Card with serial # 1000000003 is not reloadable at this time. [Reason: Card is blocked (reported lost or stolen)]',
    });
  });

  test("another patron's contract, the unregistered session on a registered card, and a mismatched serial answer 485", async () => {
    const missing = await add({ contractid: 987654, rechargevalue: 2000 }, patron2);
    const foreign = await add(
      { contractid: contractOf('1000000001').id, rechargevalue: 2000 },
      patron2,
    );
    const byAnon = await add(
      { contractid: contractOf('1000000001').id, rechargevalue: 2000 },
      anon,
    );
    const wrongSerial = await add(
      {
        contractid: contractOf('1000000001').id,
        rechargevalue: 2000,
        cardSerialNumber: '1000000002',
      },
      rider,
    );
    expect(missing.envelope.msgCode).toBe('485');
    for (const r of [foreign, byAnon, wrongSerial])
      expect(refusal(r.envelope)).toEqual(refusal(missing.envelope));
    const cart = await t.app.qcard.db
      .selectFrom('cart_items')
      .select('id')
      .where('owner_kind', '=', 'user')
      .where('owner_id', '=', String((await t.post('/user/details', {}, patron2)).envelope.data.id))
      .execute();
    expect(cart).toEqual([]);
  });

  test('the unregistered session reloads its card into the anonymous cart', async () => {
    const own = (await t.post('/card/detailsBySerial', { cardSerialNo: '3000000001' }, anon))
      .envelope.data as CardLike;
    const res = await add({ contractid: own.contracts[0]?.id, rechargevalue: 2500 }, anon);
    expect(res.envelope).toMatchObject({
      status: 'SUCCESS',
      data: {
        cartCount: 1,
        item: { price: 2500, description: 'Reload $25.00 · Q Card 3000000001 · Stored Value' },
      },
    });
    const row = await t.app.qcard.db
      .selectFrom('cart_items')
      .selectAll()
      .where('id', '=', res.envelope.data.item.itemId)
      .executeTakeFirstOrThrow();
    // The cart of this unregistered session (its login), not of everyone who knows the serial.
    expect(row).toMatchObject({
      owner_kind: 'anonymous',
      owner_id: expect.stringMatching(/^3000000001:/),
      item_type: 'Recharge',
      price: 2500,
      contract_id: own.contracts[0]?.id,
    });
    expect(JSON.parse(row.payload ?? '{}')).toEqual({ rechargevalue: 2500 });
  });

  test("a sponsor's individual reload of a company card goes to the sponsor's cart with the employee; another company's card is 485", async () => {
    const card = (await t.post('/card/detailsBySerial', { cardSerialNo: '2000000002' }, sponsor))
      .envelope.data as CardLike;
    const res = await add({ contractid: card.contracts[0]?.id, rechargevalue: 1500 }, sponsor);
    expect(res.envelope).toMatchObject({
      status: 'SUCCESS',
      data: { cartCount: 1, item: { price: 1500 } },
    });
    const row = await t.app.qcard.db
      .selectFrom('cart_items')
      .selectAll()
      .where('id', '=', res.envelope.data.item.itemId)
      .executeTakeFirstOrThrow();
    const sponsorId = (await t.post('/user/details', {}, sponsor)).envelope.data.id as number;
    const employee = await t.app.qcard.db
      .selectFrom('employees')
      .select('id')
      .where('card_id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      owner_kind: 'user',
      owner_id: String(sponsorId),
      employee_id: employee.id,
      contract_id: card.contracts[0]?.id,
    });
    const globex = await t.app.qcard.db
      .selectFrom('cards')
      .innerJoin('contracts', 'contracts.card_id', 'cards.id')
      .select('contracts.id')
      .where('cards.serial', '=', '2100000001')
      .executeTakeFirstOrThrow();
    expect(
      (await add({ contractid: globex.id, rechargevalue: 1500 }, sponsor)).envelope.msgCode,
    ).toBe('485');
  });

  test('the single-endpoint style CARD_MANAGEMENT / recharge_card does the same', async () => {
    const res = await t.post(
      '/action',
      {
        action: 'CARD_MANAGEMENT',
        function: 'recharge_card',
        version: 1,
        contractid: contractOf('1000000001').id,
        rechargevalue: 3000,
      },
      rider,
    );
    expect(res.envelope).toMatchObject({ status: 'SUCCESS', data: { item: { price: 3000 } } });
  });
});

describe('/card/tap', () => {
  test('deducts the fare, writes a Tap activity and then tells the debit listeners', async () => {
    const seen: ContractDebitedEvent[] = [];
    const listener = async (_ctx: unknown, e: ContractDebitedEvent) => {
      seen.push(e);
    };
    const off = onContractDebited(listener);
    try {
      const full = contractOf('1000000001');
      const res = await t.post('/card/tap', { contractId: full.id }, rider);
      expect(res.envelope).toMatchObject({
        status: 'SUCCESS',
        data: { fare: 125, unitsBefore: full.unitsLeft, unitsAfterTap: full.unitsLeft - 125 },
      });
      const reduced = contractOf('1000000004');
      const res2 = await t.post('/card/tap', { contractId: reduced.id }, rider);
      expect(res2.envelope.data).toMatchObject({ fare: 60, unitsAfterTap: reduced.unitsLeft - 60 });
      expect(seen).toEqual([
        { contractId: full.id, unitsAfter: full.unitsLeft - 125 },
        { contractId: reduced.id, unitsAfter: reduced.unitsLeft - 60 },
      ]);
      const details = await t.post('/contract/details', { contractId: full.id }, rider);
      expect(details.envelope.data.unitsLeft).toBe(full.unitsLeft - 125);
      expect(details.envelope.data.contractActivities[0]).toMatchObject({
        activityType: 'Tap',
        units: -125,
        unitsBefore: full.unitsLeft,
        unitsAfter: full.unitsLeft - 125,
        date: '2026-11-01T12:00:00.000Z',
      });
    } finally {
      off();
    }
  });

  test('refuses when the balance is too low and changes nothing', async () => {
    const c = contractOf('1000000004');
    await t.app.qcard.db
      .updateTable('contracts')
      .set({ units_left: 59 })
      .where('id', '=', c.id)
      .execute();
    const before = (await t.post('/contract/details', { contractId: c.id }, rider)).envelope.data;
    const res = await t.post('/card/tap', { contractId: c.id }, rider);
    expect(res.statusCode).toBe(409);
    expect(res.envelope).toMatchObject({
      status: 'ERROR',
      msgCode: '495',
      errorMessage:
        'The balance is too low for this fare ($0.60 needed, $0.59 left). Please reload the Q Card.',
    });
    const after = (await t.post('/contract/details', { contractId: c.id }, rider)).envelope.data;
    expect(after.unitsLeft).toBe(59);
    expect(after.contractActivities.length).toBe(before.contractActivities.length);
  });

  test("a blocked card does not pay fares; another patron's contract is 485", async () => {
    expect(
      (await t.post('/card/tap', { contractId: contractOf('1000000003').id }, rider)).statusCode,
    ).toBe(409);
    expect(
      (await t.post('/card/tap', { contractId: contractOf('1000000001').id }, patron2)).envelope
        .msgCode,
    ).toBe('485');
  });
});
