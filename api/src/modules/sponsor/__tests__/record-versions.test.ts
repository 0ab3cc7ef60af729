// Two sessions of one sponsor saving the same employee or group (the
// second save, made from the version both opened, is refused with the current record), and an
// employee e-mail already used in the company refused on create and update, whatever its case
// and surrounding spaces.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';

let t: TestApp;
let tab1: string;
let tab2: string;
let globex: string;

beforeAll(async () => {
  t = await createTestApp();
  // Two logins of one sponsor: two sessions, as two browsers (or tabs after a sign-in each) have.
  [tab1, tab2, globex] = await Promise.all([
    t.login('sponsor@example.com', 'Sponsor#2026'),
    t.login('sponsor@example.com', 'Sponsor#2026'),
    t.login('sponsor2@example.com', 'Sponsor#2026'),
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
  groupId: number;
  contractId: number;
  email: string;
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

/** A call in Spanish (Accept-Language: es). */
async function inSpanish(p: string, body: Record<string, unknown>, token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.app.qcard.settings.apiBase}${p}`,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'accept-language': 'es',
    },
    payload: JSON.stringify(body),
  });
  return {
    statusCode: res.statusCode,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each call's data differs
    envelope: res.json() as { errorMessage: string | null; data: any },
  };
}

/** The update form's body for an employee as read, with some fields changed. */
function saved(e: EmployeeRow, change: Partial<EmployeeRow>) {
  const { recordVersion, ...rest } = { ...e, ...change };
  return { ...rest, recordVersion };
}

describe('two sessions on one employee', () => {
  test('the second save, made from the version both opened, is refused with the current employee; saved again from it, it goes through', async () => {
    const opened1 = await employee(tab1, 'E1002');
    const opened2 = await employee(tab2, 'E1002');
    expect(opened1.recordVersion).toBe(opened2.recordVersion);

    const first = await t.post('/employee/update', saved(opened1, { firstName: 'Morgan' }), tab1);
    expect(first.envelope).toMatchObject({
      status: 'SUCCESS',
      msgCode: 'SAVED',
      data: { firstName: 'Morgan', recordVersion: opened1.recordVersion + 1 },
    });

    const second = await t.post('/employee/update', saved(opened2, { lastName: 'Quinn' }), tab2);
    expect(second.statusCode).toBe(409);
    expect(second.envelope).toMatchObject({
      status: 'ERROR',
      msgCode: '507',
      errorMessage:
        'This employee was changed elsewhere since you opened it. Its current details are shown; check them and save again.',
      data: {
        id: opened1.id,
        firstName: 'Morgan',
        lastName: opened1.lastName,
        recordVersion: opened1.recordVersion + 1,
      },
    });
    // Tab 1's change stands.
    expect(await employee(tab1, 'E1002')).toMatchObject({
      firstName: 'Morgan',
      lastName: opened1.lastName,
    });

    const again = await t.post(
      '/employee/update',
      saved(second.envelope.data as EmployeeRow, { lastName: 'Quinn' }),
      tab2,
    );
    expect(again.envelope).toMatchObject({
      status: 'SUCCESS',
      data: { firstName: 'Morgan', lastName: 'Quinn', recordVersion: opened1.recordVersion + 2 },
    });
  });

  test("the refusal is in the request's language", async () => {
    const opened = await employee(tab1, 'E1003');
    await t.post('/employee/update', saved(opened, { firstName: 'Riley' }), tab1);
    const stale = await inSpanish('/employee/update', saved(opened, { firstName: 'Sam' }), tab2);
    expect(stale.statusCode).toBe(409);
    expect(stale.envelope.errorMessage).toBe(
      'Este empleado se cambió en otro lugar después de que lo abrió. Se muestran sus datos actuales; revíselos y guarde de nuevo.',
    );
  });

  test("a save without recordVersion (a caller of the SPEC's contract) overwrites as before; a malformed one is refused", async () => {
    const opened = await employee(tab1, 'E1004');
    const { recordVersion, ...withoutVersion } = saved(opened, { firstName: 'Alex' });
    const res = await t.post('/employee/update', withoutVersion, tab1);
    expect(res.envelope).toMatchObject({
      status: 'SUCCESS',
      data: { firstName: 'Alex', recordVersion: recordVersion + 1 },
    });
    const malformed = await t.post(
      '/employee/update',
      { ...withoutVersion, recordVersion: 'latest' },
      tab1,
    );
    expect(malformed.envelope).toMatchObject({ status: 'ERROR', msgCode: '491' });
  });

  test("another company's employee is not found, whatever the version", async () => {
    const other = await employee(globex, 'G2001');
    const res = await t.post('/employee/update', saved(other, { firstName: 'X' }), tab1);
    expect(res.statusCode).toBe(404);
    expect(res.envelope.data).toBeNull();
  });
});

describe('two sessions on one group', () => {
  test('the second rename is refused with the current group', async () => {
    const created = await t.post(
      '/group/create',
      { groupname: 'Versioned Crew', groupdetails: 'first' },
      tab1,
    );
    const opened = created.envelope.data as {
      id: number;
      groupname: string;
      groupdetails: string;
      recordVersion: number;
    };
    expect(opened.recordVersion).toBe(1);
    const first = await t.post(
      '/group/update',
      { id: opened.id, recordVersion: 1, groupname: 'Versioned Crew', groupdetails: 'from tab 1' },
      tab1,
    );
    expect(first.envelope).toMatchObject({
      status: 'SUCCESS',
      data: { groupdetails: 'from tab 1', recordVersion: 2 },
    });
    const second = await t.post(
      '/group/update',
      { id: opened.id, recordVersion: 1, groupname: 'Renamed Crew', groupdetails: 'first' },
      tab2,
    );
    expect(second.statusCode).toBe(409);
    expect(second.envelope).toMatchObject({
      msgCode: '507',
      errorMessage:
        'This group was changed elsewhere since you opened it. Its current details are shown; check them and save again.',
      data: {
        id: opened.id,
        groupname: 'Versioned Crew',
        groupdetails: 'from tab 1',
        recordVersion: 2,
      },
    });
    const details = await t.post('/group/details', { id: opened.id }, tab2);
    expect(details.envelope.data).toMatchObject({
      groupname: 'Versioned Crew',
      groupdetails: 'from tab 1',
      recordVersion: 2,
    });
  });
});

describe('employee e-mails are unique in the company', () => {
  test('an e-mail of another employee, in other case and with spaces, is refused on create and on update', async () => {
    const holder = await employee(tab1, 'E1001');
    expect(holder.email).not.toBe('');
    const variant = ` ${holder.email.toUpperCase()} `;
    const groupId = holder.groupId;
    const allocation = await t.post('/employee/cardAllocation', { cardNumber: '2000000510' }, tab1);
    expect(allocation.envelope.status).toBe('SUCCESS');
    const contractId = allocation.envelope.data.contracts[0].id as number;
    const base = {
      firstName: 'Dana',
      lastName: 'Mail',
      employeeId: 'T-600',
      cardNumber: '2000000510',
      groupId,
      contractId,
    };

    const create = await t.post('/employee/create', { ...base, email: variant }, tab1);
    expect(create.statusCode).toBe(409);
    expect(create.envelope).toMatchObject({
      status: 'ERROR',
      msgCode: '488',
      data: {
        problems: [
          {
            property: 'email',
            message: `E-mail ${holder.email.toUpperCase()} is already used by employee E1001`,
          },
        ],
      },
    });

    const created = await t.post(
      '/employee/create',
      { ...base, email: 'dana.mail@example.com' },
      tab1,
    );
    expect(created.envelope.status).toBe('SUCCESS');
    const mine = created.envelope.data as EmployeeRow;
    const update = await inSpanish('/employee/update', saved(mine, { email: variant }), tab1);
    expect(update.statusCode).toBe(409);
    expect(update.envelope.data.problems[0]).toEqual({
      property: 'email',
      message: `El correo electrónico ${holder.email.toUpperCase()} ya lo usa el empleado E1001`,
    });

    // Its own address, and the same address in another company, are fine.
    expect(
      (await t.post('/employee/update', saved(mine, { email: 'DANA.MAIL@example.com' }), tab1))
        .envelope.status,
    ).toBe('SUCCESS');
    const theirs = await employee(globex, 'G2001');
    expect(
      (await t.post('/employee/update', saved(theirs, { email: holder.email }), globex)).envelope
        .status,
    ).toBe('SUCCESS');
  });

  test('an address stored with spaces and capitals before the rule still counts', async () => {
    const holder = await employee(tab1, 'E1005');
    await t.app.qcard.db
      .updateTable('employees')
      .set({ email: ' Stored.Loose@Example.com ' })
      .where('id', '=', holder.id)
      .execute();
    const other = await employee(tab1, 'E1006');
    const res = await t.post(
      '/employee/update',
      saved(other, { email: 'stored.loose@example.com' }),
      tab1,
    );
    expect(res.envelope.data.problems[0]).toMatchObject({
      property: 'email',
      message: 'E-mail stored.loose@example.com is already used by employee E1005',
    });
  });
});
