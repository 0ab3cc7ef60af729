// Optimistic concurrency on the sponsor subscription table: two sessions of one sponsor on one row. A
// save or cancel made from the row as both read it, after the other saved it to the cart, placed
// the order, or gave the employee another card, is refused (507, HTTP 409) with the row as it
// is now, instead of silently replacing the other session's change.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { SPONSOR, SPONSOR2, activeSub, submitAndFulfil } from './subscription-test-helpers';

let t: TestApp;
let tab1: string;
let tab2: string;

interface Row {
  employeeId: number;
  empId: string;
  contractId: number;
  status: string;
  subscriptionState: string;
  refreshrate: number | null;
  trigger: number | null;
  maxFreq: number | null;
  cardNumber: string;
  recordVersion: string;
}

const CHANGED =
  'This record was changed elsewhere since you opened it. Its current details are shown; check them and save again.';

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-10T15:00:00.000Z') });
  [tab1, tab2] = await Promise.all([
    t.login(SPONSOR.email, SPONSOR.password),
    t.login(SPONSOR.email, SPONSOR.password),
  ]);
});
afterAll(async () => t.close());

async function rows(token: string): Promise<Row[]> {
  const all: Row[] = [];
  for (let page = 1; page <= 2; page += 1) {
    const res = await t.post('/rssubscription/search', { filterType: 'all', pageNo: page }, token);
    all.push(...(res.envelope.data.data as Row[]));
  }
  return all;
}

async function row(token: string, empId: string): Promise<Row> {
  const res = await t.post(
    '/rssubscription/search',
    { filterType: 'employeeId', filterValue: empId },
    token,
  );
  const found = (res.envelope.data.data as Row[]).find((r) => r.empId === empId);
  if (!found) throw new Error(`no row ${empId}`);
  return found;
}

/** The save body of a row as read, with some values changed. */
function edited(r: Row, change: { refreshrate?: number; trigger?: number; maxRecharges?: number }) {
  return {
    employeeId: r.employeeId,
    contractid: r.contractId,
    recordVersion: r.recordVersion,
    refreshrate: r.refreshrate ?? 2000,
    trigger: r.trigger ?? 500,
    maxRecharges: r.maxFreq ?? 2,
    ...change,
  };
}

const save = (list: unknown[], token: string) =>
  t.post('/rssubscription/addSubscription', { employeeSubscriptions: list }, token);
const cancel = (list: unknown[], token: string) =>
  t.post('/rssubscription/delete', { employeeSubscriptions: list }, token);

/** The payloads of the cart items pending for these contracts (the sponsor's one cart, both sessions). */
async function pending(...contractIds: number[]): Promise<Array<Record<string, unknown>>> {
  const items = await t.app.qcard.db
    .selectFrom('cart_items')
    .select('payload')
    .where('contract_id', 'in', contractIds)
    .orderBy('id')
    .execute();
  return items.map((i) => JSON.parse(i.payload ?? '{}') as Record<string, unknown>);
}

let subscribed: Row[];
let unsubscribed: Row[];
beforeAll(async () => {
  const all = await rows(tab1);
  subscribed = all.filter((r) => r.subscriptionState === 'Active' && r.status === 'Active');
  unsubscribed = all.filter(
    (r) => r.subscriptionState === 'NoSubscription' && r.status === 'Active',
  );
  expect(subscribed.length).toBeGreaterThanOrEqual(3);
  expect(unsubscribed.length).toBeGreaterThanOrEqual(2);
});

describe('a row carries a version', () => {
  test('every row names one; it is the same for both sessions and for a search that reads the row again', async () => {
    const first = subscribed[0] as Row;
    expect(first.recordVersion).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    expect((await row(tab2, first.empId)).recordVersion).toBe(first.recordVersion);
    const versions = new Set((await rows(tab1)).map((r) => r.recordVersion));
    expect(versions.size).toBeGreaterThan(10);
  });
});

