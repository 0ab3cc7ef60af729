import { createTestApp, type TestApp, type TestEnvelope } from '../../../test-support/create-test-app';
import { onContractDebited, type ContractDebitedEvent } from '../contract-balance';

let t: TestApp;
let rider: string;
let patron2: string;
let sponsor: string;
let anon: string;

interface ContractLike { id: number; contractName: string; unitsLeft: number; rideSponsorContract: boolean; warningCode: string | null; rechargeable: boolean; rechargeReason: string | null; discounted: boolean; contractActivities: Array<{ date: string; activityType: string; units: number; unitsBefore: number; unitsAfter: number }> }
interface CardLike { id: number; serialNumber: string; status: string; contracts: ContractLike[] }

let riderCards: CardLike[];
const bySerial = (serial: string): CardLike => {
  const c = riderCards.find((x) => x.serialNumber === serial);
  if (!c) throw new Error(`no card ${serial}`);
  return c;
};
const contractOf = (serial: string, index = 0): ContractLike => {
  const c = bySerial(serial).contracts[index];
  if (!c) throw new Error(`no contract ${index} on ${serial}`);
  return c;
};
/** The answer a caller gets for something that is not theirs (must equal the one for something that does not exist). */
const refusal = (e: TestEnvelope) => ({ status: e.status, msgCode: e.msgCode, errorMessage: e.errorMessage, data: e.data });

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-01T12:00:00.000Z') });
  rider = await t.login('rider@example.com', 'Rider#2026');
  patron2 = await t.login('patron2@example.com', 'Rider#2026');
  sponsor = await t.login('sponsor@example.com', 'Sponsor#2026');
  const a = await t.post('/user/anonymoususer', { cardSerialNo: '3000000001', captcha: await t.captcha() });
  anon = a.headers['x-auth-token'] as string;
  riderCards = (await t.post('/card', {}, rider)).envelope.data as CardLike[];
});
afterAll(async () => {
  await t.close();
});

describe('/card', () => {
  test("a patron gets exactly their own cards with status, balances and reload bounds", async () => {
    expect(riderCards.map((c) => [c.serialNumber, c.status])).toEqual([
      ['1000000001', 'InCirculation'],
      ['1000000002', 'InCirculation'],
      ['1000000003', 'Blocked'],
      ['1000000004', 'InCirculation'],
    ]);
    const sv = contractOf('1000000001');
    // 20.00 reload, 4 taps, 50.00 reload, 6 taps, +1.25 adjustment
    expect(sv.unitsLeft).toBe(2000 - 4 * 125 + 5000 - 6 * 125 + 125);
    expect(sv).toMatchObject({ rechargeable: true, rechargeInfo: { parameters: [{ minimumInputValue: 500, maximumAllowed: 20000 }] }, subscriptionInfo: { state: 'NoSubscription' } });
    expect(contractOf('1000000002')).toMatchObject({ subscriptionAvailable: true, subscriptionInfo: { state: 'Active', maxNumberOfRechargesPerPeriod: 4, rechargeValue: { rechargeValue: 2000 }, trigger: { threshold: 1000 } } });
    expect(contractOf('1000000002', 1)).toMatchObject({ rideSponsorContract: true, warningCode: 'RS01', rechargeable: true });
    expect(contractOf('1000000003')).toMatchObject({ rechargeable: false, rechargeReason: 'Card is blocked (reported lost or stolen)', subscriptionAllowed: false });
    // the list is light: activity comes with the details
    expect(sv.contractActivities).toEqual([]);
  });

  test('another patron sees only their card; a sponsor has no personal cards; the unregistered session is refused', async () => {
    const p2 = await t.post('/card', {}, patron2);
    expect((p2.envelope.data as CardLike[]).map((c) => c.serialNumber)).toEqual(['1000000101']);
    const sp = await t.post('/card', {}, sponsor);
    expect(sp.envelope).toMatchObject({ status: 'SUCCESS', data: [] });
    const an = await t.post('/card', {}, anon);
    expect([an.statusCode, an.envelope.status]).toEqual([403, 'ERROR']);
  });
});

