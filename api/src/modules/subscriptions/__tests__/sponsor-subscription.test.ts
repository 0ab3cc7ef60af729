// Sponsor subscription management: company-scoped search, table codes 455/456/457, only rows
// with a refresh rate above zero and changed values reach the cart, bulk cancel, and another
// company's employee refused like a missing one.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { SPONSOR, SPONSOR2, activeSub, submitAndFulfil } from './subscription-test-helpers';

let t: TestApp;
let sponsor: string;
type Row = {
  employeeId: number;
  empId: string;
  contractId: number;
  status: string;
  subscriptionState: string;
  refreshrate: number | null;
  trigger: number | null;
  maxFreq: number | null;
  cardNumber: string;
};
let rows: Row[];

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-10T15:00:00.000Z') });
  sponsor = await t.login(SPONSOR.email, SPONSOR.password);
  const all: Row[] = [];
  for (let page = 1; page <= 2; page += 1) {
    const res = await t.post(
      '/rssubscription/search',
      { filterType: 'all', pageNo: page },
      sponsor,
    );
    all.push(...(res.envelope.data.data as Row[]));
  }
  rows = all;
});
afterAll(async () => t.close());

const subscribed = () =>
  rows.find((r) => r.subscriptionState === 'Active' && r.status === 'Active') as Row;
const unsubscribed = (n = 0) =>
  rows.filter((r) => r.subscriptionState === 'NoSubscription' && r.status === 'Active')[n] as Row;
const save = (list: unknown[], token = sponsor) =>
  t.post('/rssubscription/addSubscription', { employeeSubscriptions: list }, token);

describe('/rssubscription/search', () => {
  it("pages the own company's 34 employees with their subscription", async () => {
    const res = await t.post('/rssubscription/search', { filterType: 'all', pageNo: 1 }, sponsor);
    expect(res.envelope.data).toMatchObject({
      numberOfRecords: 34,
      numberOfPages: 2,
      pageNumber: 1,
    });
    expect(rows).toHaveLength(34);
    expect(subscribed()).toMatchObject({
      refreshrate: expect.any(Number),
      trigger: expect.any(Number),
      maxFreq: expect.any(Number),
    });
    expect(rows.some((r) => r.status === 'Inactive')).toBe(true);
  });

  it('searches by employee id and card number; a search type needs a value', async () => {
    const one = await t.post(
      '/rssubscription/search',
      { filterType: 'employeeId', filterValue: rows[3]?.empId },
      sponsor,
    );
    expect(one.envelope.data.data.map((r: Row) => r.empId)).toEqual([rows[3]?.empId]);
    const card = await t.post(
      '/rssubscription/search',
      { filterType: 'cardNumber', filterValue: rows[5]?.cardNumber },
      sponsor,
    );
    expect(card.envelope.data.data).toHaveLength(1);
    const blank = await t.post(
      '/rssubscription/search',
      { filterType: 'name', filterValue: '' },
      sponsor,
    );
    expect(blank.envelope.msgCode).toBe('479');
  });

  it("names each row's card id, which opens Single Subscribe on the sponsor path", async () => {
    const row = unsubscribed() as Row & { cardId: number | null };
    const card = await t.app.qcard.db
      .selectFrom('cards')
      .select('id')
      .where('serial', '=', row.cardNumber)
      .executeTakeFirstOrThrow();
    expect(row.cardId).toBe(card.id);
    const details = await t.post('/card/details', { cardId: row.cardId }, sponsor);
    expect(details.envelope.data.contracts.map((c: { id: number }) => c.id)).toContain(
      row.contractId,
    );
    const allowed = await t.post(
      '/subscription/isSubscriptionAllowed',
      { contractid: row.contractId, operation: 'add' },
      sponsor,
    );
    expect(allowed.envelope.data.allowed).toBe(true);
  });

  it('is sponsor-only', async () => {
    const rider = await t.login('rider@example.com', 'Rider#2026');
    const res = await t.post('/rssubscription/search', {}, rider);
    expect(res.statusCode).toBe(403);
  });
});

