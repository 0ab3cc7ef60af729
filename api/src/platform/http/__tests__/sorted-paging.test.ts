// Server-paged lists sort the whole list in the database: page 2 continues
// page 1's order, equal values keep one order across pages (id last), the applied order is
// echoed, and an unknown sort column is refused instead of being ignored.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';

jest.setTimeout(60_000);

let t: TestApp;
let sponsor: string;
let rider: string;

interface Employee {
  id: number;
  employeeId: string;
  lastName: string;
  firstName: string;
}
interface Order {
  orderId: number;
  price: number;
  status: string;
}

beforeAll(async () => {
  // Small pages, so the demo data spans several.
  t = await createTestApp({ settings: { pageSize: 5 } });
  [sponsor, rider] = await Promise.all([
    t.login('sponsor@example.com', 'Sponsor#2026'),
    t.login('rider@example.com', 'Rider#2026'),
  ]);
});
afterAll(async () => t.close());

async function allPages<T>(
  path: string,
  token: string,
  body: Record<string, unknown>,
): Promise<{ rows: T[]; echo: unknown[] }> {
  const rows: T[] = [];
  const echo: unknown[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const res = await t.post(path, { ...body, pageNo }, token);
    expect(res.envelope.status).toBe('SUCCESS');
    rows.push(...(res.envelope.data.data as T[]));
    echo.push([res.envelope.data.sortBy, res.envelope.data.sortDir]);
    if (pageNo >= res.envelope.data.numberOfPages) return { rows, echo };
  }
}

const byText = (key: 'lastName' | 'firstName', dir: 1 | -1) => (a: Employee, b: Employee) =>
  (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * dir || (a.id - b.id) * dir;

describe('employee list sorted by the API', () => {
  it('sorts the whole company by last name, descending, across pages, with ties in id order', async () => {
    const { rows, echo } = await allPages<Employee>('/employee/search', sponsor, {
      sortBy: 'lastName',
      sortDir: 'desc',
    });
    expect(rows.length).toBeGreaterThan(25);
    expect(rows.map((e) => e.id)).toEqual([...rows].sort(byText('lastName', -1)).map((e) => e.id));
    expect(new Set(rows.map((e) => e.id)).size).toBe(rows.length);
    expect(echo.every((e) => JSON.stringify(e) === JSON.stringify(['lastName', 'desc']))).toBe(
      true,
    );
    // Page 2 starts where page 1 ended: the first name on page 2 sorts after page 1's last.
    const page1 = await t.post(
      '/employee/search',
      { sortBy: 'firstName', sortDir: 'asc', pageNo: 1 },
      sponsor,
    );
    const page2 = await t.post(
      '/employee/search',
      { sortBy: 'firstName', sortDir: 'asc', pageNo: 2 },
      sponsor,
    );
    const last1 = (page1.envelope.data.data as Employee[]).at(-1)!;
    const first2 = (page2.envelope.data.data as Employee[])[0]!;
    expect(byText('firstName', 1)(last1, first2)).toBeLessThan(0);
  });

  it('keeps the filter and the sort together, and the default order is the employee id', async () => {
    const { rows } = await allPages<Employee>('/employee/search', sponsor, {
      filterType: 'lastName',
      filterValue: 'e',
      sortBy: 'firstName',
      sortDir: 'desc',
    });
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((e) => e.lastName.toLowerCase().includes('e'))).toBe(true);
    expect(rows.map((e) => e.id)).toEqual([...rows].sort(byText('firstName', -1)).map((e) => e.id));
    const plain = await t.post('/employee/search', {}, sponsor);
    expect([plain.envelope.data.sortBy, plain.envelope.data.sortDir]).toEqual([
      'employeeId',
      'asc',
    ]);
  });

  it('refuses a column it can not sort by (400, 488) rather than ignoring it', async () => {
    for (const body of [
      { sortBy: 'email' },
      { sortBy: 'lastName; DROP TABLE employees' },
      { sortBy: 'lastName', sortDir: 'sideways' },
    ]) {
      const res = await t.post('/employee/search', body, sponsor);
      expect([res.statusCode, res.envelope.msgCode]).toEqual([400, '488']);
    }
  });
});

describe('order history sorted by the API', () => {
  it("sorts every page of the patron's orders by amount, with ties by order number, and echoes it", async () => {
    const { rows, echo } = await allPages<Order>('/order/search', rider, {
      sortBy: 'price',
      sortDir: 'asc',
    });
    expect(rows.length).toBeGreaterThan(5);
    const expected = [...rows].sort((a, b) => a.price - b.price || a.orderId - b.orderId);
    expect(rows.map((o) => o.orderId)).toEqual(expected.map((o) => o.orderId));
    expect(echo[0]).toEqual(['price', 'asc']);
    const newest = await t.post('/order/search', {}, rider);
    expect([newest.envelope.data.sortBy, newest.envelope.data.sortDir]).toEqual([
      'creationDate',
      'desc',
    ]);
    const bad = await t.post('/order/search', { sortBy: 'payment_description' }, rider);
    expect([bad.statusCode, bad.envelope.msgCode]).toEqual([400, '488']);
  });
});
