// Reading cards and contracts: each caller sees their own, and something not theirs answers
// like something that does not exist.
import type { TestApp } from '../../../test-support/create-test-app';
import {
  cardIn,
  contractIn,
  refusal,
  startCardCallers,
  type CardLike,
  type ContractLike,
} from './card-routes-fixtures';

let t: TestApp;
let rider: string;
let patron2: string;
let sponsor: string;
let anon: string;
let riderCards: CardLike[];

beforeAll(async () => {
  ({ t, rider, patron2, sponsor, anon, riderCards } = await startCardCallers());
});
afterAll(async () => {
  await t.close();
});

const bySerial = (serial: string) => cardIn(riderCards, serial);
const contractOf = (serial: string, index = 0) => contractIn(riderCards, serial, index);

describe('/card', () => {
  test('a patron gets exactly their own cards with status, balances and reload bounds', async () => {
    expect(riderCards.map((c) => [c.serialNumber, c.status])).toEqual([
      ['1000000001', 'InCirculation'],
      ['1000000002', 'InCirculation'],
      ['1000000003', 'Blocked'],
      ['1000000004', 'InCirculation'],
    ]);
    const sv = contractOf('1000000001');
    // 20.00 reload, 4 taps, 50.00 reload, 6 taps, +1.25 adjustment
    expect(sv.unitsLeft).toBe(2000 - 4 * 125 + 5000 - 6 * 125 + 125);
    expect(sv).toMatchObject({
      rechargeable: true,
      rechargeInfo: { parameters: [{ minimumInputValue: 500, maximumAllowed: 20000 }] },
      subscriptionInfo: { state: 'NoSubscription' },
    });
    expect(contractOf('1000000002')).toMatchObject({
      subscriptionAvailable: true,
      subscriptionInfo: {
        state: 'Active',
        maxNumberOfRechargesPerPeriod: 4,
        rechargeValue: { rechargeValue: 2000 },
        trigger: { threshold: 1000 },
      },
    });
    expect(contractOf('1000000002', 1)).toMatchObject({
      rideSponsorContract: true,
      warningCode: 'RS01',
      rechargeable: true,
    });
    expect(contractOf('1000000003')).toMatchObject({
      rechargeable: false,
      rechargeReason: 'Card is blocked (reported lost or stolen)',
      subscriptionAllowed: false,
    });
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
    expect([foreign.statusCode, refusal(foreign.envelope)]).toEqual([
      404,
      refusal(missing.envelope),
    ]);
    expect([bySponsor.statusCode, refusal(bySponsor.envelope)]).toEqual([
      404,
      refusal(missing.envelope),
    ]);
    const garbage = await t.post('/card/details', { cardId: 'abc' }, rider);
    expect(refusal(garbage.envelope)).toEqual(refusal(missing.envelope));
  });

  test("a sponsor sees its company's cards", async () => {
    const res = await t.post('/card/detailsBySerial', { cardSerialNo: '2000000001' }, sponsor);
    expect(res.envelope).toMatchObject({
      status: 'SUCCESS',
      data: {
        serialNumber: '2000000001',
        contracts: [{ rideSponsorContract: true, warningCode: 'RS02' }],
      },
    });
    const other = await t.post('/card/detailsBySerial', { cardSerialNo: '2100000001' }, sponsor);
    expect(other.envelope.msgCode).toBe('485');
  });
});

