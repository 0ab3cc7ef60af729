// Sponsor management API against a fresh seeded database: the bulk reload of employees' cards, its rows,
// bounds and refusals, billed to the sponsor, each company reaching only its own employees.
import type { TestApp } from '../../../test-support/create-test-app';
import { startSponsorApp } from './sponsor-fixtures';

let t: TestApp;
let acme: string;
let globex: string;

beforeAll(async () => {
  ({ t, acme, globex } = await startSponsorApp());
});
afterAll(() => t.close());

describe('bulk reload', () => {
  test('rows carry the employee, contract, card, status and bounds in cents; search by each type', async () => {
    const res = await t.post('/recharge/rechargeQCards', { pageNo: 1 }, acme);
    const list = res.envelope.data;
    expect(list.numberOfRecords).toBe(34); // every Acme employee holds a card; stock cards are not rows
    expect(list.data[0]).toEqual({
      employeeId: expect.any(Number),
      empId: 'E1001',
      empName: 'Avery Adams',
      groupName: 'Operations',
      contract: 'Commuter Benefit',
      contractId: expect.any(Number),
      cardNumber: '2000000001',
      status: 'Active',
      reason: null,
      amount: 0,
      minValue: 500,
      maxValue: 20000,
    });
    const blocked = await t.post(
      '/recharge/rechargeQCards',
      { filterType: 'cardNumber', filterValue: '2000000034' },
      acme,
    );
    expect(blocked.envelope.data.data[0]).toMatchObject({
      empId: 'E1034',
      status: 'Inactive',
      reason: 'Card is blocked (reported lost or stolen)',
    });
    for (const [filterType, filterValue, count] of [
      ['employeeId', 'E1003', 1],
      ['name', 'Casey Owens', 1],
      ['group', 'Operations', 17],
      ['contract', 'Commuter', 34],
      ['cardNumber', '2000000003', 1],
    ] as const) {
      const r = await t.post('/recharge/rechargeQCards', { filterType, filterValue }, acme);
      expect(r.envelope.data.numberOfRecords).toBe(count);
      expect(r.envelope.data.data).toHaveLength(count > 25 ? 25 : count);
    }
    const blank = await t.post(
      '/recharge/rechargeQCards',
      { filterType: 'group', filterValue: '' },
      acme,
    );
    expect(blank.envelope).toMatchObject({
      msgCode: '479',
      errorMessage: 'Please enter a value for Group.',
    });
    const globexRows = await t.post('/recharge/rechargeQCards', {}, globex);
    expect(
      (globexRows.envelope.data.data as Array<{ empId: string }>).every((r) =>
        r.empId.startsWith('G'),
      ),
    ).toBe(true);
  });

  test('adds one Recharge cart item per row, billed to the sponsor, with a clear description', async () => {
    const rows = (
      await t.post(
        '/recharge/rechargeQCards',
        { filterType: 'employeeId', filterValue: 'E100' },
        acme,
      )
    ).envelope.data.data as Array<{
      employeeId: number;
      contractId: number;
      empId: string;
      cardNumber: string;
      empName: string;
    }>;
    const [a, b] = [rows[1]!, rows[2]!];
    const res = await t.post(
      '/recharge/addRechargeCards',
      {
        rechargeCards: [
          { employeeId: a.employeeId, contractid: a.contractId, rechargevalue: 2000 },
          { employeeId: b.employeeId, contractid: b.contractId, rechargevalue: 1550 },
        ],
      },
      acme,
    );
    expect(res.envelope).toMatchObject({
      status: 'SUCCESS',
      msgCode: 'ITEMS_ADDED',
      data: { added: 2 },
    });
    const sponsor = await t.app.qcard.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sponsor@example.com')
      .executeTakeFirstOrThrow();
    const items = await t.app.qcard.db
      .selectFrom('cart_items')
      .selectAll()
      .where('owner_kind', '=', 'user')
      .where('owner_id', '=', String(sponsor.id))
      .orderBy('id')
      .execute();
    expect(res.envelope.data.cartCount).toBe(items.length);
    const mine = items.filter(
      (i) => i.employee_id === a.employeeId || i.employee_id === b.employeeId,
    );
    expect(
      mine.map((i) => [i.item_type, i.price, i.contract_id, JSON.parse(i.payload ?? '{}')]),
    ).toEqual([
      ['Recharge', 2000, a.contractId, { rechargevalue: 2000 }],
      ['Recharge', 1550, b.contractId, { rechargevalue: 1550 }],
    ]);
    expect(mine[0]!.description).toBe(
      `Reload $20.00 · ${a.empName} (${a.empId}) · Q Card ${a.cardNumber}`,
    );
  });

  test('an amount out of the row bounds answers 461 with the employee id and adds nothing', async () => {
    const rows = (
      await t.post(
        '/recharge/rechargeQCards',
        { filterType: 'employeeId', filterValue: 'E101' },
        acme,
      )
    ).envelope.data.data as Array<{ employeeId: number; contractId: number; empId: string }>;
    const [ok, bad] = [rows[0]!, rows[1]!];
    const before = await t.app.qcard.db
      .selectFrom('cart_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const value of [20001, 499, 10.5, -500, '2000', null]) {
      const res = await t.post(
        '/recharge/addRechargeCards',
        {
          rechargeCards: [
            { employeeId: ok.employeeId, contractid: ok.contractId, rechargevalue: 1000 },
            { employeeId: bad.employeeId, contractid: bad.contractId, rechargevalue: value },
          ],
        },
        acme,
      );
      expect(res.statusCode).toBe(400);
      expect(res.envelope).toMatchObject({
        status: 'ERROR',
        msgCode: '461',
        errorMessage: `Reload amount must be between $5.00 and $200.00 for employee ${bad.empId}.`,
      });
      expect(res.envelope.data.rows).toEqual([
        expect.objectContaining({ employeeId: bad.employeeId, empId: bad.empId, msgCode: '461' }),
      ]);
    }
    const after = await t.app.qcard.db
      .selectFrom('cart_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  test('an Inactive row is refused with the reason', async () => {
    const row = (
      await t.post(
        '/recharge/rechargeQCards',
        { filterType: 'employeeId', filterValue: 'E1034' },
        acme,
      )
    ).envelope.data.data[0];
    const res = await t.post(
      '/recharge/addRechargeCards',
      {
        rechargeCards: [
          { employeeId: row.employeeId, contractid: row.contractId, rechargevalue: 1000 },
        ],
      },
      acme,
    );
    expect(res.statusCode).toBe(409);
    expect(res.envelope.errorMessage).toBe(
      'The Q Card with serial # 2000000034 is not reloadable at this time. [Reason: Card is blocked (reported lost or stolen)]',
    );
  });

  test("another company's employee or a contract that is not the employee's answers as not found", async () => {
    const g = (await t.post('/recharge/rechargeQCards', {}, globex)).envelope.data.data[0];
    const a = (await t.post('/recharge/rechargeQCards', {}, acme)).envelope.data.data[0];
    const foreign = await t.post(
      '/recharge/addRechargeCards',
      {
        rechargeCards: [
          { employeeId: g.employeeId, contractid: g.contractId, rechargevalue: 1000 },
        ],
      },
      acme,
    );
    const mixed = await t.post(
      '/recharge/addRechargeCards',
      {
        rechargeCards: [
          { employeeId: a.employeeId, contractid: g.contractId, rechargevalue: 1000 },
        ],
      },
      acme,
    );
    const none = await t.post(
      '/recharge/addRechargeCards',
      { rechargeCards: [{ employeeId: 999999, contractid: 999999, rechargevalue: 1000 }] },
      acme,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.envelope).toEqual(none.envelope);
    expect(mixed.envelope).toEqual(none.envelope);
    expect(
      (await t.post('/recharge/addRechargeCards', { rechargeCards: [] }, acme)).envelope.msgCode,
    ).toBe('488');
  });
});
