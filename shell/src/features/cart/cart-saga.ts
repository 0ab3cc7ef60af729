import { call, put, takeLatest, take, fork } from 'redux-saga/effects';
import { busChannel } from '@qcard/kit/store/create-remote-store';
import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import type { CallAnswer } from '@qcard/contracts/call';
import { CartItemsCall } from '@qcard/contracts/cart-calls';
import { initialCartMode } from '@qcard/contracts/cart-mode';
import { prefetch, takePrefetched } from '@qcard/kit/api/route-prefetch';
import { getToken, readSession } from '@qcard/runtime/session/session-storage';
import { EARLY_CART_CALL, paintedEarlyCart } from '@qcard/contracts/painted-pages';
import { cartActions } from './cart-slice';

type CartAnswer = CallResult<CallAnswer<typeof CartItemsCall>>;

/** The first page asked for as the shell starts (route-prefetch: this session's, once, recent). */
const EARLY_CART_KEY = 'shell-cart/page1';

// The same call the painted cart page's inline script makes (its answer is taken in its place).
const askFirstPage = (): Promise<CartAnswer> =>
  callContract(CartItemsCall, EARLY_CART_CALL.body, { ignoreSessionErrors: true });

/** Nothing started early: the refresh asks itself. */
const notStartedEarly = async (): Promise<CartAnswer> => ({ status: 'ERROR' });

/**
 * Asks for the cart's first page as the shell starts (bootstrap.tsx), when a rider is signed in:
 * the cart page's header and the menu's count need it, and the first refresh would otherwise ask
 * only after the app's first render, which at a phone's speed is most of the page's wait. On the
 * painted cart page the inline script has asked already: its answer is taken (a failed one is
 * asked again).
 */
export function requestCartEarly(): void {
  const painted = paintedEarlyCart<CartAnswer>();
  prefetch(
    EARLY_CART_KEY,
    painted ? () => painted.answer.then((page) => page ?? askFirstPage()) : askFirstPage,
  );
}

/**
 * The cart's count and mode when the painted page's call has answered before the shell's store is
 * made: the store starts with them, so the app's first render shows the header the page already
 * shows (it would otherwise hide it until the saga had read the same answer).
 */
export function paintedCartLoaded(): ReturnType<typeof cartActions.firstPageLoaded> | null {
  const page = paintedEarlyCart<CartAnswer>()?.page;
  if (!page || page.status !== 'SUCCESS' || !page.data || !getToken()) return null;
  const items = page.data.cartItems ?? [];
  return cartActions.firstPageLoaded(
    page.data.numberOfRecords ?? items.length,
    initialCartMode(!!readSession().user?.sponsor, items),
  );
}

function* refreshCount() {
  if (!getToken()) {
    yield put(cartActions.countChanged(0));
    return;
  }
  // The early answer when this session's succeeded; else (none, failed, another user) ask now.
  // The token check must not end the session from the menu (ignoreSessionErrors).
  const early: CartAnswer = yield call(takePrefetched, EARLY_CART_KEY, notStartedEarly);
  const res: CartAnswer =
    early.status === 'SUCCESS'
      ? early
      : yield call(callContract, CartItemsCall, EARLY_CART_CALL.body, {
          ignoreSessionErrors: true,
        });
  // The first page holds at most page_size items; the count is every item in the cart.
  if (res.status === 'SUCCESS' && res.data) {
    const count = res.data.numberOfRecords ?? res.data.cartItems?.length ?? 0;
    // The same first page the cart page decides its mode from: its header can be painted before the page's code is here.
    yield put(
      cartActions.firstPageLoaded(
        count,
        initialCartMode(!!readSession().user?.sponsor, res.data.cartItems ?? []),
      ),
    );
  }
}

function* watchBusCartChanges() {
  const changed = busChannel('cart/changed');
  while (true) {
    const { count } = (yield take(changed)) as { count: number };
    yield put(cartActions.countChanged(count));
  }
}

function* watchBusRefresh() {
  const requested = busChannel('cart/refreshRequested');
  while (true) {
    yield take(requested);
    yield put(cartActions.refreshRequested());
  }
}

export function* cartSaga() {
  yield fork(watchBusCartChanges);
  yield fork(watchBusRefresh);
  yield takeLatest('cart/refreshRequested', refreshCount);
}