describe('/rssubscription/addSubscription and /add', () => {
  it.each([
    ['refresh below minimum', { refreshrate: 999 }, '455'],
    ['refresh above maximum', { refreshrate: 20001 }, '455'],
    ['trigger below minimum', { trigger: 499 }, '456'],
    ['trigger above maximum', { trigger: 5001 }, '456'],
    ['max below minimum', { maxRecharges: 0 }, '457'],
    ['max above maximum', { maxRecharges: 11 }, '457'],
    ['missing trigger', { trigger: null }, '456'],
  ])('refuses %s with the table code', async (_n, over, code) => {
    const r = unsubscribed();
    const res = await save([
      {
        employeeId: r.employeeId,
        contractid: r.contractId,
        refreshrate: 2000,
        trigger: 500,
        maxRecharges: 3,
        ...over,
      },
    ]);
    expect(res.envelope).toMatchObject({ status: 'ERROR', msgCode: code });
  });

  it('accepts the bounds, skips zero-refresh and unchanged rows, and puts the rest in the cart', async () => {
    const a = unsubscribed(0);
    const b = unsubscribed(1);
    const s = subscribed();
    const res = await t.post(
      '/rssubscription/add',
      {
        employeeSubscriptions: [
          {
            employeeId: a.employeeId,
            contractid: a.contractId,
            refreshrate: 1000,
            trigger: 5000,
            maxRecharges: 10,
          },
          {
            employeeId: b.employeeId,
            contractid: b.contractId,
            refreshrate: 0,
            trigger: 500,
            maxRecharges: 1,
          },
          {
            employeeId: s.employeeId,
            contractid: s.contractId,
            refreshrate: s.refreshrate,
            trigger: s.trigger,
            maxRecharges: s.maxFreq,
          },
        ],
      },
      sponsor,
    );
    expect(res.envelope).toMatchObject({
      status: 'SUCCESS',
      errorMessage: 'Items successfully added to cart',
      data: { saved: 1, cartCount: 1 },
    });
    expect(res.envelope.errorTexts).toEqual({
      en: 'Items successfully added to cart',
      es: 'Los artículos se agregaron al carrito',
    });
    const items = await t.app.qcard.db
      .selectFrom('cart_items')
      .selectAll()
      .where(
        'owner_id',
        '=',
        String(
          res.envelope.data ? (await t.post('/user/details', {}, sponsor)).envelope.data.id : 0,
        ),
      )
      .execute();
    expect(items).toEqual([
      expect.objectContaining({
        item_type: 'Subscription',
        price: 0,
        contract_id: a.contractId,
        employee_id: a.employeeId,
      }),
    ]);
    expect(items[0]?.description).toContain(
      `Automatic reload: $10.00 when below $50.00, up to 10×/month · Q Card ${a.cardNumber}`,
    );
  });

  it('a changed row of a subscribed employee becomes a SubscriptionUpdate; submit + fulfil applies it', async () => {
    const s = subscribed();
    const res = await save([
      {
        employeeId: s.employeeId,
        contractid: s.contractId,
        refreshrate: 4500,
        trigger: 800,
        maxRecharges: 6,
      },
    ]);
    expect(res.envelope.data.cartCount).toBe(2);
    await submitAndFulfil(t, sponsor, 'rs_submit_order');
    expect(await activeSub(t, s.contractId)).toMatchObject({
      recharge_value: 4500,
      threshold: 800,
      max_per_period: 6,
    });
    expect(await activeSub(t, unsubscribed(0).contractId)).toMatchObject({
      recharge_value: 1000,
      threshold: 5000,
      max_per_period: 10,
      payment_token: null,
    });
  });

  it("refuses another company's employee exactly like a missing one, and writes nothing", async () => {
    const globex = await t.login(SPONSOR2.email, SPONSOR2.password);
    const theirs = await t.post('/rssubscription/search', {}, globex);
    const g = theirs.envelope.data.data[0] as Row;
    const a = unsubscribed(2);
    const mixed = await save([
      {
        employeeId: a.employeeId,
        contractid: a.contractId,
        refreshrate: 2000,
        trigger: 500,
        maxRecharges: 2,
      },
      {
        employeeId: g.employeeId,
        contractid: g.contractId,
        refreshrate: 2000,
        trigger: 500,
        maxRecharges: 2,
      },
    ]);
    const missing = await save([
      { employeeId: 999999, contractid: 999999, refreshrate: 2000, trigger: 500, maxRecharges: 2 },
    ]);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.body).toBe(missing.body);
    const del = await t.post(
      '/rssubscription/delete',
      { employeeSubscriptions: [{ employeeId: g.employeeId, contractid: g.contractId }] },
      sponsor,
    );
    expect(del.envelope.msgCode).toBe('485');
    const details = await t.post('/user/details', {}, sponsor);
    const count = await t.app.qcard.db
      .selectFrom('cart_items')
      .select('id')
      .where('owner_id', '=', String(details.envelope.data.id))
      .execute();
    expect(count).toHaveLength(0);
  });
});

describe('/rssubscription/delete', () => {
  it('puts cancel items for subscribed rows and says so', async () => {
    const s = subscribed();
    const res = await t.post(
      '/rssubscription/delete',
      {
        employeeSubscriptions: [
          { employeeId: s.employeeId, contractid: s.contractId },
          { employeeId: unsubscribed(3).employeeId, contractid: unsubscribed(3).contractId },
        ],
      },
      sponsor,
    );
    expect(res.envelope).toMatchObject({
      status: 'SUCCESS',
      errorMessage: 'Cancel Subscription(s) added to cart successfully',
      data: { cancelled: 1, skipped: 1 },
    });
    await submitAndFulfil(t, sponsor, 'rs_submit_order');
    expect(await activeSub(t, s.contractId)).toBeUndefined();
  });
});
