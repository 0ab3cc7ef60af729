import { call, put, takeLatest, take, fork } from 'redux-saga/effects';
import { busChannel } from '@qcard/shared/store/create-remote-store';
import { callApi, type CallResult } from '@qcard/shared/api/api-client';
import type { Cart } from '@qcard/shared/contracts/domain';
import { initialCartMode } from '@qcard/shared/contracts/cart-mode';
import { getToken, isAuthenticated, readSession } from '@qcard/shared/session/session-storage';
import { cartActions } from './cart-slice';

type CartAnswer = CallResult<Cart & { numberOfRecords?: number }>;

const FIRST_PAGE = ['/cart/cartItems', { pageNo: 1 }, { ignoreSessionErrors: true }] as const;

/** How long an early answer stands in for the first refresh: the page's first render, not later. */
const EARLY_ANSWER_MS = 30_000;

/** The first page asked for as the shell starts, when, and whose session it was asked with. */
let early: { promise: Promise<CartAnswer>; at: number; userId: number | null } | null = null;

/**
 * Asks for the cart's first page as the shell starts (bootstrap.tsx), when a rider is signed in
 * (the layout's first refresh asks on the same condition, which an unregistered reload's session
 * does not meet):
 * the cart page's header and the menu's count need it, and the first refresh would otherwise ask
 * only after the app's first render, which at a phone's speed is most of the page's wait.
 */
export function requestCartEarly(): void {
  if (early || !isAuthenticated()) return;
  early = { promise: callApi<Cart & { numberOfRecords?: number }>(...FIRST_PAGE), at: Date.now(), userId: readSession().user?.id ?? null };
}

/** The early answer, once, soon, and only for the user it was asked for (not after a sign-out and in). */
function takeEarlyAnswer(): Promise<CartAnswer> | null {
  const taken = early;
  early = null;
  if (!taken || Date.now() - taken.at > EARLY_ANSWER_MS || taken.userId !== (readSession().user?.id ?? null)) return null;
  return taken.promise;
}

function* refreshCount() {
  if (!getToken()) {
    early = null;
    yield put(cartActions.countChanged(0));
    return;
  }
  const pending = takeEarlyAnswer();
  let res: CartAnswer | null = null;
  if (pending) {
    const answer: CartAnswer = yield call(() => pending);
    // An early answer that failed (a stored session that had ended, the network) is asked again.
    if (answer.status === 'SUCCESS') res = answer;
  }
  // The token check must not end the session from the menu (ignoreSessionErrors).
  if (!res) res = (yield call(callApi<Cart & { numberOfRecords?: number }>, ...FIRST_PAGE)) as CartAnswer;
  // The first page holds at most page_size items; the count is every item in the cart.
  if (res.status === 'SUCCESS' && res.data) {
    const count = res.data.numberOfRecords ?? res.data.cartItems?.length ?? 0;
    // The same first page the cart page decides its mode from: its header can be painted before the page's code is here.
    yield put(cartActions.firstPageLoaded(count, initialCartMode(!!readSession().user?.sponsor, res.data.cartItems ?? [])));
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