describe('/card/details', () => {
  test('own card: contracts with activities newest first, before/after chained', async () => {
    const res = await t.post('/card/details', { cardId: bySerial('1000000001').id }, rider);
    expect(res.envelope.status).toBe('SUCCESS');
    const acts = (res.envelope.data as CardLike).contracts[0]?.contractActivities ?? [];
    expect(acts.length).toBe(13);
    expect(acts[0]).toMatchObject({ activityType: 'Adjustment', units: 125 });
    const dates = acts.map((a) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const a of acts) expect(a.unitsAfter - a.unitsBefore).toBe(a.units);
  });

  test("another patron's card and a sponsor asking for a patron card answer like a card that does not exist", async () => {
    const missing = await t.post('/card/details', { cardId: 999999 }, patron2);
    const foreign = await t.post('/card/details', { cardId: bySerial('1000000001').id }, patron2);
    const bySponsor = await t.post('/card/details', { cardId: bySerial('1000000001').id }, sponsor);
    expect(missing.statusCode).toBe(404);
    expect(missing.envelope).toMatchObject({ status: 'ERROR', msgCode: '485', data: null });
    expect([foreign.statusCode, refusal(foreign.envelope)]).toEqual([404, refusal(missing.envelope)]);
    expect([bySponsor.statusCode, refusal(bySponsor.envelope)]).toEqual([404, refusal(missing.envelope)]);
    const garbage = await t.post('/card/details', { cardId: 'abc' }, rider);
    expect(refusal(garbage.envelope)).toEqual(refusal(missing.envelope));
  });

  test("a sponsor sees its company's cards", async () => {
    const res = await t.post('/card/detailsBySerial', { cardSerialNo: '2000000001' }, sponsor);
    expect(res.envelope).toMatchObject({ status: 'SUCCESS', data: { serialNumber: '2000000001', contracts: [{ rideSponsorContract: true, warningCode: 'RS02' }] } });
    const other = await t.post('/card/detailsBySerial', { cardSerialNo: '2100000001' }, sponsor);
    expect(other.envelope.msgCode).toBe('485');
  });
});

describe('/card/detailsBySerial and /card/rsContracts', () => {
  test('the unregistered session reads only its own card', async () => {
    const own = await t.post('/card/detailsBySerial', { cardSerialNo: '3000000001' }, anon);
    expect(own.envelope).toMatchObject({ status: 'SUCCESS', data: { serialNumber: '3000000001', contracts: [{ contractName: 'Stored Value', rechargeable: true }] } });
    const missing = await t.post('/card/detailsBySerial', { cardSerialNo: '9999999999' }, anon);
    const riders = await t.post('/card/detailsBySerial', { cardSerialNo: '1000000001' }, anon);
    expect(refusal(riders.envelope)).toEqual(refusal(missing.envelope));
    expect(riders.envelope.msgCode).toBe('485');
  });

  test('a registered user reads only own cards by serial; confirm mismatch is 476', async () => {
    expect((await t.post('/card/detailsBySerial', { cardSerialNo: '1000000004' }, rider)).envelope.data.serialNumber).toBe('1000000004');
    expect((await t.post('/card/detailsBySerial', { cardSerialNo: '3000000001' }, rider)).envelope.msgCode).toBe('485');
    expect((await t.post('/card/detailsBySerial', { cardSerialNo: '1000000001' }, patron2)).envelope.msgCode).toBe('485');
    const mismatch = await t.post('/card/detailsBySerial', { cardnumber: '3000000001', confirmcardnumber: '3000000002' }, anon);
    expect(mismatch.envelope).toMatchObject({ status: 'ERROR', msgCode: '476', errorMessage: 'Card numbers do not match.' });
    const match = await t.post('/card/detailsBySerial', { cardnumber: '3000000001', confirmcardnumber: '3000000001' }, anon);
    expect(match.envelope.status).toBe('SUCCESS');
  });

  test('rsContracts lists only the ride-sponsor contracts of an own card', async () => {
    const rs = await t.post('/card/rsContracts', { cardSerialNo: '1000000002' }, rider);
    expect((rs.envelope.data as ContractLike[]).map((c) => [c.contractName, c.warningCode])).toEqual([['Employer Transit Benefit', 'RS01']]);
    expect((await t.post('/card/rsContracts', { cardSerialNo: '1000000001' }, rider)).envelope.data).toEqual([]);
    expect((await t.post('/card/rsContracts', { cardSerialNo: '1000000002' }, patron2)).envelope.msgCode).toBe('485');
  });
});

