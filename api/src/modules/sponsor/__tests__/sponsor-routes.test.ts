// Sponsor management API against a fresh seeded database: every call, the uniqueness rules,
// partial removals, bulk reload bounds, and that one company never sees or changes another's data.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';

let t: TestApp;
let acme: string;
let globex: string;
let patron: string;

beforeAll(async () => {
  t = await createTestApp();
  [acme, globex, patron] = await Promise.all([
    t.login('sponsor@example.com', 'Sponsor#2026'),
    t.login('sponsor2@example.com', 'Sponsor#2026'),
    t.login('rider@example.com', 'Rider#2026'),
  ]);
});
afterAll(async () => {
  await t.close();
});

async function groupIdByName(token: string, name: string): Promise<number> {
  const res = await t.post('/group/search', { all: true }, token);
  const g = (res.envelope.data.data as Array<{ id: number; groupname: string }>).find((x) => x.groupname === name);
  if (!g) throw new Error(`no group ${name}`);
  return g.id;
}

async function employeeByCode(token: string, code: string) {
  const res = await t.post('/employee/search', { filterType: 'employeeId', filterValue: code }, token);
  return (res.envelope.data.data as Array<{ id: number; employeeId: string; contractId: number; cardNumber: string }>).find((e) => e.employeeId === code);
}

async function contractOf(token: string, serial: string): Promise<number> {
  const res = await t.post('/employee/cardAllocation', { cardNumber: serial }, token);
  expect(res.envelope.status).toBe('SUCCESS');
  return res.envelope.data.contracts[0].id as number;
}

describe('access', () => {
  const paths = [
    '/companycard/search', '/employee/search', '/employee/create', '/employee/update', '/employee/detail', '/employee/remove',
    '/employee/cardAllocation', '/group/search', '/group/create', '/group/update', '/group/details', '/group/remove',
    '/recharge/rechargeQCards', '/recharge/addRechargeCards',
  ];
  test.each(paths)('%s refuses a patron (403) and a missing token (401)', async (path) => {
    const asPatron = await t.post(path, {}, patron);
    expect(asPatron.statusCode).toBe(403);
    expect(asPatron.envelope).toMatchObject({ status: 'ERROR', msgCode: '403' });
    const anonymous = await t.post(path, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.envelope.msgCode).toBe('464');
  });
});

describe('company cards', () => {
  test('pages the company cards with number, profile, shown status and expiry', async () => {
    const first = await t.post('/companycard/search', {}, acme);
    const list = first.envelope.data;
    expect(list.pageNumber).toBe(1);
    expect(list.numberOfRecords).toBe(34 + 12);
    expect(list.numberOfPages).toBe(2);
    expect(list.data).toHaveLength(25);
    expect(list.data[0]).toMatchObject({ cardNumber: '2000000001', profileName: 'Commuter Benefit', status: 'Active', employeeId: 'E1001' });
    expect(list.data[0].expiresOn).toMatch(/^\d{4}-\d\d-\d\dT/);
    const second = await t.post('/companycard/search', { pageNo: 2 }, acme);
    expect(second.envelope.data.data).toHaveLength(21);
    const blocked = (second.envelope.data.data as Array<{ cardNumber: string; status: string }>).find((c) => c.cardNumber === '2000000034');
    expect(blocked?.status).toBe('Inactive');
  });

  test('Globex sees only its own cards', async () => {
    const res = await t.post('/companycard/search', { pageNo: 1 }, globex);
    const serials = (res.envelope.data.data as Array<{ cardNumber: string }>).map((c) => c.cardNumber);
    expect(serials).toHaveLength(4 + 3);
    expect(serials.every((s) => s.startsWith('21'))).toBe(true);
  });
});

