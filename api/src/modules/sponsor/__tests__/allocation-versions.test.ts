// Optimistic concurrency on card allocation: an employee's card and contract are the allocation, saved
// with the employee's version. Two sessions of one sponsor: a second allocation made from what
// both read is refused with the allocation as it is now (507, HTTP 409), or, for a card given
// to someone else meanwhile, with the card's holder (409 under the card field); nothing of the
// refused save is written, on either card.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';

let t: TestApp;
let tab1: string;
let tab2: string;

beforeAll(async () => {
  t = await createTestApp();
  [tab1, tab2] = await Promise.all([
    t.login('sponsor@example.com', 'Sponsor#2026'),
    t.login('sponsor@example.com', 'Sponsor#2026'),
  ]);
});
afterAll(async () => {
  await t.close();
});

interface EmployeeRow {
  id: number;
  employeeId: string;
  firstName: string;
  lastName: string;
  cardNumber: string;
  contractId: number;
  groupId: number;
  recordVersion: number;
}

async function employee(token: string, code: string): Promise<EmployeeRow> {
  const res = await t.post(
    '/employee/search',
    { filterType: 'employeeId', filterValue: code },
    token,
  );
  const found = (res.envelope.data.data as EmployeeRow[]).find((e) => e.employeeId === code);
  if (!found) throw new Error(`no employee ${code}`);
  return (await t.post('/employee/detail', { id: found.id }, token)).envelope.data as EmployeeRow;
}

/** CARD ALLOCATION's check of a card for this employee (null: a new one): the card's first contract. */
async function allocatable(token: string, cardNumber: string, id: number | null): Promise<number> {
  const res = await t.post(
    '/employee/cardAllocation',
    { cardNumber, ...(id ? { id } : {}) },
    token,
  );
  expect(res.envelope.status).toBe('SUCCESS');
  return res.envelope.data.contracts[0].id as number;
}

/** The form's body: the employee as read, allocated to another card. */
function allocated(e: EmployeeRow, cardNumber: string, contractId: number) {
  return { ...e, cardNumber, contractId, recordVersion: e.recordVersion };
}

const holderOf = async (serial: string) => {
  const card = await t.app.qcard.db
    .selectFrom('cards')
    .select(['id', 'holder_name'])
    .where('serial', '=', serial)
    .executeTakeFirstOrThrow();
  const holder = await t.app.qcard.db
    .selectFrom('employees')
    .select('employee_code')
    .where('card_id', '=', card.id)
    .executeTakeFirst();
  return { employee: holder?.employee_code ?? null, holderName: card.holder_name };
};

describe('two sessions allocating one employee', () => {
  test('the second allocation, made from what both read, is refused with the card the first gave; the card it asked for stays free', async () => {
    const opened1 = await employee(tab1, 'E1007');
    const opened2 = await employee(tab2, 'E1007');
    const first = await t.post(
      '/employee/update',
      allocated(opened1, '2000000503', await allocatable(tab1, '2000000503', opened1.id)),
      tab1,
    );
    expect(first.envelope).toMatchObject({
      status: 'SUCCESS',
      data: { cardNumber: '2000000503', recordVersion: opened1.recordVersion + 1 },
    });

    const second = await t.post(
      '/employee/update',
      allocated(opened2, '2000000504', await allocatable(tab2, '2000000504', opened2.id)),
      tab2,
    );
    expect(second.statusCode).toBe(409);
    expect(second.envelope).toMatchObject({
      status: 'ERROR',
      msgCode: '507',
      errorMessage:
        'This employee was changed elsewhere since you opened it. Its current details are shown; check them and save again.',
      data: {
        id: opened1.id,
        cardNumber: '2000000503',
        contractId: first.envelope.data.contractId,
        recordVersion: opened1.recordVersion + 1,
      },
    });
    expect(await holderOf('2000000503')).toMatchObject({
      employee: 'E1007',
      holderName: `${opened1.firstName} ${opened1.lastName}`,
    });
    expect(await holderOf('2000000504')).toMatchObject({ employee: null });
    // The card the employee held before is free again, for both sessions.
    await allocatable(tab2, opened1.cardNumber, null);

    // From the allocation as it is now, the second session's choice goes through.
    const again = await t.post(
      '/employee/update',
      allocated(
        second.envelope.data as EmployeeRow,
        '2000000504',
        await allocatable(tab2, '2000000504', opened2.id),
      ),
      tab2,
    );
    expect(again.envelope).toMatchObject({
      status: 'SUCCESS',
      data: { cardNumber: '2000000504', recordVersion: opened1.recordVersion + 2 },
    });
    expect(await holderOf('2000000503')).toMatchObject({ employee: null, holderName: '' });
  });

  test('a save from a stale form that keeps its card and contract is refused too, with the employee as it is now', async () => {
    const opened1 = await employee(tab1, 'E1008');
    const opened2 = await employee(tab2, 'E1008');
    // Tab 1 renames; tab 2 then saves the allocation it read, unchanged, from the old version.
    expect(
      (await t.post('/employee/update', { ...opened1, firstName: 'Renamed' }, tab1)).envelope
        .status,
    ).toBe('SUCCESS');
    const stale = await t.post(
      '/employee/update',
      allocated(opened2, opened2.cardNumber, opened2.contractId),
      tab2,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.envelope.data).toMatchObject({
      firstName: 'Renamed',
      cardNumber: opened2.cardNumber,
    });
  });
});

describe('two sessions allocating one card (CARD ALLOCATION, then the new employee)', () => {
  test('both checks said free; the second new employee is refused under the card field with its holder, and is not created', async () => {
    const group = (await employee(tab1, 'E1001')).groupId;
    const contract1 = await allocatable(tab1, '2000000505', null);
    const contract2 = await allocatable(tab2, '2000000505', null);
    const base = { lastName: 'Allocated', cardNumber: '2000000505', groupId: group };
    const first = await t.post(
      '/employee/create',
      { ...base, firstName: 'First', employeeId: 'AL-1', contractId: contract1 },
      tab1,
    );
    expect(first.envelope.status).toBe('SUCCESS');

    const second = await t.post(
      '/employee/create',
      { ...base, firstName: 'Second', employeeId: 'AL-2', contractId: contract2 },
      tab2,
    );
    expect(second.statusCode).toBe(409);
    expect(second.envelope).toMatchObject({
      status: 'ERROR',
      msgCode: '488',
      data: {
        problems: [
          {
            property: 'cardNumber',
            message: 'Card Number 2000000505 is already allocated to employee AL-1',
          },
        ],
      },
    });
    const search = await t.post(
      '/employee/search',
      { filterType: 'employeeId', filterValue: 'AL-2' },
      tab1,
    );
    expect(search.envelope.data.data).toEqual([]);
    expect(await holderOf('2000000505')).toMatchObject({
      employee: 'AL-1',
      holderName: 'First Allocated',
    });
  });
});