describe('/contract/details', () => {
  test('own contract with its card serial; foreign contract like a missing one', async () => {
    const c = contractOf('1000000004');
    const own = await t.post('/contract/details', { contractId: c.id }, rider);
    expect(own.envelope.data).toMatchObject({ id: c.id, cardSerialNumber: '1000000004', typeOfContract: 'Discounted', family: 'Q Card' });
    expect(own.envelope.data.contractActivities.length).toBe(5);
    const missing = await t.post('/contract/details', { contractId: 987654 }, patron2);
    const foreign = await t.post('/contract/details', { contractId: c.id }, patron2);
    expect(refusal(foreign.envelope)).toEqual(refusal(missing.envelope));
    expect(foreign.envelope.msgCode).toBe('485');
    expect((await t.post('/contract/details', { contractId: c.id }, anon)).envelope.msgCode).toBe('485');
  });

  test('activityPageNo answers one page of the activity, newest first, and where it is', async () => {
    const c = contractOf('1000000004');
    const all = (await t.post('/contract/details', { contractId: c.id }, rider)).envelope.data;
    expect(all.activityPage).toBeUndefined();
    const second = (await t.post('/contract/details', { contractId: c.id, activityPageNo: 2, activityPageSize: 2 }, rider)).envelope.data;
    expect(second.contractActivities).toEqual(all.contractActivities.slice(2, 4));
    expect(second.activityPage).toEqual({ pageNumber: 2, numberOfPages: 3, numberOfRecords: 5, pageSize: 2 });
    expect(second.unitsLeft).toBe(all.unitsLeft);
    // Past the end: the last page, as the other paged lists answer.
    const beyond = (await t.post('/contract/details', { contractId: c.id, activityPageNo: 99, activityPageSize: 2 }, rider)).envelope.data;
    expect(beyond.contractActivities).toEqual(all.contractActivities.slice(4));
    expect(beyond.activityPage.pageNumber).toBe(3);
    const foreign = await t.post('/contract/details', { contractId: c.id, activityPageNo: 1 }, patron2);
    expect(foreign.envelope.msgCode).toBe('485');
  });
});