describe('groups', () => {
  test('create, read, rename, refuse duplicates (any case), remove', async () => {
    const created = await t.post('/group/create', { groupname: 'Night Shift', groupdetails: 'Depot nights' }, acme);
    expect(created.envelope).toMatchObject({ status: 'SUCCESS', msgCode: 'SAVED', data: { groupname: 'Night Shift', groupdetails: 'Depot nights', employeeCount: 0 } });
    const id = created.envelope.data.id as number;

    const dup = await t.post('/group/create', { groupname: 'night shift' }, acme);
    expect(dup.statusCode).toBe(409);
    expect(dup.envelope.errorMessage).toBe('Group Name night shift already exists');

    const blank = await t.post('/group/create', { groupname: '   ' }, acme);
    expect(blank.envelope).toMatchObject({ status: 'ERROR', msgCode: '488', errorMessage: 'Group Name can not be blank' });

    const renamed = await t.post('/group/update', { id, groupname: 'Night Crew', groupdetails: '' }, acme);
    expect(renamed.envelope.data).toMatchObject({ id, groupname: 'Night Crew', groupdetails: '' });
    const clash = await t.post('/group/update', { id, groupname: 'Operations' }, acme);
    expect(clash.statusCode).toBe(409);

    const details = await t.post('/group/details', { id }, acme);
    expect(details.envelope.data.groupname).toBe('Night Crew');

    const search = await t.post('/group/search', { filterType: 'groupName', filterValue: 'crew' }, acme);
    expect((search.envelope.data.data as Array<{ id: number }>).map((g) => g.id)).toEqual([id]);

    const removed = await t.post('/group/remove', { ids: [id] }, acme);
    expect(removed.envelope.data).toEqual([{ status: 'SUCCESS', msgCode: 'GROUPS_REMOVED', groupNames: ['Night Crew'] }]);
    expect((await t.post('/group/details', { id }, acme)).statusCode).toBe(404);
  });

  test('a group with employees is kept and the answer says why; the others are removed', async () => {
    const empty = (await t.post('/group/create', { groupname: 'Temp Group' }, acme)).envelope.data.id as number;
    const operations = await groupIdByName(acme, 'Operations');
    const res = await t.post('/group/remove', { ids: [empty, operations] }, acme);
    expect(res.envelope.data).toEqual([
      { status: 'SUCCESS', msgCode: 'GROUPS_REMOVED', groupNames: ['Temp Group'] },
      { status: 'ERROR', msgCode: 'GROUPS_NOT_REMOVED', groupNames: ['Operations'], reason: 'Employees are assigned to them' },
    ]);
    expect((await t.post('/group/details', { id: operations }, acme)).envelope.status).toBe('SUCCESS');
  });

  test('one company can not read, rename or remove another company\'s group, and names are per company', async () => {
    const engineering = await groupIdByName(globex, 'Engineering');
    const read = await t.post('/group/details', { id: engineering }, acme);
    const missing = await t.post('/group/details', { id: 999999 }, acme);
    expect(read.statusCode).toBe(404);
    expect(read.envelope).toEqual(missing.envelope);
    expect((await t.post('/group/update', { id: engineering, groupname: 'Hacked' }, acme)).statusCode).toBe(404);
    const removed = await t.post('/group/remove', { ids: [engineering] }, acme);
    expect(removed.envelope.data).toEqual([{ status: 'ERROR', msgCode: 'GROUPS_NOT_FOUND', groupNames: [`#${engineering}`], reason: 'Not found' }]);
    expect((await t.post('/group/details', { id: engineering }, globex)).envelope.data.groupname).toBe('Engineering');
    const names = ((await t.post('/group/search', { all: true }, acme)).envelope.data.data as Array<{ groupname: string }>).map((g) => g.groupname);
    expect(names).not.toContain('Engineering');
    // The same name may exist in two companies.
    expect((await t.post('/group/create', { groupname: 'Engineering' }, acme)).envelope.status).toBe('SUCCESS');
  });
});

