// The menu's cart count: pushed by the remotes on the bus, or fetched when one asks for a refresh.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { bus } from '@qcard/runtime/bus/event-bus';
import { callContract } from '@qcard/runtime/api/api-client';
import { CartItemsCall } from '@qcard/contracts/cart-calls';
import { clearSession, setToken, setUser } from '@qcard/runtime/session/session-storage';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';
import { cartSaga, paintedCartLoaded, requestCartEarly } from '../cart-saga';
import { EARLY_CART_GLOBAL } from '@qcard/contracts/painted-pages';
import { cartActions, cartReducer, selectCartCount } from '../cart-slice';

// The early request calls the API outside the saga: a mock it can be asked about.
jest.mock('@qcard/runtime/api/api-client');

const reducer = combineReducers({ cart: cartReducer });
type State = ReturnType<typeof reducer>;
const withCount = (count: number): State => ({ cart: { count, mode: null } });

/** Watchers never end: run them, let `drive` act, then stop (timeout 0, nothing here waits). */
function run(saga: ReturnType<typeof expectSaga>, drive: () => void = () => undefined) {
  const running = saga.silentRun(0);
  drive();
  return running;
}

afterEach(() => clearSession());

describe('cartSaga', () => {
  it('shows the count another remote emits on the bus', async () => {
    const { storeState } = await run(
      expectSaga(cartSaga).withReducer(reducer, withCount(1)).put(cartActions.countChanged(3)),
      () => bus.emit('cart/changed', { count: 3 }),
    );
    expect(selectCartCount(storeState as State)).toBe(3);
  });

  it('fetches the count of every item in the cart when a remote asks for a refresh', async () => {
    setToken('t-1');
    const { storeState } = await run(
      expectSaga(cartSaga)
        .withReducer(reducer)
        .provide([
          [
            matchers.call.fn(callContract),
            {
              status: 'SUCCESS',
              data: {
                cartItems: [{ type: 'Recharge' }, { type: 'Subscription' }],
                numberOfRecords: 12,
              },
            },
          ],
        ])
        // The token check must not end the session from the menu.
        .call(callContract, CartItemsCall, { pageNo: 1 }, { ignoreSessionErrors: true })
        // A rider's first page with a Recharge item: the cart page opens in Edit (the header the shell paints for it).
        .put(cartActions.firstPageLoaded(12, 'edit')),
      () => bus.emit('cart/refreshRequested', {}),
    );
    expect(selectCartCount(storeState as State)).toBe(12);
  });

  it.each<[string, State | undefined, unknown, number]>([
    [
      'counts the items of the first page when the API gives no total',
      undefined,
      { status: 'SUCCESS', data: { cartItems: [{}, {}] } },
      2,
    ],
    ['an empty cart shows 0', withCount(4), { status: 'SUCCESS', data: {} }, 0],
  ])('%s', async (_name, start, answer, count) => {
    setToken('t-1');
    const { storeState } = await run(
      expectSaga(cartSaga)
        .withReducer(reducer, start)
        .provide([[matchers.call.fn(callContract), answer]])
        .dispatch(cartActions.refreshRequested()),
    );
    expect(selectCartCount(storeState as State)).toBe(count);
  });

  it('keeps the count it has when the API answers an error (network failure, session ended)', async () => {
    setToken('t-1');
    const { storeState } = await run(
      expectSaga(cartSaga)
        .withReducer(reducer, withCount(4))
        .provide([[matchers.call.fn(callContract), { status: 'ERROR', msgCode: '475' }]])
        .call.fn(callContract)
        .not.put.actionType('cart/countChanged')
        .dispatch(cartActions.refreshRequested()),
    );
    expect(selectCartCount(storeState as State)).toBe(4);
  });

  it('signed out, shows 0 without calling the API', async () => {
    const { storeState } = await run(
      expectSaga(cartSaga)
        .withReducer(reducer, withCount(4))
        .not.call.fn(callContract)
        .put(cartActions.countChanged(0))
        .dispatch(cartActions.refreshRequested()),
    );
    expect(selectCartCount(storeState as State)).toBe(0);
  });

  describe('the first page asked for as the shell starts', () => {
    const answer = (count: number) =>
      ({
        status: 'SUCCESS',
        data: { cartItems: [{ type: 'Recharge' }], numberOfRecords: count },
      }) as never;
    const api = jest.mocked(callContract);
    beforeEach(() => api.mockReset());

    it('is the first refresh: the cart is asked for once, before the app renders', async () => {
      setToken('t-1');
      setUser(PATRON_USER);
      api.mockResolvedValueOnce(answer(5)).mockResolvedValue(answer(6));
      requestCartEarly();
      expect(api).toHaveBeenCalledTimes(1);
      const first = await run(
        expectSaga(cartSaga).withReducer(reducer).dispatch(cartActions.refreshRequested()),
      );
      expect(selectCartCount(first.storeState as State)).toBe(5);
      expect(api).toHaveBeenCalledTimes(1);
      // Later refreshes ask again.
      const later = await run(
        expectSaga(cartSaga).withReducer(reducer).dispatch(cartActions.refreshRequested()),
      );
      expect(selectCartCount(later.storeState as State)).toBe(6);
      expect(api).toHaveBeenCalledTimes(2);
    });

    it('is not asked for without a signed-in rider (none stored, or an unregistered reload)', () => {
      requestCartEarly();
      setToken('anonymous-reload-token');
      requestCartEarly();
      expect(api).not.toHaveBeenCalled();
    });

    it("is not used for another user's session, nor when it failed", async () => {
      setToken('t-1');
      setUser(PATRON_USER);
      api.mockResolvedValueOnce(answer(5)).mockResolvedValue(answer(7));
      requestCartEarly();
      setUser({ ...PATRON_USER, id: PATRON_USER.id + 1 });
      const other = await run(
        expectSaga(cartSaga).withReducer(reducer).dispatch(cartActions.refreshRequested()),
      );
      expect(selectCartCount(other.storeState as State)).toBe(7);
      expect(api).toHaveBeenCalledTimes(2);

      api.mockReset();
      api
        .mockResolvedValueOnce({ status: 'ERROR', msgCode: '475' } as never)
        .mockResolvedValue(answer(8));
      requestCartEarly();
      const failed = await run(
        expectSaga(cartSaga).withReducer(reducer).dispatch(cartActions.refreshRequested()),
      );
      expect(selectCartCount(failed.storeState as State)).toBe(8);
      expect(api).toHaveBeenCalledTimes(2);
    });

    describe("on the cart's painted page, whose inline script asked already", () => {
      const painted = window as unknown as Record<string, unknown>;
      afterEach(() => delete painted[EARLY_CART_GLOBAL]);

      it('takes that answer instead of asking again', async () => {
        setToken('t-1');
        setUser(PATRON_USER);
        painted[EARLY_CART_GLOBAL] = { answer: Promise.resolve(answer(3)) };
        api.mockResolvedValue(answer(9));
        requestCartEarly();
        const first = await run(
          expectSaga(cartSaga).withReducer(reducer).dispatch(cartActions.refreshRequested()),
        );
        expect(selectCartCount(first.storeState as State)).toBe(3);
        expect(api).not.toHaveBeenCalled();
      });

      it('asks itself when that call failed', async () => {
        setToken('t-1');
        setUser(PATRON_USER);
        painted[EARLY_CART_GLOBAL] = { answer: Promise.resolve(null) };
        api.mockResolvedValue(answer(9));
        requestCartEarly();
        const first = await run(
          expectSaga(cartSaga).withReducer(reducer).dispatch(cartActions.refreshRequested()),
        );
        expect(selectCartCount(first.storeState as State)).toBe(9);
        expect(api).toHaveBeenCalledTimes(1);
      });

      it("gives the store its count and mode at once when the answer is already here, and nothing when it is not (or nobody's signed in)", () => {
        painted[EARLY_CART_GLOBAL] = { answer: Promise.resolve(answer(2)), page: answer(2) };
        expect(paintedCartLoaded()).toBeNull();
        setToken('t-1');
        setUser(PATRON_USER);
        expect(paintedCartLoaded()).toEqual(cartActions.firstPageLoaded(2, 'edit'));
        painted[EARLY_CART_GLOBAL] = { answer: new Promise(() => undefined) };
        expect(paintedCartLoaded()).toBeNull();
      });
    });
  });
});
