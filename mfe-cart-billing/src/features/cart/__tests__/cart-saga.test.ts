// The cart's side effects run as a saga: loading a page, deleting an item, placing the order.
// Asserted: the requests sent, what the shell hears on the bus (count, alerts) and the state.
import { callContract } from '@qcard/runtime/api/api-client';
import { sagaRunner } from '@qcard/kit/test-support/saga-runner';
import { bus } from '@qcard/runtime/bus/event-bus';
import { setConfig } from '@qcard/runtime/config/config-store';
import type { AlertMessage } from '@qcard/contracts/domain';
import { encryptCardNumber } from '@qcard/kit/payment/encrypt-card-number';
import type { CartPage, OrderPayload } from '../api/cart-api';
import { cartSaga, prefetchCartPage, SUBMIT_SOURCE } from '../store/cart-saga';
import { PREFETCH_MAX_AGE_MS, discardPrefetched } from '@qcard/kit/api/route-prefetch';
import { signIn } from '@qcard/kit/test-support/render-remote-page';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';
import { EARLY_CART_GLOBAL } from '@qcard/contracts/painted-pages';
import { cartActions, cartReducer, initialCartState } from '../store/cart-slice';

jest.mock('@qcard/runtime/api/api-client');
const api = jest.mocked(callContract);

const { state, run, sliceOf: cartOf } = sagaRunner('cart', cartReducer, cartSaga, initialCartState);

const item = (itemId: number) => ({
  itemId,
  type: 'Recharge',
  description: `Reload ${itemId}`,
  price: 500,
});
const page = (pageNumber: number, ids: number[], numberOfRecords: number): CartPage => ({
  cartItems: ids.map(item),
  price: 500 * numberOfRecords,
  numberOfPages: Math.ceil(numberOfRecords / 10),
  pageNumber,
  numberOfRecords,
});

let alerts: AlertMessage[] = [];
let settled: string[] = [];
let counts: number[] = [];
const offs: Array<() => void> = [];
beforeEach(() => {
  alerts = [];
  settled = [];
  counts = [];
  offs.push(
    bus.on('alerts/raised', (a) => alerts.push(a)),
    bus.on('alerts/settled', ({ source }) => settled.push(source)),
    bus.on('cart/changed', ({ count }) => counts.push(count)),
  );
  setConfig({
    messages: [
      {
        type: 'RESPONSE_MSG',
        msgCode: '475',
        msgName: 'GENERIC_FAILURE',
        msgValue: 'Something went wrong, try again.',
      },
    ],
  });
});
afterEach(() => {
  offs.splice(0).forEach((off) => off());
  api.mockReset();
});

describe('cart saga: loading a page', () => {
  it('shows the page and tells the menu how many items the cart holds', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: page(2, [11], 11) });
    const { storeState } = await run(cartActions.loadRequested(2)).silentRun(0);
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ path: '/cart/cartItems' }), {
      pageNo: 2,
    });
    expect(cartOf(storeState)).toMatchObject({ status: 'loaded', page: page(2, [11], 11) });
    expect(counts).toEqual([11]);
  });

  it('a failed load raises the alert and keeps the count', async () => {
    api.mockResolvedValue({ status: 'ERROR', msgCode: '475' });
    const { storeState } = await run(cartActions.loadRequested())
      .put(cartActions.loadFailed())
      .silentRun(0);
    expect(alerts).toEqual([
      expect.objectContaining({ type: 'danger', msg: 'Something went wrong, try again.' }),
    ]);
    expect(cartOf(storeState).status).toBe('error');
    expect(counts).toEqual([]);
  });

  it('Try again that works ends the alert of the failed load (one action for every read of the cart)', async () => {
    api.mockResolvedValueOnce({ status: 'ERROR', msgCode: '475', errorMessage: 'Database busy' });
    await run(cartActions.loadRequested()).silentRun(0);
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'danger',
        msg: 'Database busy',
        source: 'cart/loadRequested',
      }),
    ]);
    expect(settled).toEqual([]);
    api.mockResolvedValueOnce({ status: 'SUCCESS', data: page(1, [11], 1) });
    await run(cartActions.loadRequested(1)).silentRun(0);
    expect(settled).toEqual(['cart/loadRequested']);
    expect(alerts).toHaveLength(1);
  });

  it('an answer without a list of items is a failed load', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: { price: 0 } });
    const { storeState } = await run(cartActions.loadRequested()).silentRun(0);
    expect(cartOf(storeState)).toMatchObject({ status: 'error', page: null });
  });
});

