// Sponsor management API against a fresh seeded database: employees searched, paged, created with a card,
// updated and removed under the uniqueness rules, each company reaching only its own.
import type { TestApp } from '../../../test-support/create-test-app';
import { contractOf, employeeByCode, groupIdByName, startSponsorApp } from './sponsor-fixtures';

let t: TestApp;
let acme: string;
let globex: string;

beforeAll(async () => {
  ({ t, acme, globex } = await startSponsorApp());
});
afterAll(() => t.close());

describe('employees', () => {
  test('search by each filter type; a filter without a value answers 479 with the field name', async () => {
    const byId = await t.post(
      '/employee/search',
      { filterType: 'employeeId', filterValue: 'E1002' },
      acme,
    );
    expect(byId.envelope.data.data).toHaveLength(1);
    expect(byId.envelope.data.data[0]).toMatchObject({
      employeeId: 'E1002',
      employeeid: 'E1002',
      firstName: 'Blake',
      cardNumber: '2000000002',
      groupName: 'Headquarters',
      contractName: 'Commuter Benefit',
    });
    const byLast = await t.post(
      '/employee/search',
      { filterType: 'lastName', filterValue: 'adams' },
      acme,
    );
    expect(
      (byLast.envelope.data.data as Array<{ lastName: string }>).every(
        (e) => e.lastName === 'Adams',
      ),
    ).toBe(true);
    expect(byLast.envelope.data.numberOfRecords).toBeGreaterThan(0);
    const byFirst = await t.post(
      '/employee/search',
      { filterType: 'firstName', filterValue: 'Avery' },
      acme,
    );
    expect(
      (byFirst.envelope.data.data as Array<{ firstName: string }>).every(
        (e) => e.firstName === 'Avery',
      ),
    ).toBe(true);
    const byCard = await t.post(
      '/employee/search',
      { filterType: 'cardNumber', filterValue: '2000000010' },
      acme,
    );
    expect(byCard.envelope.data.data[0].employeeId).toBe('E1010');
    const byGroup = await t.post(
      '/employee/search',
      { filterType: 'groupName', filterValue: 'Headquarters' },
      acme,
    );
    expect(byGroup.envelope.data.numberOfRecords).toBe(17);
    const blank = await t.post(
      '/employee/search',
      { filterType: 'lastName', filterValue: ' ' },
      acme,
    );
    expect(blank.envelope).toMatchObject({
      status: 'ERROR',
      msgCode: '479',
      errorMessage: 'Please enter a value for Last Name.',
    });
    const wildcard = await t.post(
      '/employee/search',
      { filterType: 'employeeId', filterValue: '%' },
      acme,
    );
    expect(wildcard.envelope.data.numberOfRecords).toBe(0);
    // An underscore is a character, not LIKE's "any one character": E_002 would match E1002.
    const underscore = await t.post(
      '/employee/search',
      { filterType: 'employeeId', filterValue: 'E_002' },
      acme,
    );
    expect(underscore.envelope.data.numberOfRecords).toBe(0);
    const plain = await t.post(
      '/employee/search',
      { filterType: 'employeeId', filterValue: 'e1002' },
      acme,
    );
    expect(plain.envelope.data.data.map((e: { employeeId: string }) => e.employeeId)).toEqual([
      'E1002',
    ]);
  });

  test('pages 25 at a time; a page past the end answers the last page', async () => {
    const all = await t.post('/employee/search', {}, acme);
    expect(all.envelope.data).toMatchObject({ pageNumber: 1, numberOfPages: 2, pageSetSize: 10 });
    expect(all.envelope.data.data).toHaveLength(25);
    const past = await t.post('/employee/search', { pageNo: 9 }, acme);
    expect(past.envelope.data.pageNumber).toBe(2);
  });

  test("card allocation: 468 when blank, digits only, the company's free cards only", async () => {
    expect(
      (await t.post('/employee/cardAllocation', { cardNumber: '' }, acme)).envelope,
    ).toMatchObject({ status: 'ERROR', msgCode: '468' });
    expect(
      (await t.post('/employee/cardAllocation', { cardNumber: '20000x' }, acme)).envelope
        .errorMessage,
    ).toBe('Card Number must contain digits only');
    // Letters are not a short card number.
    expect(
      (await t.post('/employee/cardAllocation', { cardNumber: 'abc12' }, acme)).envelope
        .errorMessage,
    ).toBe('Card Number must contain digits only');
    const free = await t.post('/employee/cardAllocation', { cardNumber: '2000000501' }, acme);
    expect(free.envelope.data).toMatchObject({
      cardNumber: '2000000501',
      status: 'Active',
      contracts: [{ contractName: 'Commuter Benefit' }],
    });
    const taken = await t.post('/employee/cardAllocation', { cardNumber: '2000000001' }, acme);
    expect(taken.envelope.errorMessage).toBe(
      'Card Number 2000000001 is already allocated to employee E1001',
    );
    const foreign = await t.post('/employee/cardAllocation', { cardNumber: '2100000501' }, acme);
    const unknown = await t.post('/employee/cardAllocation', { cardNumber: '2999999999' }, acme);
    expect(foreign.envelope.errorMessage).toBe(
      'Card Number 2100000501 is not a card of your company',
    );
    expect(unknown.envelope.errorMessage).toBe(
      'Card Number 2999999999 is not a card of your company',
    );
    expect(foreign.statusCode).toBe(unknown.statusCode);
  });

  test('create with card allocation, read, update, and the uniqueness rules', async () => {
    const groupId = await groupIdByName(t, acme, 'Headquarters');
    const contractId = await contractOf(t, acme, '2000000502');
    const base = {
      firstName: 'Jane',
      lastName: 'Doe',
      employeeId: 'T-100',
      cardNumber: '2000000502',
      groupId,
      contractId,
      email: 'jane.doe@example.com',
      phonenumber: '+1 212 555 0199',
    };
    const created = await t.post('/employee/create', base, acme);
    expect(created.envelope).toMatchObject({
      status: 'SUCCESS',
      msgCode: 'SAVED',
      data: {
        employeeId: 'T-100',
        cardNumber: '2000000502',
        groupName: 'Headquarters',
        contractId,
        phonenumber: '+1 212 555 0199',
      },
    });
    const id = created.envelope.data.id as number;

    const sameCode = await t.post(
      '/employee/create',
      {
        ...base,
        employeeId: 't-100',
        cardNumber: '2000000503',
        contractId: await contractOf(t, acme, '2000000503'),
      },
      acme,
    );
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.envelope.errorMessage).toBe('Employee Id t-100 already exists');
    const sameCard = await t.post('/employee/create', { ...base, employeeId: 'T-101' }, acme);
    expect(sameCard.envelope.errorMessage).toBe(
      'Card Number 2000000502 is already allocated to employee T-100',
    );
    const badPhone = await t.post(
      '/employee/create',
      { ...base, employeeId: 'T-102', phonenumber: '212 555 0199' },
      acme,
    );
    expect(badPhone.envelope.errorMessage).toBe('Phone Number must look like +1 ### ### ####');
    for (const field of [
      'firstName',
      'lastName',
      'employeeId',
      'cardNumber',
      'groupId',
      'contractId',
    ]) {
      const res = await t.post(
        '/employee/create',
        { ...base, employeeId: 'T-103', [field]: '' },
        acme,
      );
      expect(res.envelope).toMatchObject({ status: 'ERROR', msgCode: '488' });
      expect(res.envelope.errorMessage).toMatch(/can not be blank$/);
    }
    const otherCardsContract = await t.post(
      '/employee/create',
      { ...base, employeeId: 'T-104', cardNumber: '2000000504', contractId },
      acme,
    );
    expect(otherCardsContract.envelope.errorMessage).toBe(
      'Contract is not a contract of card 2000000504',
    );

    // Its own card is allowed in the allocation check when editing.
    expect(
      (await t.post('/employee/cardAllocation', { cardNumber: '2000000502', id }, acme)).envelope
        .status,
    ).toBe('SUCCESS');
    const updated = await t.post(
      '/employee/update',
      { ...base, id, lastName: 'Smith', email: '', phonenumber: '' },
      acme,
    );
    expect(updated.envelope.data).toMatchObject({
      id,
      lastName: 'Smith',
      email: '',
      phonenumber: '',
    });
    const detail = await t.post('/employee/detail', { id }, acme);
    expect(detail.envelope.data).toMatchObject({
      firstName: 'Jane',
      lastName: 'Smith',
      employeeId: 'T-100',
    });
    // The card shows its holder.
    const holder = await t.app.qcard.db
      .selectFrom('cards')
      .select('holder_name')
      .where('serial', '=', '2000000502')
      .executeTakeFirstOrThrow();
    expect(holder.holder_name).toBe('Jane Smith');

    const removed = await t.post('/employee/remove', { ids: [id] }, acme);
    expect(removed.envelope.data).toEqual([
      { status: 'SUCCESS', msgCode: 'EMPLOYEES_REMOVED', employeeIds: ['Jane Smith (T-100)'] },
    ]);
    // Its card is free again, with no holder.
    expect(
      (await t.post('/employee/cardAllocation', { cardNumber: '2000000502' }, acme)).envelope
        .status,
    ).toBe('SUCCESS');
    const freed = await t.app.qcard.db
      .selectFrom('cards')
      .select('holder_name')
      .where('serial', '=', '2000000502')
      .executeTakeFirstOrThrow();
    expect(freed.holder_name).toBe('');
  });

  test('remove reports removed and kept employees separately, with names', async () => {
    const groupId = await groupIdByName(t, acme, 'Operations');
    const contractId = await contractOf(t, acme, '2000000505');
    const created = await t.post(
      '/employee/create',
      {
        firstName: 'Omar',
        lastName: 'Reed',
        employeeId: 'T-200',
        cardNumber: '2000000505',
        groupId,
        contractId,
      },
      acme,
    );
    const id = created.envelope.data.id as number;
    const subscribed = await employeeByCode(t, acme, 'E1001'); // every 4th seeded employee has an Active subscription
    const res = await t.post('/employee/remove', { ids: [id, subscribed!.id] }, acme);
    expect(res.envelope.data).toEqual([
      { status: 'SUCCESS', msgCode: 'EMPLOYEES_REMOVED', employeeIds: ['Omar Reed (T-200)'] },
      {
        status: 'ERROR',
        msgCode: 'EMPLOYEES_NOT_REMOVED',
        employeeIds: [expect.stringContaining('(E1001)')],
        reason: 'An Active subscription must be cancelled first',
      },
    ]);
    expect(await employeeByCode(t, acme, 'E1001')).toBeDefined();
  });

  test("another company's employees and cards are out of reach", async () => {
    const g = await employeeByCode(t, globex, 'G2001');
    expect(g).toBeDefined();
    expect(await employeeByCode(t, acme, 'G2001')).toBeUndefined();
    const read = await t.post('/employee/detail', { id: g!.id }, acme);
    expect(read.statusCode).toBe(404);
    expect(read.envelope).toEqual(
      (await t.post('/employee/detail', { id: 999999 }, acme)).envelope,
    );
    const groupId = await groupIdByName(t, acme, 'Operations');
    const update = await t.post(
      '/employee/update',
      {
        id: g!.id,
        firstName: 'X',
        lastName: 'Y',
        employeeId: 'G2001',
        cardNumber: g!.cardNumber,
        groupId,
        contractId: g!.contractId,
      },
      acme,
    );
    expect(update.statusCode).toBe(404);
    const removal = await t.post('/employee/remove', { ids: [g!.id] }, acme);
    expect(removal.envelope.data).toEqual([
      {
        status: 'ERROR',
        msgCode: 'EMPLOYEES_NOT_FOUND',
        employeeIds: [`#${g!.id}`],
        reason: 'Not found',
      },
    ]);
    expect(await employeeByCode(t, globex, 'G2001')).toBeDefined();
    // Allocating Globex's card to an Acme employee is refused like an unknown card.
    const steal = await t.post(
      '/employee/create',
      {
        firstName: 'Ann',
        lastName: 'Lee',
        employeeId: 'T-300',
        cardNumber: '2100000502',
        groupId,
        contractId: g!.contractId,
      },
      acme,
    );
    expect(steal.envelope.errorMessage).toBe(
      'Card Number 2100000502 is not a card of your company',
    );
    // A Globex group can not be used by Acme.
    const globexGroup = await groupIdByName(t, globex, 'Sales');
    const contractId = await contractOf(t, acme, '2000000506');
    const otherGroup = await t.post(
      '/employee/create',
      {
        firstName: 'Ann',
        lastName: 'Lee',
        employeeId: 'T-300',
        cardNumber: '2000000506',
        groupId: globexGroup,
        contractId,
      },
      acme,
    );
    expect(otherGroup.envelope.errorMessage).toBe('Group is not valid');
  });
});