describe('/card/detailsBySerial and /card/rsContracts', () => {
  test('the unregistered session reads only its own card', async () => {
    const own = await t.post('/card/detailsBySerial', { cardSerialNo: '3000000001' }, anon);
    expect(own.envelope).toMatchObject({
      status: 'SUCCESS',
      data: {
        serialNumber: '3000000001',
        contracts: [{ contractName: 'Stored Value', rechargeable: true }],
      },
    });
    const missing = await t.post('/card/detailsBySerial', { cardSerialNo: '9999999999' }, anon);
    const riders = await t.post('/card/detailsBySerial', { cardSerialNo: '1000000001' }, anon);
    expect(refusal(riders.envelope)).toEqual(refusal(missing.envelope));
    expect(riders.envelope.msgCode).toBe('485');
  });

  test('a registered user reads only own cards by serial; confirm mismatch is 476', async () => {
    expect(
      (await t.post('/card/detailsBySerial', { cardSerialNo: '1000000004' }, rider)).envelope.data
        .serialNumber,
    ).toBe('1000000004');
    expect(
      (await t.post('/card/detailsBySerial', { cardSerialNo: '3000000001' }, rider)).envelope
        .msgCode,
    ).toBe('485');
    expect(
      (await t.post('/card/detailsBySerial', { cardSerialNo: '1000000001' }, patron2)).envelope
        .msgCode,
    ).toBe('485');
    const mismatch = await t.post(
      '/card/detailsBySerial',
      { cardnumber: '3000000001', confirmcardnumber: '3000000002' },
      anon,
    );
    expect(mismatch.envelope).toMatchObject({
      status: 'ERROR',
      msgCode: '476',
      errorMessage: 'Card numbers do not match.',
    });
    const match = await t.post(
      '/card/detailsBySerial',
      { cardnumber: '3000000001', confirmcardnumber: '3000000001' },
      anon,
    );
    expect(match.envelope.status).toBe('SUCCESS');
  });

  test('rsContracts lists only the ride-sponsor contracts of an own card', async () => {
    const rs = await t.post('/card/rsContracts', { cardSerialNo: '1000000002' }, rider);
    expect(
      (rs.envelope.data as ContractLike[]).map((c) => [c.contractName, c.warningCode]),
    ).toEqual([['Employer Transit Benefit', 'RS01']]);
    expect(
      (await t.post('/card/rsContracts', { cardSerialNo: '1000000001' }, rider)).envelope.data,
    ).toEqual([]);
    expect(
      (await t.post('/card/rsContracts', { cardSerialNo: '1000000002' }, patron2)).envelope.msgCode,
    ).toBe('485');
  });
});

describe('/contract/details', () => {
  test('own contract with its card serial; foreign contract like a missing one', async () => {
    const c = contractOf('1000000004');
    const own = await t.post('/contract/details', { contractId: c.id }, rider);
    expect(own.envelope.data).toMatchObject({
      id: c.id,
      cardSerialNumber: '1000000004',
      typeOfContract: 'Discounted',
      family: 'Q Card',
    });
    expect(own.envelope.data.contractActivities.length).toBe(5);
    const missing = await t.post('/contract/details', { contractId: 987654 }, patron2);
    const foreign = await t.post('/contract/details', { contractId: c.id }, patron2);
    expect(refusal(foreign.envelope)).toEqual(refusal(missing.envelope));
    expect(foreign.envelope.msgCode).toBe('485');
    expect((await t.post('/contract/details', { contractId: c.id }, anon)).envelope.msgCode).toBe(
      '485',
    );
  });

  test('activityPageNo answers one page of the activity, newest first, and where it is', async () => {
    const c = contractOf('1000000004');
    const all = (await t.post('/contract/details', { contractId: c.id }, rider)).envelope.data;
    expect(all.activityPage).toBeUndefined();
    const second = (
      await t.post(
        '/contract/details',
        { contractId: c.id, activityPageNo: 2, activityPageSize: 2 },
        rider,
      )
    ).envelope.data;
    expect(second.contractActivities).toEqual(all.contractActivities.slice(2, 4));
    expect(second.activityPage).toEqual({
      pageNumber: 2,
      numberOfPages: 3,
      numberOfRecords: 5,
      pageSize: 2,
    });
    expect(second.unitsLeft).toBe(all.unitsLeft);
    // Past the end: the last page, as the other paged lists answer.
    const beyond = (
      await t.post(
        '/contract/details',
        { contractId: c.id, activityPageNo: 99, activityPageSize: 2 },
        rider,
      )
    ).envelope.data;
    expect(beyond.contractActivities).toEqual(all.contractActivities.slice(4));
    expect(beyond.activityPage.pageNumber).toBe(3);
    const foreign = await t.post(
      '/contract/details',
      { contractId: c.id, activityPageNo: 1 },
      patron2,
    );
    expect(foreign.envelope.msgCode).toBe('485');
  });
});