describe('cart saga: the first page of a painted /user-cart', () => {
  const early = window as unknown as Record<string, unknown>;
  // The time since the document started, when the inline script asked: a second, unless a test says.
  let sinceStart: jest.SpyInstance<number, []>;
  beforeEach(() => {
    discardPrefetched();
    signIn(PATRON_USER);
    sinceStart = jest.spyOn(performance, 'now').mockReturnValue(1_000);
  });
  afterEach(() => {
    delete early[EARLY_CART_GLOBAL];
    sinceStart.mockRestore();
  });

  it("takes the answer the painted page's inline script asked for: one call, not two", async () => {
    early[EARLY_CART_GLOBAL] = {
      answer: Promise.resolve({ status: 'SUCCESS', data: page(1, [1, 2], 2) }),
    };
    prefetchCartPage();
    const { storeState } = await run(cartActions.loadRequested(1)).silentRun(0);
    expect(api).not.toHaveBeenCalled();
    expect(cartOf(storeState)).toMatchObject({ status: 'loaded', page: page(1, [1, 2], 2) });
  });

  it('asks itself when the document started long ago (the answer may be old)', async () => {
    early[EARLY_CART_GLOBAL] = {
      answer: Promise.resolve({ status: 'SUCCESS', data: page(1, [1, 2], 2) }),
    };
    sinceStart.mockReturnValue(PREFETCH_MAX_AGE_MS + 1);
    api.mockResolvedValue({ status: 'SUCCESS', data: page(1, [4], 1) });
    prefetchCartPage();
    const { storeState } = await run(cartActions.loadRequested(1)).silentRun(0);
    expect(api).toHaveBeenCalledTimes(1);
    expect(cartOf(storeState)).toMatchObject({ status: 'loaded', page: page(1, [4], 1) });
  });

  it('asks again when the inline call failed, and on the next visit to the cart', async () => {
    early[EARLY_CART_GLOBAL] = { answer: Promise.resolve(null) };
    api.mockResolvedValue({ status: 'SUCCESS', data: page(1, [3], 1) });
    prefetchCartPage();
    const first = await run(cartActions.loadRequested(1)).silentRun(0);
    expect(cartOf(first.storeState)).toMatchObject({ status: 'loaded', page: page(1, [3], 1) });
    prefetchCartPage();
    await run(cartActions.loadRequested(1)).silentRun(0);
    expect(api).toHaveBeenCalledTimes(2);
  });
});

describe('cart saga: deleting an item', () => {
  it('deleting the last item of a later page shows the page before it', async () => {
    api.mockResolvedValueOnce({
      status: 'SUCCESS',
      msgCode: '200',
      data: { price: 5000, numberOfRecords: 10 },
    });
    api.mockResolvedValueOnce({ status: 'SUCCESS', data: page(1, [1, 2], 10) });
    const { storeState } = await run(
      cartActions.deleteRequested(11),
      state({ status: 'loaded', page: page(2, [11], 11) }),
    ).silentRun(0);
    expect(api.mock.calls).toEqual([
      [expect.objectContaining({ path: '/cart/deleteOrderItem' }), { orderItemId: 11 }],
      [expect.objectContaining({ path: '/cart/cartItems' }), { pageNo: 1 }],
    ]);
    // Success is quiet: the shorter list says it.
    expect(alerts).toEqual([]);
    expect(cartOf(storeState)).toMatchObject({
      deleting: null,
      status: 'loaded',
      page: { pageNumber: 1 },
    });
    expect(counts).toEqual([10]);
  });

  it('a refused delete raises the alert and reloads the same page', async () => {
    api.mockResolvedValueOnce({ status: 'ERROR', msgCode: '475' });
    api.mockResolvedValueOnce({ status: 'SUCCESS', data: page(2, [11], 11) });
    const { storeState } = await run(
      cartActions.deleteRequested(11),
      state({ status: 'loaded', page: page(2, [11], 11) }),
    ).silentRun(0);
    expect(api.mock.calls[1]).toEqual([
      expect.objectContaining({ path: '/cart/cartItems' }),
      { pageNo: 2 },
    ]);
    expect(alerts.map((a) => a.msg)).toEqual(['Something went wrong, try again.']);
    expect(cartOf(storeState)).toMatchObject({ deleting: null, page: { pageNumber: 2 } });
  });
});

