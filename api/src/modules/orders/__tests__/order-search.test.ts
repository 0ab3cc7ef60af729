import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { addReload, contractOf, orderBody, RIDER, SPONSOR } from './order-test-helpers';

// Building an app (RSA key, seed) is slow on a loaded machine.
jest.setTimeout(30_000);
describe('order search', () => {
  let t: TestApp;
  let rider: string;

  beforeAll(async () => {
    t = await createTestApp();
    rider = await t.login(RIDER.email, RIDER.password);
  });
  afterAll(async () => t.close());

  it('needs both dates or neither (466) and From not after To (467)', async () => {
    const one = await t.post('/order/search', { fromDate: '01-01-2026' }, rider);
    expect(one.envelope).toMatchObject({ status: 'ERROR', msgCode: '466' });
    const other = await t.post('/order/search', { toDate: '01-01-2026' }, rider);
    expect(other.envelope.msgCode).toBe('466');
    const reversed = await t.post(
      '/order/search',
      { fromDate: '02-01-2026', toDate: '01-01-2026' },
      rider,
    );
    expect(reversed.envelope).toMatchObject({ status: 'ERROR', msgCode: '467' });
    const badDate = await t.post(
      '/order/search',
      { fromDate: '31-02-2026', toDate: '01-03-2026' },
      rider,
    );
    expect(badDate.envelope.msgCode).toBe('488');
  });

  it("lists the patron's own orders newest first, filters by status, number and date, and says 469 when none match", async () => {
    const all = await t.post('/order/search', {}, rider);
    expect(all.envelope.status).toBe('SUCCESS');
    const orders = all.envelope.data.data as Array<{
      orderId: number;
      status: string;
      creationDate: string;
      price: number;
    }>;
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(['Honoured', 'ProcessingOrder', 'Rejected', 'Cancelled']),
    );
    const sorted = [...orders].sort((a, b) => b.creationDate.localeCompare(a.creationDate));
    expect(orders.map((o) => o.orderId)).toEqual(sorted.map((o) => o.orderId));
    const rejected = await t.post(
      '/order/search',
      { filterType: 'status', filterValue: 'Rejected' },
      rider,
    );
    expect(rejected.envelope.data.data.length).toBeGreaterThan(0);
    expect(
      rejected.envelope.data.data.every((o: { status: string }) => o.status === 'Rejected'),
    ).toBe(true);
    const first = orders[0]!;
    const byNumber = await t.post(
      '/order/search',
      { filterType: 'orderNumber', filterValue: String(first.orderId) },
      rider,
    );
    expect(byNumber.envelope.data.data.map((o: { orderId: number }) => o.orderId)).toEqual([
      first.orderId,
    ]);
    const none = await t.post(
      '/order/search',
      { fromDate: '01-01-2001', toDate: '31-12-2001' },
      rider,
    );
    expect(none.envelope).toMatchObject({ status: 'SUCCESS', msgCode: '469' });
    expect(none.envelope.data.data).toEqual([]);
    const badStatus = await t.post(
      '/order/search',
      { filterType: 'status', filterValue: 'Lost' },
      rider,
    );
    expect(badStatus.envelope.msgCode).toBe('488');
  });

  it('dates count in the configured time zone (an order at 03:00 UTC belongs to the previous New York day)', async () => {
    const c = await contractOf(t, '1000000001');
    await addReload(t, rider, c.id, 1000);
    const res = await t.post('/order/submit', orderBody(t), rider);
    const orderId = res.envelope.data.orderId as number;
    await t.app.qcard.db
      .updateTable('orders')
      .set({ creation_date: '2026-03-15T03:00:00.000Z' })
      .where('id', '=', orderId)
      .execute();
    const day14 = await t.post(
      '/order/search',
      { fromDate: '14-03-2026', toDate: '14-03-2026' },
      rider,
    );
    expect(day14.envelope.data.data.map((o: { orderId: number }) => o.orderId)).toContain(orderId);
    const day15 = await t.post(
      '/order/search',
      { fromDate: '15-03-2026', toDate: '15-03-2026' },
      rider,
    );
    expect(day15.envelope.data.data.map((o: { orderId: number }) => o.orderId)).not.toContain(
      orderId,
    );
  });

  it("a sponsor sees the company's orders (and not the patron's), without payment details", async () => {
    const sponsor = await t.login(SPONSOR.email, SPONSOR.password);
    const res = await t.post('/order/search', {}, sponsor);
    const list = res.envelope.data.data as Array<{
      orderId: number;
      paymentDescription: string | null;
    }>;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((o) => o.paymentDescription === null)).toBe(true);
    const riderOrders = (await t.post('/order/search', {}, rider)).envelope.data.data.map(
      (o: { orderId: number }) => o.orderId,
    );
    expect(list.some((o) => riderOrders.includes(o.orderId))).toBe(false);
  });
});