describe('two sessions on one subscription row', () => {
  test("the second save, made from the row both read, is refused with the current row while the first's change waits in the cart", async () => {
    const opened = await row(tab1, (subscribed[0] as Row).empId);
    const first = await save([edited(opened, { refreshrate: 3100 })], tab1);
    expect(first.envelope.status).toBe('SUCCESS');

    const second = await save([edited(opened, { trigger: 900 })], tab2);
    expect(second.statusCode).toBe(409);
    expect(second.envelope).toMatchObject({
      status: 'ERROR',
      msgCode: '507',
      errorMessage: CHANGED,
    });
    const now = second.envelope.data as Row[];
    expect(now).toHaveLength(1);
    expect(now[0]).toMatchObject({
      employeeId: opened.employeeId,
      refreshrate: opened.refreshrate,
      trigger: opened.trigger,
    });
    expect(now[0]?.recordVersion).not.toBe(opened.recordVersion);
    // Tab 1's change is the one in the cart.
    expect(await pending(opened.contractId)).toEqual([
      expect.objectContaining({ rechargevalue: 3100, thresholdAmount: opened.trigger }),
    ]);

    // Saved again from the row as it is now, it goes through.
    const again = await save([edited(now[0] as Row, { trigger: 900 })], tab2);
    expect(again.envelope.status).toBe('SUCCESS');
  });

  test('after the other session placed the order, the refusal shows its new amounts; nothing of the request is written', async () => {
    const opened = await row(tab1, (subscribed[1] as Row).empId);
    const other = unsubscribed[0] as Row;
    const otherOpened = await row(tab2, other.empId);
    await save([edited(opened, { refreshrate: 4200 })], tab1);
    await submitAndFulfil(t, tab1, 'rs_submit_order');
    expect((await activeSub(t, opened.contractId))?.recharge_value).toBe(4200);

    // Tab 2's request holds a row still as read (a new subscription) and the changed one.
    const stale = await save(
      [
        edited(otherOpened, { refreshrate: 2500, trigger: 600, maxRecharges: 2 }),
        edited(opened, { maxRecharges: 5 }),
      ],
      tab2,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.envelope.msgCode).toBe('507');
    expect(stale.envelope.data).toEqual([
      expect.objectContaining({ employeeId: opened.employeeId, refreshrate: 4200 }),
    ]);
    expect(await pending(opened.contractId, otherOpened.contractId)).toEqual([]);
    expect((await activeSub(t, opened.contractId))?.max_per_period).toBe(opened.maxFreq);
  });

  test('a cancel made from a row changed since is refused too; from the current row it goes to the cart', async () => {
    const opened = await row(tab1, (subscribed[2] as Row).empId);
    await save([edited(opened, { refreshrate: 5500 })], tab1);
    const stale = await cancel(
      [
        {
          employeeId: opened.employeeId,
          contractid: opened.contractId,
          recordVersion: opened.recordVersion,
        },
      ],
      tab2,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.envelope).toMatchObject({
      msgCode: '507',
      data: [{ employeeId: opened.employeeId }],
    });
    const now = (stale.envelope.data as Row[])[0] as Row;
    const res = await cancel(
      [
        {
          employeeId: now.employeeId,
          contractid: now.contractId,
          recordVersion: now.recordVersion,
        },
      ],
      tab2,
    );
    expect(res.envelope.status).toBe('SUCCESS');
  });

  test("the employee's card allocated again since: the row's save is refused and shows the new card", async () => {
    const opened = await row(tab1, (unsubscribed[1] as Row).empId);
    const employee = (await t.post('/employee/detail', { id: opened.employeeId }, tab1)).envelope
      .data as Record<string, unknown>;
    const card = await t.post(
      '/employee/cardAllocation',
      { cardNumber: '2000000507', id: opened.employeeId },
      tab1,
    );
    const contractId = card.envelope.data.contracts[0].id as number;
    const moved = await t.post(
      '/employee/update',
      { ...employee, cardNumber: '2000000507', contractId },
      tab1,
    );
    expect(moved.envelope.status).toBe('SUCCESS');

    const stale = await save(
      [edited(opened, { refreshrate: 2500, trigger: 600, maxRecharges: 2 })],
      tab2,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.envelope.data).toEqual([
      expect.objectContaining({
        employeeId: opened.employeeId,
        cardNumber: '2000000507',
        contractId,
      }),
    ]);
  });

  test('a row without recordVersion (a caller of the SPEC contract) is taken as before; a malformed one is refused', async () => {
    const opened = await row(tab1, (subscribed[3] ?? (subscribed[0] as Row)).empId);
    const { recordVersion: _v, ...withoutVersion } = edited(opened, { refreshrate: 6100 });
    await save([edited(opened, { refreshrate: 6000 })], tab1);
    expect((await save([withoutVersion], tab2)).envelope.status).toBe('SUCCESS');
    const malformed = await save([{ ...withoutVersion, recordVersion: { v: 1 } }], tab2);
    expect(malformed.envelope).toMatchObject({ status: 'ERROR', msgCode: '491' });
  });

  test('the refusal is in the request language', async () => {
    const opened = await row(tab1, (unsubscribed[0] as Row).empId);
    await save([edited(opened, { refreshrate: 2600, trigger: 600, maxRecharges: 2 })], tab1);
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.app.qcard.settings.apiBase}/rssubscription/addSubscription`,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tab2}`,
        'accept-language': 'es',
      },
      payload: JSON.stringify({
        employeeSubscriptions: [
          edited(opened, { refreshrate: 2700, trigger: 600, maxRecharges: 2 }),
        ],
      }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe(
      'Este registro se cambió en otro lugar después de que lo abrió. Se muestran sus datos actuales; revíselos y guarde de nuevo.',
    );
  });

  test("another company's sponsor gets 485 for the row, whatever the version", async () => {
    const globex = await t.login(SPONSOR2.email, SPONSOR2.password);
    const opened = subscribed[0] as Row;
    const res = await save([edited(opened, { refreshrate: 3300 })], globex);
    expect(res.statusCode).toBe(404);
    expect(res.envelope.data).toBeNull();
  });
});
