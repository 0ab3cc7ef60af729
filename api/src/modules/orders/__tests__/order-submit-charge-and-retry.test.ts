import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import {
  addReload,
  cartOf,
  chargeCount,
  contractOf,
  DECLINE,
  emptyCart,
  GATEWAY_ERROR,
  orderBody,
  orderCount,
  RIDER,
} from './order-test-helpers';

// Building an app (RSA key, seed) is slow on a loaded machine.
jest.setTimeout(30_000);

describe('order submit: the charge, its outcomes and its retries', () => {
  let t: TestApp;
  let rider: string;
  let contractId: number;

  beforeAll(async () => {
    // A long delay: nothing is fulfilled behind the tests' back.
    t = await createTestApp({ settings: { fulfilmentDelaySeconds: 3600 } });
    rider = await t.login(RIDER.email, RIDER.password);
    contractId = (await contractOf(t, '1000000001')).id;
  });
  afterAll(async () => t.close());

  it('charges the card, empties the cart and creates a ProcessingOrder with brand and last four only', async () => {
    await emptyCart(t, rider);
    await addReload(t, rider, contractId, 2500);
    await addReload(t, rider, contractId, 1010);
    const res = await t.post('/order/submit', orderBody(t), rider);
    expect(res.envelope.status).toBe('SUCCESS');
    const orderId = res.envelope.data.orderId as number;
    expect(orderId).toBeGreaterThan(0);
    expect(await cartOf(t, rider)).toMatchObject({ cartItems: [], price: 0 });
    const detail = await t.post('/order/getOrdersDetails', { orderId }, rider);
    expect(detail.envelope.data).toMatchObject({
      orderId,
      price: 3510,
      status: 'ProcessingOrder',
      methodOfPayment: 'Credit Card',
      paymentDescription: 'Visa ending 1111',
    });
    expect(detail.envelope.data.authorizationId).toMatch(/^AUTH/);
    expect(detail.envelope.data.transactionId).toMatch(/^TXN/);
    expect(
      detail.envelope.data.orderItems.map((i: { price: number; status: string }) => [
        i.price,
        i.status,
      ]),
    ).toEqual([
      [2500, 'ProcessingOrder'],
      [1010, 'ProcessingOrder'],
    ]);
  });

  it('a declined card answers ERROR 486 with the reason and leaves the cart exactly as it was', async () => {
    await emptyCart(t, rider);
    await addReload(t, rider, contractId, 1500);
    await addReload(t, rider, contractId, 700);
    const before = await cartOf(t, rider);
    const orders = await orderCount(t, RIDER.email);
    const res = await t.post('/order/submit', orderBody(t, DECLINE), rider);
    expect(res.envelope).toMatchObject({ status: 'ERROR', msgCode: '486' });
    expect(res.envelope.errorMessage).toMatch(/declined/i);
    expect(await cartOf(t, rider)).toEqual(before);
    expect(await orderCount(t, RIDER.email)).toBe(orders);
  });

  it('a gateway time-out answers 496 (nothing charged) and keeps the cart', async () => {
    const before = await cartOf(t, rider);
    const charges = await chargeCount(t);
    const res = await t.post('/order/submit', orderBody(t, GATEWAY_ERROR), rider);
    expect(res.envelope).toMatchObject({ status: 'ERROR', msgCode: '496' });
    expect(await cartOf(t, rider)).toEqual(before);
    expect(await chargeCount(t)).toBe(charges);
  });

  it('the same submit twice (retry and double click) creates one order and one charge', async () => {
    await emptyCart(t, rider);
    await addReload(t, rider, contractId, 1200);
    const body = orderBody(t);
    const charges = await chargeCount(t);
    const orders = await orderCount(t, RIDER.email);
    const [a, b] = await Promise.all([
      t.post('/order/submit', body, rider),
      t.post('/order/submit', body, rider),
    ]);
    const c = await t.post('/order/submit', body, rider);
    expect([a.envelope.status, b.envelope.status, c.envelope.status]).toEqual([
      'SUCCESS',
      'SUCCESS',
      'SUCCESS',
    ]);
    expect(b.envelope.data.orderId).toBe(a.envelope.data.orderId);
    expect(c.envelope.data.orderId).toBe(a.envelope.data.orderId);
    expect(await orderCount(t, RIDER.email)).toBe(orders + 1);
    expect(await chargeCount(t)).toBe(charges + 1);
  });

  it('a retry after the cart was filled again answers the first order and leaves the new cart to its own submit', async () => {
    await emptyCart(t, rider);
    await addReload(t, rider, contractId, 1300);
    const body = orderBody(t);
    const first = await t.post('/order/submit', body, rider);
    await addReload(t, rider, contractId, 900);
    const charges = await chargeCount(t);
    const retry = await t.post('/order/submit', body, rider);
    expect(retry.envelope).toMatchObject({
      status: 'SUCCESS',
      data: { orderId: first.envelope.data.orderId },
    });
    expect(await chargeCount(t)).toBe(charges);
    expect((await cartOf(t, rider)).cartItems.map((i: { price: number }) => i.price)).toEqual([
      900,
    ]);
    const next = await t.post('/order/submit', orderBody(t), rider);
    expect(next.envelope.data.orderId).not.toBe(first.envelope.data.orderId);
    expect(await chargeCount(t)).toBe(charges + 1);
  });

  it('a retry whose body would now be refused (the card expired since) still answers its order, and charges nothing', async () => {
    await emptyCart(t, rider);
    await addReload(t, rider, contractId, 1400);
    const body = orderBody(t);
    const first = await t.post('/order/submit', body, rider);
    expect(first.envelope.status).toBe('SUCCESS');
    const charges = await chargeCount(t);
    const retry = await t.post('/order/submit', { ...body, month: '01', year: '2021' }, rider);
    expect(retry.envelope).toMatchObject({
      status: 'SUCCESS',
      data: { orderId: first.envelope.data.orderId },
    });
    // A new submit (another key) with that card is refused as before.
    await addReload(t, rider, contractId, 500);
    const fresh = await t.post(
      '/order/submit',
      { ...orderBody(t), month: '01', year: '2021' },
      rider,
    );
    expect(fresh.envelope).toMatchObject({ status: 'ERROR', msgCode: '488' });
    expect(await chargeCount(t)).toBe(charges);
    await emptyCart(t, rider);
  });
});