describe('/cart/addRechargeCard', () => {
  const add = (body: Record<string, unknown>, token: string) => t.post('/cart/addRechargeCard', body, token);

  test('bounds: at the minimum and the maximum are accepted, the count rises, the description is clear', async () => {
    const c = contractOf('1000000004');
    const atMin = await add({ contractid: c.id, rechargevalue: 500 }, rider);
    expect(atMin.envelope).toMatchObject({ status: 'SUCCESS', data: { item: { price: 500, type: 'Recharge', description: 'Reload $5.00 · Q Card 1000000004 · Reduced Fare Stored Value' } } });
    // The maximum on another contract: one contract's reloads in the cart together stay within its
    // maximum (production-safe.test.ts).
    const atMax = await add({ contractid: contractOf('1000000002').id, rechargevalue: 20000 }, rider);
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
    expect(res.envelope).toMatchObject({ status: 'ERROR', msgCode: '463', errorMessage: 'Reload amount must be between $5.00 and $200.00.' });
  });

  test('a missing amount is "Amount can not be blank" (as the form); nothing is added', async () => {
    const before = (await add({ contractid: contractOf('1000000001').id, rechargevalue: 1000 }, rider)).envelope.data.cartCount as number;
    const res = await add({ contractid: contractOf('1000000001').id }, rider);
    expect(res.envelope).toMatchObject({ status: 'ERROR', msgCode: '488', errorMessage: 'Amount can not be blank' });
    const after = (await add({ contractid: contractOf('1000000001').id, rechargevalue: 1000 }, rider)).envelope.data.cartCount as number;
    expect(after).toBe(before + 1);
  });

  test('a contract on a blocked card is not reloadable and says why', async () => {
    const res = await add({ contractid: contractOf('1000000003').id, rechargevalue: 2000 }, rider);
    expect(res.statusCode).toBe(409);
    expect(res.envelope).toMatchObject({ status: 'ERROR', errorMessage: 'The Q Card with serial # 1000000003 is not reloadable at this time. [Reason: Card is blocked (reported lost or stolen)]' });
  });

  test("another patron's contract, the unregistered session on a registered card, and a mismatched serial answer 485", async () => {
    const missing = await add({ contractid: 987654, rechargevalue: 2000 }, patron2);
    const foreign = await add({ contractid: contractOf('1000000001').id, rechargevalue: 2000 }, patron2);
    const byAnon = await add({ contractid: contractOf('1000000001').id, rechargevalue: 2000 }, anon);
    const wrongSerial = await add({ contractid: contractOf('1000000001').id, rechargevalue: 2000, cardSerialNumber: '1000000002' }, rider);
    expect(missing.envelope.msgCode).toBe('485');
    for (const r of [foreign, byAnon, wrongSerial]) expect(refusal(r.envelope)).toEqual(refusal(missing.envelope));
    const cart = await t.app.qcard.db.selectFrom('cart_items').select('id').where('owner_kind', '=', 'user').where('owner_id', '=', String((await t.post('/user/details', {}, patron2)).envelope.data.id)).execute();
    expect(cart).toEqual([]);
  });

  test('the unregistered session reloads its card into the anonymous cart', async () => {
    const own = (await t.post('/card/detailsBySerial', { cardSerialNo: '3000000001' }, anon)).envelope.data as CardLike;
    const res = await add({ contractid: own.contracts[0]?.id, rechargevalue: 2500 }, anon);
    expect(res.envelope).toMatchObject({ status: 'SUCCESS', data: { cartCount: 1, item: { price: 2500, description: 'Reload $25.00 · Q Card 3000000001 · Stored Value' } } });
    const row = await t.app.qcard.db.selectFrom('cart_items').selectAll().where('id', '=', res.envelope.data.item.itemId).executeTakeFirstOrThrow();
    // The cart of this unregistered session (its login), not of everyone who knows the serial.
    expect(row).toMatchObject({ owner_kind: 'anonymous', owner_id: expect.stringMatching(/^3000000001:/), item_type: 'Recharge', price: 2500, contract_id: own.contracts[0]?.id });
    expect(JSON.parse(row.payload ?? '{}')).toEqual({ rechargevalue: 2500 });
  });

  test("a sponsor's individual reload of a company card goes to the sponsor's cart with the employee; another company's card is 485", async () => {
    const card = (await t.post('/card/detailsBySerial', { cardSerialNo: '2000000002' }, sponsor)).envelope.data as CardLike;
    const res = await add({ contractid: card.contracts[0]?.id, rechargevalue: 1500 }, sponsor);
    expect(res.envelope).toMatchObject({ status: 'SUCCESS', data: { cartCount: 1, item: { price: 1500 } } });
    const row = await t.app.qcard.db.selectFrom('cart_items').selectAll().where('id', '=', res.envelope.data.item.itemId).executeTakeFirstOrThrow();
    const sponsorId = (await t.post('/user/details', {}, sponsor)).envelope.data.id as number;
    const employee = await t.app.qcard.db.selectFrom('employees').select('id').where('card_id', '=', card.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_kind: 'user', owner_id: String(sponsorId), employee_id: employee.id, contract_id: card.contracts[0]?.id });
    const globex = await t.app.qcard.db.selectFrom('cards').innerJoin('contracts', 'contracts.card_id', 'cards.id').select('contracts.id').where('cards.serial', '=', '2100000001').executeTakeFirstOrThrow();
    expect((await add({ contractid: globex.id, rechargevalue: 1500 }, sponsor)).envelope.msgCode).toBe('485');
  });

  test('the single-endpoint style CARD_MANAGEMENT / recharge_card does the same', async () => {
    const res = await t.post('/action', { action: 'CARD_MANAGEMENT', function: 'recharge_card', version: 1, contractid: contractOf('1000000001').id, rechargevalue: 3000 }, rider);
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
      expect(res.envelope).toMatchObject({ status: 'SUCCESS', data: { fare: 125, unitsBefore: full.unitsLeft, unitsAfterTap: full.unitsLeft - 125 } });
      const reduced = contractOf('1000000004');
      const res2 = await t.post('/card/tap', { contractId: reduced.id }, rider);
      expect(res2.envelope.data).toMatchObject({ fare: 60, unitsAfterTap: reduced.unitsLeft - 60 });
      expect(seen).toEqual([
        { contractId: full.id, unitsAfter: full.unitsLeft - 125 },
        { contractId: reduced.id, unitsAfter: reduced.unitsLeft - 60 },
      ]);
      const details = await t.post('/contract/details', { contractId: full.id }, rider);
      expect(details.envelope.data.unitsLeft).toBe(full.unitsLeft - 125);
      expect(details.envelope.data.contractActivities[0]).toMatchObject({ activityType: 'Tap', units: -125, unitsBefore: full.unitsLeft, unitsAfter: full.unitsLeft - 125, date: '2026-11-01T12:00:00.000Z' });
    } finally {
      off();
    }
  });

  test('refuses when the balance is too low and changes nothing', async () => {
    const c = contractOf('1000000004');
    await t.app.qcard.db.updateTable('contracts').set({ units_left: 59 }).where('id', '=', c.id).execute();
    const before = (await t.post('/contract/details', { contractId: c.id }, rider)).envelope.data;
    const res = await t.post('/card/tap', { contractId: c.id }, rider);
    expect(res.statusCode).toBe(409);
    expect(res.envelope).toMatchObject({ status: 'ERROR', msgCode: '495', errorMessage: 'The balance is too low for this fare ($0.60 needed, $0.59 left). Please reload the Q Card.' });
    const after = (await t.post('/contract/details', { contractId: c.id }, rider)).envelope.data;
    expect(after.unitsLeft).toBe(59);
    expect(after.contractActivities.length).toBe(before.contractActivities.length);
  });

  test("a blocked card does not pay fares; another patron's contract is 485", async () => {
    expect((await t.post('/card/tap', { contractId: contractOf('1000000003').id }, rider)).statusCode).toBe(409);
    expect((await t.post('/card/tap', { contractId: contractOf('1000000001').id }, patron2)).envelope.msgCode).toBe('485');
  });
});
