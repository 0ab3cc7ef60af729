// Sponsor management API against a fresh seeded database: who may call it, the company's cards and its groups
// (names unique per company, kept while they have employees), each company seeing only its own.
import type { TestApp } from '../../../test-support/create-test-app';
import { groupIdByName, startSponsorApp } from './sponsor-fixtures';

let t: TestApp;
let acme: string;
let globex: string;
let patron: string;

beforeAll(async () => {
  ({ t, acme, globex, patron } = await startSponsorApp());
});
afterAll(() => t.close());

describe('access', () => {
  const paths = [
    '/companycard/search',
    '/employee/search',
    '/employee/create',
    '/employee/update',
    '/employee/detail',
    '/employee/remove',
    '/employee/cardAllocation',
    '/group/search',
    '/group/create',
    '/group/update',
    '/group/details',
    '/group/remove',
    '/recharge/rechargeQCards',
    '/recharge/addRechargeCards',
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
    expect(list.data[0]).toMatchObject({
      cardNumber: '2000000001',
      profileName: 'Commuter Benefit',
      status: 'Active',
      employeeId: 'E1001',
    });
    expect(list.data[0].expiresOn).toMatch(/^\d{4}-\d\d-\d\dT/);
    const second = await t.post('/companycard/search', { pageNo: 2 }, acme);
    expect(second.envelope.data.data).toHaveLength(21);
    const blocked = (
      second.envelope.data.data as Array<{ cardNumber: string; status: string }>
    ).find((c) => c.cardNumber === '2000000034');
    expect(blocked?.status).toBe('Inactive');
  });

  test('Globex sees only its own cards', async () => {
    const res = await t.post('/companycard/search', { pageNo: 1 }, globex);
    const serials = (res.envelope.data.data as Array<{ cardNumber: string }>).map(
      (c) => c.cardNumber,
    );
    expect(serials).toHaveLength(4 + 3);
    expect(serials.every((s) => s.startsWith('21'))).toBe(true);
  });
});

describe('groups', () => {
  test('create, read, rename, refuse duplicates (any case), remove', async () => {
    const created = await t.post(
      '/group/create',
      { groupname: 'Night Shift', groupdetails: 'Depot nights' },
      acme,
    );
    expect(created.envelope).toMatchObject({
      status: 'SUCCESS',
      msgCode: 'SAVED',
      data: { groupname: 'Night Shift', groupdetails: 'Depot nights', employeeCount: 0 },
    });
    const id = created.envelope.data.id as number;

    const dup = await t.post('/group/create', { groupname: 'night shift' }, acme);
    expect(dup.statusCode).toBe(409);
    expect(dup.envelope.errorMessage).toBe('Group Name night shift already exists');

    const blank = await t.post('/group/create', { groupname: '   ' }, acme);
    expect(blank.envelope).toMatchObject({
      status: 'ERROR',
      msgCode: '488',
      errorMessage: 'Group Name can not be blank',
    });

    const renamed = await t.post(
      '/group/update',
      { id, groupname: 'Night Crew', groupdetails: '' },
      acme,
    );
    expect(renamed.envelope.data).toMatchObject({ id, groupname: 'Night Crew', groupdetails: '' });
    const clash = await t.post('/group/update', { id, groupname: 'Operations' }, acme);
    expect(clash.statusCode).toBe(409);

    const details = await t.post('/group/details', { id }, acme);
    expect(details.envelope.data.groupname).toBe('Night Crew');

    const search = await t.post(
      '/group/search',
      { filterType: 'groupName', filterValue: 'crew' },
      acme,
    );
    expect((search.envelope.data.data as Array<{ id: number }>).map((g) => g.id)).toEqual([id]);

    const removed = await t.post('/group/remove', { ids: [id] }, acme);
    expect(removed.envelope.data).toEqual([
      { status: 'SUCCESS', msgCode: 'GROUPS_REMOVED', groupNames: ['Night Crew'] },
    ]);
    expect((await t.post('/group/details', { id }, acme)).statusCode).toBe(404);
  });

  test('a group with employees is kept and the answer says why; the others are removed', async () => {
    const empty = (await t.post('/group/create', { groupname: 'Temp Group' }, acme)).envelope.data
      .id as number;
    const operations = await groupIdByName(t, acme, 'Operations');
    const res = await t.post('/group/remove', { ids: [empty, operations] }, acme);
    expect(res.envelope.data).toEqual([
      { status: 'SUCCESS', msgCode: 'GROUPS_REMOVED', groupNames: ['Temp Group'] },
      {
        status: 'ERROR',
        msgCode: 'GROUPS_NOT_REMOVED',
        groupNames: ['Operations'],
        reason: 'Employees are assigned to them',
      },
    ]);
    expect((await t.post('/group/details', { id: operations }, acme)).envelope.status).toBe(
      'SUCCESS',
    );
  });

  test("one company can not read, rename or remove another company's group, and names are per company", async () => {
    const engineering = await groupIdByName(t, globex, 'Engineering');
    const read = await t.post('/group/details', { id: engineering }, acme);
    const missing = await t.post('/group/details', { id: 999999 }, acme);
    expect(read.statusCode).toBe(404);
    expect(read.envelope).toEqual(missing.envelope);
    expect(
      (await t.post('/group/update', { id: engineering, groupname: 'Hacked' }, acme)).statusCode,
    ).toBe(404);
    const removed = await t.post('/group/remove', { ids: [engineering] }, acme);
    expect(removed.envelope.data).toEqual([
      {
        status: 'ERROR',
        msgCode: 'GROUPS_NOT_FOUND',
        groupNames: [`#${engineering}`],
        reason: 'Not found',
      },
    ]);
    expect(
      (await t.post('/group/details', { id: engineering }, globex)).envelope.data.groupname,
    ).toBe('Engineering');
    const names = (
      (await t.post('/group/search', { all: true }, acme)).envelope.data.data as Array<{
        groupname: string;
      }>
    ).map((g) => g.groupname);
    expect(names).not.toContain('Engineering');
    // The same name may exist in two companies.
    expect(
      (await t.post('/group/create', { groupname: 'Engineering' }, acme)).envelope.status,
    ).toBe('SUCCESS');
  });
});
