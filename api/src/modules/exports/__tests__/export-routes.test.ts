// The CSV exports through the API: content a spreadsheet shows, date ranges, the caller's
// language, formula-safe cells, and only the caller's records.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import {
  PATRON2,
  RIDER,
  SPONSOR,
  SPONSOR2,
  contractOf,
} from '../../orders/__tests__/order-test-helpers';
import { parseCsv } from '@qcard/contracts/test-support/csv-reader';
import { EXPORT_MAX_DAYS } from '@qcard/contracts/export-limits';

jest.setTimeout(60_000);

type Csv = { fileName: string; csv: string; rows: number };

let t: TestApp;
let rider: string;
let sponsor: string;
const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
/** The portal's day `days` before today (YYYY-MM-DD), counted on the calendar. */
const daysBefore = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00.000Z`) - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  rider = await t.login(RIDER.email, RIDER.password);
  sponsor = await t.login(SPONSOR.email, SPONSOR.password);
});
afterAll(async () => t.close());

describe('contract activity', () => {
  it('a BOM, the headers and today’s fares of the rider’s own contract, amounts as numbers', async () => {
    const contractId = (await contractOf(t, '1000000001')).id;
    await t.post('/card/tap', { contractId }, rider);
    const res = await t.post(
      '/export/activity',
      { contractId, fromDate: today(), toDate: today() },
      rider,
    );
    expect(res.envelope.status).toBe('SUCCESS');
    const file = res.envelope.data as Csv;
    expect(file.fileName).toBe(`qcard-activity-0001-${today()}-to-${today()}.csv`);
    expect(file.csv.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parseCsv(file.csv.slice(1));
    expect(header).toEqual([
      'Date',
      'Type',
      'Description',
      'Amount ($)',
      'Balance before ($)',
      'Balance after ($)',
      'Order number',
    ]);
    const tap = rows.find((r) => r[1] === 'Tap');
    expect(tap?.[3]).toBe('-1.25');
    expect(Number(tap?.[4]) - Number(tap?.[5])).toBeCloseTo(1.25);
    expect(tap?.[0]).toMatch(new RegExp(`^${today()} \\d{2}:\\d{2}$`));
    expect(file.rows).toBe(rows.length);
  });

  it('another rider’s contract is not found; the range must be whole, in order and at most 366 days', async () => {
    const contractId = (await contractOf(t, '1000000001')).id;
    const other = await t.login(PATRON2.email, PATRON2.password);
    expect(
      (await t.post('/export/activity', { contractId, fromDate: today(), toDate: today() }, other))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.post('/export/activity', { contractId, fromDate: today(), toDate: '' }, rider))
        .envelope.msgCode,
    ).toBe('466');
    expect(
      (
        await t.post(
          '/export/activity',
          { contractId, fromDate: '2026-02-01', toDate: '2026-01-01' },
          rider,
        )
      ).envelope.msgCode,
    ).toBe('467');
    const long = await t.post(
      '/export/activity',
      { contractId, fromDate: '2024-01-01', toDate: '2026-01-01' },
      rider,
    );
    expect(long.envelope.errorMessage).toBe('Choose a date range of at most 366 days.');
    expect(
      (
        await t.post(
          '/export/activity',
          { contractId, fromDate: '01-02-2026', toDate: '2026-02-03' },
          rider,
        )
      ).envelope.msgCode,
    ).toBe('488');
  });
});

describe('order history', () => {
  it("a patron's orders with payment; a sponsor's without, each only their own", async () => {
    // The longest range an export takes, up to today: it holds every order of the seed's (all of
    // them within the last months of the day it was seeded).
    const all = { fromDate: daysBefore(EXPORT_MAX_DAYS - 1), toDate: today() };
    const mine = parseCsv(
      ((await t.post('/export/orders', all, rider)).envelope.data as Csv).csv.slice(1),
    );
    expect(mine[0]).toEqual(['Order number', 'Date', 'Status', 'Amount ($)', 'Payment', 'Items']);
    const riderOrders = await t.app.qcard.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select('orders.id')
      .where('users.email', '=', RIDER.email)
      .execute();
    expect(riderOrders.length).toBeGreaterThan(1);
    expect(
      mine
        .slice(1)
        .map((r) => Number(r[0]))
        .sort(),
    ).toEqual(riderOrders.map((o) => o.id).sort());
    expect(mine.slice(1).some((r) => /ending \d{4}/.test(r[4] ?? ''))).toBe(true);
    const company = parseCsv(
      ((await t.post('/export/orders', all, sponsor)).envelope.data as Csv).csv.slice(1),
    );
    expect(company.slice(1).every((r) => r[4] === '')).toBe(true);
    const riderIds = new Set(riderOrders.map((o) => String(o.id)));
    expect(company.slice(1).some((r) => riderIds.has(r[0] ?? ''))).toBe(false);
  });
});

describe('sponsor exports', () => {
  it('the employee list, formula-safe, in the sponsor’s language', async () => {
    const sponsorRow = await t.app.qcard.db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('email', '=', SPONSOR.email)
      .executeTakeFirstOrThrow();
    await t.app.qcard.db
      .insertInto('employees')
      .values({
        company_id: sponsorRow.company_id ?? 0,
        employee_code: '000-CSV',
        first_name: '=HYPERLINK("http://evil.example","click")',
        last_name: '+Peña, Jr.',
        group_id: null,
        address: null,
        city: null,
        state: null,
        zip_code: null,
        email: '@mention',
        phone: '-1',
        card_id: null,
        contract_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.app.qcard.db
      .updateTable('users')
      .set({ language: 'es' })
      .where('id', '=', sponsorRow.id)
      .execute();
    try {
      const file = (await t.post('/export/employees', {}, sponsor)).envelope.data as Csv;
      const [header, ...rows] = parseCsv(file.csv.slice(1));
      expect(header?.slice(0, 3)).toEqual(['ID de empleado', 'Nombre', 'Apellido']);
      const row = rows.find((r) => r[0] === '000-CSV');
      expect(row?.slice(1, 3)).toEqual([
        '\'=HYPERLINK("http://evil.example","click")',
        "'+Peña, Jr.",
      ]);
      expect(row?.[6]).toBe("'@mention");
      expect(row?.[7]).toBe("'-1");
      const count = await t.app.qcard.db
        .selectFrom('employees')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('company_id', '=', sponsorRow.company_id)
        .executeTakeFirstOrThrow();
      expect(rows).toHaveLength(Number(count.n));
    } finally {
      await t.app.qcard.db
        .updateTable('users')
        .set({ language: null })
        .where('id', '=', sponsorRow.id)
        .execute();
    }
  });

  it('company cards say the screen’s words for a status, in the sponsor’s language', async () => {
    const sponsorRow = await t.app.qcard.db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('email', '=', SPONSOR.email)
      .executeTakeFirstOrThrow();
    const cards = await t.app.qcard.db
      .selectFrom('cards')
      .select(['id', 'serial', 'status'])
      .where('company_id', '=', sponsorRow.company_id)
      .where('status', '=', 'InCirculation')
      .orderBy('serial')
      .execute();
    const [active, blocked] = cards;
    if (!active || !blocked)
      throw new Error('the seed gives the sponsor at least two cards in circulation');
    await t.app.qcard.db
      .updateTable('cards')
      .set({ status: 'Blocked' })
      .where('id', '=', blocked.id)
      .execute();
    const statusOf = async (serial: string) => {
      const file = (await t.post('/export/companyCards', {}, sponsor)).envelope.data as Csv;
      return parseCsv(file.csv.slice(1)).find((r) => r[0] === serial)?.[2];
    };
    try {
      expect(await statusOf(active.serial)).toBe('Active');
      expect(await statusOf(blocked.serial)).toBe('Blocked');
      await t.app.qcard.db
        .updateTable('users')
        .set({ language: 'es' })
        .where('id', '=', sponsorRow.id)
        .execute();
      expect(await statusOf(active.serial)).toBe('Activa');
      expect(await statusOf(blocked.serial)).toBe('Bloqueada');
    } finally {
      await t.app.qcard.db
        .updateTable('cards')
        .set({ status: blocked.status })
        .where('id', '=', blocked.id)
        .execute();
      await t.app.qcard.db
        .updateTable('users')
        .set({ language: null })
        .where('id', '=', sponsorRow.id)
        .execute();
    }
  });

  it('orders and a bulk reload’s result say the order screens’ status words, not codes', async () => {
    const sponsorRow = await t.app.qcard.db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('email', '=', SPONSOR.email)
      .executeTakeFirstOrThrow();
    const all = { fromDate: daysBefore(EXPORT_MAX_DAYS - 1), toDate: today() };
    // Honoured, Cancelled and Rejected are English words as well as codes.
    const codes = /^(ProcessingOrder|PaymentPending)$/;
    const orders = parseCsv(
      ((await t.post('/export/orders', all, sponsor)).envelope.data as Csv).csv.slice(1),
    ).slice(1);
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.filter((r) => codes.test(r[2] ?? ''))).toEqual([]);
    const order = await t.app.qcard.db
      .selectFrom('orders')
      .select('id')
      .where('company_id', '=', sponsorRow.company_id)
      .where('status', '=', 'ProcessingOrder')
      .orderBy('id')
      .executeTakeFirst();
    if (order) {
      await t.app.qcard.db
        .updateTable('users')
        .set({ language: 'es' })
        .where('id', '=', sponsorRow.id)
        .execute();
      try {
        const csv = parseCsv(
          ((await t.post('/export/orders', all, sponsor)).envelope.data as Csv).csv.slice(1),
        );
        expect(csv.find((r) => r[0] === String(order.id))?.[2]).toBe('En proceso');
      } finally {
        await t.app.qcard.db
          .updateTable('users')
          .set({ language: null })
          .where('id', '=', sponsorRow.id)
          .execute();
      }
    }
    const withItems = await t.app.qcard.db
      .selectFrom('orders')
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .select('orders.id')
      .where('orders.company_id', '=', sponsorRow.company_id)
      .orderBy('orders.id')
      .executeTakeFirst();
    if (withItems) {
      const rows = parseCsv(
        (
          (await t.post('/export/bulkReload', { orderId: withItems.id }, sponsor)).envelope
            .data as Csv
        ).csv.slice(1),
      ).slice(1);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((r) => codes.test(r[5] ?? ''))).toEqual([]);
    }
  });

  it('company cards and a bulk reload’s result, never another company’s; riders get 403', async () => {
    const file = (await t.post('/export/companyCards', {}, sponsor)).envelope.data as Csv;
    const [header, ...rows] = parseCsv(file.csv.slice(1));
    expect(header).toEqual([
      'Card number',
      'Profile',
      'Status',
      'Expires on',
      'Employee ID',
      'Employee',
    ]);
    const acme = await t.app.qcard.db
      .selectFrom('users')
      .select('company_id')
      .where('email', '=', SPONSOR.email)
      .executeTakeFirstOrThrow();
    const cards = await t.app.qcard.db
      .selectFrom('cards')
      .select('serial')
      .where('company_id', '=', acme.company_id)
      .execute();
    expect(rows.map((r) => r[0]).sort()).toEqual(cards.map((c) => c.serial).sort());
    expect((await t.post('/export/companyCards', {}, rider)).statusCode).toBe(403);

    const order = await t.app.qcard.db
      .selectFrom('orders')
      .select('id')
      .where('company_id', '=', acme.company_id)
      .orderBy('id')
      .executeTakeFirst();
    if (order) {
      const result = (await t.post('/export/bulkReload', { orderId: order.id }, sponsor)).envelope
        .data as Csv;
      expect(parseCsv(result.csv.slice(1))[0]).toEqual([
        'Employee ID',
        'Employee',
        'Card number',
        'Description',
        'Amount ($)',
        'Status',
      ]);
      const globex = await t.login(SPONSOR2.email, SPONSOR2.password);
      expect((await t.post('/export/bulkReload', { orderId: order.id }, globex)).statusCode).toBe(
        404,
      );
    }
  });
});