describe('employees', () => {
  test('search by each filter type; a filter without a value answers 479 with the field name', async () => {
    const byId = await t.post('/employee/search', { filterType: 'employeeId', filterValue: 'E1002' }, acme);
    expect(byId.envelope.data.data).toHaveLength(1);
    expect(byId.envelope.data.data[0]).toMatchObject({ employeeId: 'E1002', employeeid: 'E1002', firstName: 'Blake', cardNumber: '2000000002', groupName: 'Headquarters', contractName: 'Commuter Benefit' });
    const byLast = await t.post('/employee/search', { filterType: 'lastName', filterValue: 'adams' }, acme);
    expect((byLast.envelope.data.data as Array<{ lastName: string }>).every((e) => e.lastName === 'Adams')).toBe(true);
    expect(byLast.envelope.data.numberOfRecords).toBeGreaterThan(0);
    const byFirst = await t.post('/employee/search', { filterType: 'firstName', filterValue: 'Avery' }, acme);
    expect((byFirst.envelope.data.data as Array<{ firstName: string }>).every((e) => e.firstName === 'Avery')).toBe(true);
    const byCard = await t.post('/employee/search', { filterType: 'cardNumber', filterValue: '2000000010' }, acme);
    expect(byCard.envelope.data.data[0].employeeId).toBe('E1010');
    const byGroup = await t.post('/employee/search', { filterType: 'groupName', filterValue: 'Headquarters' }, acme);
    expect(byGroup.envelope.data.numberOfRecords).toBe(17);
    const blank = await t.post('/employee/search', { filterType: 'lastName', filterValue: ' ' }, acme);
    expect(blank.envelope).toMatchObject({ status: 'ERROR', msgCode: '479', errorMessage: 'Please enter a value for Last Name.' });
    const wildcard = await t.post('/employee/search', { filterType: 'employeeId', filterValue: '%' }, acme);
    expect(wildcard.envelope.data.numberOfRecords).toBe(0);
    // An underscore is a character, not LIKE's "any one character": E_002 would match E1002.
    const underscore = await t.post('/employee/search', { filterType: 'employeeId', filterValue: 'E_002' }, acme);
    expect(underscore.envelope.data.numberOfRecords).toBe(0);
    const plain = await t.post('/employee/search', { filterType: 'employeeId', filterValue: 'e1002' }, acme);
    expect(plain.envelope.data.data.map((e: { employeeId: string }) => e.employeeId)).toEqual(['E1002']);
  });

  test('pages 25 at a time; a page past the end answers the last page', async () => {
    const all = await t.post('/employee/search', {}, acme);
    expect(all.envelope.data).toMatchObject({ pageNumber: 1, numberOfPages: 2, pageSetSize: 10 });
    expect(all.envelope.data.data).toHaveLength(25);
    const past = await t.post('/employee/search', { pageNo: 9 }, acme);
    expect(past.envelope.data.pageNumber).toBe(2);
  });

  test('card allocation: 468 when blank, digits only, the company\'s free cards only', async () => {
    expect((await t.post('/employee/cardAllocation', { cardNumber: '' }, acme)).envelope).toMatchObject({ status: 'ERROR', msgCode: '468' });
    expect((await t.post('/employee/cardAllocation', { cardNumber: '20000x' }, acme)).envelope.errorMessage).toBe('Card Number must contain digits only');
    // Letters are not a short card number.
    expect((await t.post('/employee/cardAllocation', { cardNumber: 'abc12' }, acme)).envelope.errorMessage).toBe('Card Number must contain digits only');
    const free = await t.post('/employee/cardAllocation', { cardNumber: '2000000501' }, acme);
    expect(free.envelope.data).toMatchObject({ cardNumber: '2000000501', status: 'Active', contracts: [{ contractName: 'Commuter Benefit' }] });
    const taken = await t.post('/employee/cardAllocation', { cardNumber: '2000000001' }, acme);
    expect(taken.envelope.errorMessage).toBe('Card Number 2000000001 is already allocated to employee E1001');
    const foreign = await t.post('/employee/cardAllocation', { cardNumber: '2100000501' }, acme);
    const unknown = await t.post('/employee/cardAllocation', { cardNumber: '2999999999' }, acme);
    expect(foreign.envelope.errorMessage).toBe('Card Number 2100000501 is not a card of your company');
    expect(unknown.envelope.errorMessage).toBe('Card Number 2999999999 is not a card of your company');
    expect(foreign.statusCode).toBe(unknown.statusCode);
  });

  test('create with card allocation, read, update, and the uniqueness rules', async () => {
    const groupId = await groupIdByName(acme, 'Headquarters');
    const contractId = await contractOf(acme, '2000000502');
    const base = { firstName: 'Jane', lastName: 'Doe', employeeId: 'T-100', cardNumber: '2000000502', groupId, contractId, email: 'jane.doe@example.com', phonenumber: '+1 212 555 0199' };
    const created = await t.post('/employee/create', base, acme);
    expect(created.envelope).toMatchObject({ status: 'SUCCESS', msgCode: 'SAVED', data: { employeeId: 'T-100', cardNumber: '2000000502', groupName: 'Headquarters', contractId, phonenumber: '+1 212 555 0199' } });
    const id = created.envelope.data.id as number;

    const sameCode = await t.post('/employee/create', { ...base, employeeId: 't-100', cardNumber: '2000000503', contractId: await contractOf(acme, '2000000503') }, acme);
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.envelope.errorMessage).toBe('Employee Id t-100 already exists');
    const sameCard = await t.post('/employee/create', { ...base, employeeId: 'T-101' }, acme);
    expect(sameCard.envelope.errorMessage).toBe('Card Number 2000000502 is already allocated to employee T-100');
    const badPhone = await t.post('/employee/create', { ...base, employeeId: 'T-102', phonenumber: '212 555 0199' }, acme);
    expect(badPhone.envelope.errorMessage).toBe('Phone Number must look like +1 ### ### ####');
    for (const field of ['firstName', 'lastName', 'employeeId', 'cardNumber', 'groupId', 'contractId']) {
      const res = await t.post('/employee/create', { ...base, employeeId: 'T-103', [field]: '' }, acme);
      expect(res.envelope).toMatchObject({ status: 'ERROR', msgCode: '488' });
      expect(res.envelope.errorMessage).toMatch(/can not be blank$/);
    }
    const otherCardsContract = await t.post('/employee/create', { ...base, employeeId: 'T-104', cardNumber: '2000000504', contractId }, acme);
    expect(otherCardsContract.envelope.errorMessage).toBe('Contract is not a contract of card 2000000504');

    // Its own card is allowed in the allocation check when editing.
    expect((await t.post('/employee/cardAllocation', { cardNumber: '2000000502', id }, acme)).envelope.status).toBe('SUCCESS');
    const updated = await t.post('/employee/update', { ...base, id, lastName: 'Smith', email: '', phonenumber: '' }, acme);
    expect(updated.envelope.data).toMatchObject({ id, lastName: 'Smith', email: '', phonenumber: '' });
    const detail = await t.post('/employee/detail', { id }, acme);
    expect(detail.envelope.data).toMatchObject({ firstName: 'Jane', lastName: 'Smith', employeeId: 'T-100' });
    // The card shows its holder.
    const holder = await t.app.qcard.db.selectFrom('cards').select('holder_name').where('serial', '=', '2000000502').executeTakeFirstOrThrow();
    expect(holder.holder_name).toBe('Jane Smith');

    const removed = await t.post('/employee/remove', { ids: [id] }, acme);
    expect(removed.envelope.data).toEqual([{ status: 'SUCCESS', msgCode: 'EMPLOYEES_REMOVED', employeeIds: ['Jane Smith (T-100)'] }]);
    // Its card is free again, with no holder.
    expect((await t.post('/employee/cardAllocation', { cardNumber: '2000000502' }, acme)).envelope.status).toBe('SUCCESS');
    const freed = await t.app.qcard.db.selectFrom('cards').select('holder_name').where('serial', '=', '2000000502').executeTakeFirstOrThrow();
    expect(freed.holder_name).toBe('');
  });

  test('remove reports removed and kept employees separately, with names', async () => {
    const groupId = await groupIdByName(acme, 'Operations');
    const contractId = await contractOf(acme, '2000000505');
    const created = await t.post('/employee/create', { firstName: 'Omar', lastName: 'Reed', employeeId: 'T-200', cardNumber: '2000000505', groupId, contractId }, acme);
    const id = created.envelope.data.id as number;
    const subscribed = await employeeByCode(acme, 'E1001'); // every 4th seeded employee has an Active subscription
    const res = await t.post('/employee/remove', { ids: [id, subscribed!.id] }, acme);
    expect(res.envelope.data).toEqual([
      { status: 'SUCCESS', msgCode: 'EMPLOYEES_REMOVED', employeeIds: ['Omar Reed (T-200)'] },
      { status: 'ERROR', msgCode: 'EMPLOYEES_NOT_REMOVED', employeeIds: [expect.stringContaining('(E1001)')], reason: 'An Active subscription must be cancelled first' },
    ]);
    expect(await employeeByCode(acme, 'E1001')).toBeDefined();
  });

  test('another company\'s employees and cards are out of reach', async () => {
    const g = await employeeByCode(globex, 'G2001');
    expect(g).toBeDefined();
    expect(await employeeByCode(acme, 'G2001')).toBeUndefined();
    const read = await t.post('/employee/detail', { id: g!.id }, acme);
    expect(read.statusCode).toBe(404);
    expect(read.envelope).toEqual((await t.post('/employee/detail', { id: 999999 }, acme)).envelope);
    const groupId = await groupIdByName(acme, 'Operations');
    const update = await t.post('/employee/update', { id: g!.id, firstName: 'X', lastName: 'Y', employeeId: 'G2001', cardNumber: g!.cardNumber, groupId, contractId: g!.contractId }, acme);
    expect(update.statusCode).toBe(404);
    const removal = await t.post('/employee/remove', { ids: [g!.id] }, acme);
    expect(removal.envelope.data).toEqual([{ status: 'ERROR', msgCode: 'EMPLOYEES_NOT_FOUND', employeeIds: [`#${g!.id}`], reason: 'Not found' }]);
    expect(await employeeByCode(globex, 'G2001')).toBeDefined();
    // Allocating Globex's card to an Acme employee is refused like an unknown card.
    const steal = await t.post('/employee/create', { firstName: 'Ann', lastName: 'Lee', employeeId: 'T-300', cardNumber: '2100000502', groupId, contractId: g!.contractId }, acme);
    expect(steal.envelope.errorMessage).toBe('Card Number 2100000502 is not a card of your company');
    // A Globex group can not be used by Acme.
    const globexGroup = await groupIdByName(globex, 'Sales');
    const contractId = await contractOf(acme, '2000000506');
    const otherGroup = await t.post('/employee/create', { firstName: 'Ann', lastName: 'Lee', employeeId: 'T-300', cardNumber: '2000000506', groupId: globexGroup, contractId }, acme);
    expect(otherGroup.envelope.errorMessage).toBe('Group is not valid');
  });
});

