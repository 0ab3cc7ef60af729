import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { addReload, contractOf, PATRON2, RIDER } from '../../orders/__tests__/order-test-helpers';

// Building an app (RSA key, seed) is slow on a loaded machine.
jest.setTimeout(30_000);
describe('cart API', () => {
  let t: TestApp;
  let rider: string;
  let patron2: string;
  let contractId: number;

  beforeAll(async () => {
    t = await createTestApp({ settings: { pageSize: 2 } });
    rider = await t.login(RIDER.email, RIDER.password);
    patron2 = await t.login(PATRON2.email, PATRON2.password);
    contractId = (await contractOf(t, '1000000001')).id;
  });
  afterAll(async () => t.close());

  it('lists the cart paged by page_size with the subtotal of every item in cents', async () => {
    await addReload(t, rider, contractId, 1234);
    await addReload(t, rider, contractId, 2000);
    await addReload(t, rider, contractId, 505);
    const first = await t.post('/cart/cartItems', { pageNo: 1 }, rider);
    expect(first.envelope.status).toBe('SUCCESS');
    expect(first.envelope.data).toMatchObject({
      price: 3739,
      numberOfPages: 2,
      pageNumber: 1,
      numberOfRecords: 3,
    });
    expect(first.envelope.data.cartItems.map((i: { price: number }) => i.price)).toEqual([
      1234, 2000,
    ]);
    expect(first.envelope.data.cartItems[0]).toMatchObject({ type: 'Recharge', contractId });
    const second = await t.post('/cart/cartItems', { pageNo: 2 }, rider);
    expect(second.envelope.data.cartItems.map((i: { price: number }) => i.price)).toEqual([505]);
    // Another patron's cart is their own.
    const other = await t.post('/cart/cartItems', {}, patron2);
    expect(other.envelope.data).toMatchObject({ cartItems: [], price: 0, numberOfRecords: 0 });
  });

  it("refuses to delete another user's item exactly like a missing one, and deletes one's own", async () => {
    const itemId = await addReload(t, rider, contractId, 1500);
    const foreign = await t.post('/cart/deleteOrderItem', { orderItemId: itemId }, patron2);
    const missing = await t.post('/cart/deleteOrderItem', { orderItemId: 99999999 }, patron2);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.envelope).toEqual(missing.envelope);
    expect(foreign.envelope).toMatchObject({ status: 'ERROR', msgCode: '485' });
    const before = await t.post('/cart/cartItems', {}, rider);
    const own = await t.post('/cart/deleteOrderItem', { orderItemId: itemId }, rider);
    expect(own.envelope.status).toBe('SUCCESS');
    expect(own.envelope.data.price).toBe(before.envelope.data.price - 1500);
    const again = await t.post('/cart/deleteOrderItem', { orderItemId: itemId }, rider);
    expect(again.envelope.msgCode).toBe('485');
  });

  it("edits a Recharge amount only within the contract's bounds (463) and only as integer cents", async () => {
    const c = await contractOf(t, '1000000001');
    const itemId = await addReload(t, rider, contractId, 1000);
    const tooHigh = await t.post(
      '/cart/editOrderItem',
      { orderItemId: itemId, rechargevalue: c.max + 1 },
      rider,
    );
    expect(tooHigh.envelope).toMatchObject({ status: 'ERROR', msgCode: '463' });
    const fraction = await t.post(
      '/cart/editOrderItem',
      { orderItemId: itemId, rechargevalue: 1250.5 },
      rider,
    );
    expect(fraction.envelope).toMatchObject({ status: 'ERROR', msgCode: '488' });
    const text = await t.post(
      '/cart/editOrderItem',
      { orderItemId: itemId, rechargevalue: '1250' },
      rider,
    );
    expect(text.envelope.status).toBe('ERROR');
    const foreign = await t.post(
      '/cart/editOrderItem',
      { orderItemId: itemId, rechargevalue: 1500 },
      patron2,
    );
    expect(foreign.envelope.msgCode).toBe('485');
    const ok = await t.post(
      '/cart/editOrderItem',
      { orderItemId: itemId, rechargevalue: 1750 },
      rider,
    );
    expect(ok.envelope.status).toBe('SUCCESS');
    expect(ok.envelope.data.cartItem).toMatchObject({ itemId, price: 1750 });
    expect(ok.envelope.data.cartItem.description).toContain('$17.50');
  });

  it('needs a session', async () => {
    const res = await t.post('/cart/cartItems', {});
    expect(res.envelope.msgCode).toBe('464');
  });
});