describe('cart saga: placing the order', () => {
  const order: OrderPayload = {
    function: 'submit_order',
    idempotencyKey: 'k-1',
    firstName: 'Riley',
    cardNumber: 'ENCRYPTED',
    cvvCode: '123',
  };

  it('submits the order, ends the alerts of earlier attempts and remembers the order', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: { orderId: 42, status: 'Placed' } });
    const { storeState } = await run(cartActions.submitRequested(order))
      .put(cartActions.submitSucceeded(42, 'k-1'))
      .silentRun(0);
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ path: '/order/submit' }), {
      ...order,
    });
    expect(settled).toEqual([SUBMIT_SOURCE]);
    expect(cartOf(storeState)).toMatchObject({
      submit: 'done',
      lastOrderId: 42,
      doneKey: 'k-1',
      submitError: null,
    });
  });

  it('a declined payment shows the server text in the alert area and on the page', async () => {
    api.mockResolvedValue({
      status: 'ERROR',
      msgCode: '480',
      errorMessage: 'Your payment was declined.',
    });
    const { storeState } = await run(cartActions.submitRequested(order)).silentRun(0);
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'danger',
        msg: 'Your payment was declined.',
        source: SUBMIT_SOURCE,
      }),
    ]);
    expect(settled).toEqual([]);
    expect(cartOf(storeState)).toMatchObject({
      submit: 'failed',
      submitError: 'Your payment was declined.',
      lastOrderId: null,
    });
  });

  it('sends the total the page shows; a cart changed since (506) is shown again as it is now', async () => {
    api.mockImplementation(
      async ({ path }) =>
        (path === '/order/submit'
          ? {
              status: 'ERROR',
              msgCode: '506',
              errorMessage: 'Your cart changed after you reviewed it.',
            }
          : { status: 'SUCCESS', data: page(1, [1, 2, 3], 3) }) as never,
    );
    const { storeState } = await run(
      cartActions.submitRequested(order),
      state({ page: page(1, [1, 2], 2), status: 'loaded' }),
    )
      .put(cartActions.loadRequested(1))
      .silentRun(0);
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ path: '/order/submit' }), {
      ...order,
      expectedPrice: 1000,
    });
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'danger',
        msg: 'Your cart changed after you reviewed it.',
        source: SUBMIT_SOURCE,
      }),
    ]);
    expect(cartOf(storeState)).toMatchObject({
      submit: 'failed',
      page: { price: 1500, numberOfRecords: 3 },
    });
  });

  it('a declined payment leaves the page as it is: the cart is not read again', async () => {
    api.mockResolvedValue({
      status: 'ERROR',
      msgCode: '486',
      errorMessage: 'Your payment was declined.',
    });
    await run(
      cartActions.submitRequested(order),
      state({ page: page(1, [1], 1), status: 'loaded' }),
    )
      .not.put.actionType('cart/loadRequested')
      .silentRun(0);
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('a network failure shows the configured failure text', async () => {
    api.mockResolvedValue({ status: 'ERROR', msgCode: '475', errorMessage: null });
    const { storeState } = await run(cartActions.submitRequested(order)).silentRun(0);
    expect(cartOf(storeState)).toMatchObject({
      submit: 'failed',
      submitError: 'Something went wrong, try again.',
    });
  });

  it('a session that ended raises no alert of its own: the shell says why', async () => {
    api.mockResolvedValue({
      status: 'ERROR',
      msgCode: '464',
      errorMessage: 'Your session is invalid or has expired',
      sessionEnded: true,
    });
    const { storeState } = await run(cartActions.submitRequested(order)).silentRun(0);
    expect(alerts).toEqual([]);
    expect(cartOf(storeState).submit).toBe('failed');
  });

  it('a success without an order number is not a placed order', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: { status: 'Placed' } });
    const { storeState } = await run(cartActions.submitRequested(order))
      .not.put.actionType('cart/submitSucceeded')
      .silentRun(0);
    expect(settled).toEqual([]);
    expect(cartOf(storeState).submit).toBe('failed');
  });

  it('a late second click with the key of the placed order sends nothing', async () => {
    const { storeState } = await run(
      cartActions.submitRequested(order),
      state({ submit: 'done', lastOrderId: 42, doneKey: 'k-1' }),
    ).silentRun(0);
    expect(api).not.toHaveBeenCalled();
    expect(cartOf(storeState)).toMatchObject({ submit: 'done', lastOrderId: 42 });
  });

  it('a second submit while the first runs is ignored', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: { orderId: 42, status: 'Placed' } });
    const saga = run(cartActions.submitRequested(order));
    const running = saga.silentRun(0);
    // Dispatched while the first call is out (queued dispatches would wait for it to end).
    saga.dispatch(cartActions.submitRequested({ ...order, idempotencyKey: 'k-2' }));
    const { storeState } = await running;
    expect(api).toHaveBeenCalledTimes(1);
    expect(cartOf(storeState)).toMatchObject({ submit: 'done', doneKey: 'k-1' });
  });

  // The billing form encrypts the card number before it dispatches: the saga
  // sends the payload as it came and never sees, nor encrypts, a typed number.
  it('sends the card number as the form encrypted it, without encrypting again', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: { orderId: 43, status: 'Placed' } });
    await run(cartActions.submitRequested({ ...order, cardNumber: 'RSA-OAEP-BASE64' }))
      .not.call.fn(encryptCardNumber)
      .silentRun(0);
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/order/submit' }),
      expect.objectContaining({ cardNumber: 'RSA-OAEP-BASE64' }),
    );
  });
});