describe('bulk reload', () => {
  test('rows carry the employee, contract, card, status and bounds in cents; search by each type', async () => {
    const res = await t.post('/recharge/rechargeQCards', { pageNo: 1 }, acme);
    const list = res.envelope.data;
    expect(list.numberOfRecords).toBe(34); // every Acme employee holds a card; stock cards are not rows
    expect(list.data[0]).toEqual({
      employeeId: expect.any(Number), empId: 'E1001', empName: 'Avery Adams', groupName: 'Operations', contract: 'Commuter Benefit',
      contractId: expect.any(Number), cardNumber: '2000000001', status: 'Active', reason: null, amount: 0, minValue: 500, maxValue: 20000,
    });
    const blocked = await t.post('/recharge/rechargeQCards', { filterType: 'cardNumber', filterValue: '2000000034' }, acme);
    expect(blocked.envelope.data.data[0]).toMatchObject({ empId: 'E1034', status: 'Inactive', reason: 'Card is blocked (reported lost or stolen)' });
    for (const [filterType, filterValue, count] of [['employeeId', 'E1003', 1], ['name', 'Casey Owens', 1], ['group', 'Operations', 17], ['contract', 'Commuter', 34], ['cardNumber', '2000000003', 1]] as const) {
      const r = await t.post('/recharge/rechargeQCards', { filterType, filterValue }, acme);
      expect(r.envelope.data.numberOfRecords).toBe(count);
      expect(r.envelope.data.data).toHaveLength(count > 25 ? 25 : count);
    }
    const blank = await t.post('/recharge/rechargeQCards', { filterType: 'group', filterValue: '' }, acme);
    expect(blank.envelope).toMatchObject({ msgCode: '479', errorMessage: 'Please enter a value for Group.' });
    const globexRows = await t.post('/recharge/rechargeQCards', {}, globex);
    expect((globexRows.envelope.data.data as Array<{ empId: string }>).every((r) => r.empId.startsWith('G'))).toBe(true);
  });

  test('adds one Recharge cart item per row, billed to the sponsor, with a clear description', async () => {
    const rows = (await t.post('/recharge/rechargeQCards', { filterType: 'employeeId', filterValue: 'E100' }, acme)).envelope.data.data as Array<{ employeeId: number; contractId: number; empId: string; cardNumber: string; empName: string }>;
    const [a, b] = [rows[1]!, rows[2]!];
    const res = await t.post('/recharge/addRechargeCards', { rechargeCards: [
      { employeeId: a.employeeId, contractid: a.contractId, rechargevalue: 2000 },
      { employeeId: b.employeeId, contractid: b.contractId, rechargevalue: 1550 },
    ] }, acme);
    expect(res.envelope).toMatchObject({ status: 'SUCCESS', msgCode: 'ITEMS_ADDED', data: { added: 2 } });
    const sponsor = await t.app.qcard.db.selectFrom('users').select('id').where('email', '=', 'sponsor@example.com').executeTakeFirstOrThrow();
    const items = await t.app.qcard.db.selectFrom('cart_items').selectAll().where('owner_kind', '=', 'user').where('owner_id', '=', String(sponsor.id)).orderBy('id').execute();
    expect(res.envelope.data.cartCount).toBe(items.length);
    const mine = items.filter((i) => i.employee_id === a.employeeId || i.employee_id === b.employeeId);
    expect(mine.map((i) => [i.item_type, i.price, i.contract_id, JSON.parse(i.payload ?? '{}')])).toEqual([
      ['Recharge', 2000, a.contractId, { rechargevalue: 2000 }],
      ['Recharge', 1550, b.contractId, { rechargevalue: 1550 }],
    ]);
    expect(mine[0]!.description).toBe(`Reload $20.00 · ${a.empName} (${a.empId}) · Q Card ${a.cardNumber}`);
  });

  test('an amount out of the row bounds answers 461 with the employee id and adds nothing', async () => {
    const rows = (await t.post('/recharge/rechargeQCards', { filterType: 'employeeId', filterValue: 'E101' }, acme)).envelope.data.data as Array<{ employeeId: number; contractId: number; empId: string }>;
    const [ok, bad] = [rows[0]!, rows[1]!];
    const before = await t.app.qcard.db.selectFrom('cart_items').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const value of [20001, 499, 10.5, -500, '2000', null]) {
      const res = await t.post('/recharge/addRechargeCards', { rechargeCards: [
        { employeeId: ok.employeeId, contractid: ok.contractId, rechargevalue: 1000 },
        { employeeId: bad.employeeId, contractid: bad.contractId, rechargevalue: value },
      ] }, acme);
      expect(res.statusCode).toBe(400);
      expect(res.envelope).toMatchObject({ status: 'ERROR', msgCode: '461', errorMessage: `Reload amount must be between $5.00 and $200.00 for employee ${bad.empId}.` });
      expect(res.envelope.data.rows).toEqual([expect.objectContaining({ employeeId: bad.employeeId, empId: bad.empId, msgCode: '461' })]);
    }
    const after = await t.app.qcard.db.selectFrom('cart_items').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  test('an Inactive row is refused with the reason', async () => {
    const row = (await t.post('/recharge/rechargeQCards', { filterType: 'employeeId', filterValue: 'E1034' }, acme)).envelope.data.data[0];
    const res = await t.post('/recharge/addRechargeCards', { rechargeCards: [{ employeeId: row.employeeId, contractid: row.contractId, rechargevalue: 1000 }] }, acme);
    expect(res.statusCode).toBe(409);
    expect(res.envelope.errorMessage).toBe('The Q Card with serial # 2000000034 is not reloadable at this time. [Reason: Card is blocked (reported lost or stolen)]');
  });

  test('another company\'s employee or a contract that is not the employee\'s answers as not found', async () => {
    const g = (await t.post('/recharge/rechargeQCards', {}, globex)).envelope.data.data[0];
    const a = (await t.post('/recharge/rechargeQCards', {}, acme)).envelope.data.data[0];
    const foreign = await t.post('/recharge/addRechargeCards', { rechargeCards: [{ employeeId: g.employeeId, contractid: g.contractId, rechargevalue: 1000 }] }, acme);
    const mixed = await t.post('/recharge/addRechargeCards', { rechargeCards: [{ employeeId: a.employeeId, contractid: g.contractId, rechargevalue: 1000 }] }, acme);
    const none = await t.post('/recharge/addRechargeCards', { rechargeCards: [{ employeeId: 999999, contractid: 999999, rechargevalue: 1000 }] }, acme);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.envelope).toEqual(none.envelope);
    expect(mixed.envelope).toEqual(none.envelope);
    expect((await t.post('/recharge/addRechargeCards', { rechargeCards: [] }, acme)).envelope.msgCode).toBe('488');
  });
});
