// The menu's cart count: pushed by the remotes on the bus, or fetched when one asks for a refresh.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { bus } from '@qcard/shared/bus/event-bus';
import { callApi } from '@qcard/shared/api/api-client';
import { clearSession, setToken } from '@qcard/shared/session/session-storage';
import { cartSaga } from '../cart-saga';
import { cartActions, cartReducer, selectCartCount } from '../cart-slice';

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
        .provide([[matchers.call.fn(callApi), { status: 'SUCCESS', data: { cartItems: [{ type: 'Recharge' }, { type: 'Subscription' }], numberOfRecords: 12 } }]])
        // The token check must not end the session from the menu.
        .call(callApi, '/cart/cartItems', { pageNo: 1 }, { ignoreSessionErrors: true })
        // A rider's first page with a Recharge item: the cart page opens in Edit (the header the shell paints for it).
        .put(cartActions.firstPageLoaded(12, 'edit')),
      () => bus.emit('cart/refreshRequested', {}),
    );
    expect(selectCartCount(storeState as State)).toBe(12);
  });

  it.each<[string, State | undefined, unknown, number]>([
    ['counts the items of the first page when the API gives no total', undefined, { status: 'SUCCESS', data: { cartItems: [{}, {}] } }, 2],
    ['an empty cart shows 0', withCount(4), { status: 'SUCCESS', data: {} }, 0],
  ])('%s', async (_name, start, answer, count) => {
    setToken('t-1');
    const { storeState } = await run(
      expectSaga(cartSaga)
        .withReducer(reducer, start)
        .provide([[matchers.call.fn(callApi), answer]])
        .dispatch(cartActions.refreshRequested()),
    );
    expect(selectCartCount(storeState as State)).toBe(count);
  });

  it('keeps the count it has when the API answers an error (network failure, session ended)', async () => {
    setToken('t-1');
    const { storeState } = await run(
      expectSaga(cartSaga)
        .withReducer(reducer, withCount(4))
        .provide([[matchers.call.fn(callApi), { status: 'ERROR', msgCode: '475' }]])
        .call.fn(callApi)
        .not.put.actionType('cart/countChanged')
        .dispatch(cartActions.refreshRequested()),
    );
    expect(selectCartCount(storeState as State)).toBe(4);
  });

  it('signed out, shows 0 without calling the API', async () => {
    const { storeState } = await run(
      expectSaga(cartSaga)
        .withReducer(reducer, withCount(4))
        .not.call.fn(callApi)
        .put(cartActions.countChanged(0))
        .dispatch(cartActions.refreshRequested()),
    );
    expect(selectCartCount(storeState as State)).toBe(0);
  });
});
