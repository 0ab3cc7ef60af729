// Side effects of the cart: load a page, delete an item, submit the order (its card number
// arrives encrypted: the billing form encrypts it before anything is dispatched).
import { call, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { CallResult } from '@qcard/runtime/api/api-client';
import { alertFromResponse, raiseAlert, settleAlerts } from '@qcard/runtime/bus/alerts';
import { tellLoad } from '@qcard/kit/bus/alert-helpers';
import { bus } from '@qcard/runtime/bus/event-bus';
import { interpretResponse } from '@qcard/runtime/api/response-handling';
import { messageText } from '@qcard/runtime/config/config-store';
import { codeText, portalText, serverText } from '@qcard/runtime/bus/alert-text';
import type { AlertText } from '@qcard/contracts/domain';
import { MSG } from '@qcard/contracts/envelope';
import { PREFETCH_MAX_AGE_MS, prefetch, takePrefetched } from '@qcard/kit/api/route-prefetch';
import { rereadOnLanguageChange } from '@qcard/kit/store/reread-on-language-change';
import {
  deleteCartItem,
  fetchCart,
  submitOrder,
  type CartPage,
  type SubmitResult,
} from '../../cart/api/cart-api';
import { cartActions, selectCartPage, selectDoneKey } from './cart-slice';
import { readSession, setUser } from '@qcard/runtime/session/session-storage';
import type { OrderPayload } from '@qcard/contracts/orders-api';
import { API_MSG } from '@qcard/contracts/api-codes';
import { paintedEarlyCart } from '@qcard/contracts/painted-pages';

/** Alerts of placing the order: a retry replaces them, a placed order ends them. */
export const SUBMIT_SOURCE = 'order/submit';
/** Every read of the cart (a page opened, Try again, the cart after a delete): one action for its alerts. */
const CART_LOAD_SOURCE = 'cart/loadRequested';

function emitCount(count: number) {
  bus.emit('cart/changed', { count });
}

/** The cart's first page, as /user-cart starts it before its page is there (route-prefetch). */
export const CART_FIRST_PAGE_KEY = 'cart/page1';

/**
 * The call the painted cart page's inline script made as the document started (the page opened
 * directly), for the first visit only and while it is recent: a later visit to /user-cart, or one
 * after the rider stayed elsewhere (a remote that was down, a new sign-in), asks afresh.
 */
function paintedFirstPage(): Promise<CallResult<CartPage> | null> | null {
  const early = paintedEarlyCart<CallResult<CartPage>>();
  if (!early || early.takenByCartPage) return null;
  early.takenByCartPage = true;
  // performance.now() counts from the document's start, when the inline script asked.
  return performance.now() <= PREFETCH_MAX_AGE_MS ? early.answer : null;
}

/** Entering /user-cart: its first page is fetched now (the page loads it on every visit). */
export function prefetchCartPage(): void {
  const painted = paintedFirstPage();
  prefetch(
    CART_FIRST_PAGE_KEY,
    painted ? () => painted.then((page) => page ?? fetchCart(1)) : () => fetchCart(1),
  );
}

/** A page the rider opens; the first one may already be on its way since the route was entered. */
export function* loadCart(action: ReturnType<typeof cartActions.loadRequested>) {
  const fetchPage = () => fetchCart(action.pageNo);
  const res: CallResult<CartPage> =
    action.pageNo === 1
      ? yield call(takePrefetched, CART_FIRST_PAGE_KEY, fetchPage)
      : yield call(fetchPage);
  yield* showCart(res);
}

function* showCart(res: CallResult<CartPage>) {
  const loaded = res.status === 'SUCCESS' && !!res.data && Array.isArray(res.data.cartItems);
  yield call(tellLoad, res, loaded, { source: CART_LOAD_SOURCE });
  if (loaded && res.data) {
    yield put(cartActions.loaded(res.data));
    yield call(emitCount, res.data.numberOfRecords);
  } else {
    yield put(cartActions.loadFailed());
  }
}

export function* deleteItem(action: ReturnType<typeof cartActions.deleteRequested>) {
  const res: CallResult<{ price: number; numberOfRecords: number }> = yield call(
    deleteCartItem,
    action.itemId,
  );
  yield call(alertFromResponse, res, { quietSuccess: true, source: action.type });
  const page: CartPage | null = yield select(selectCartPage);
  const current = page?.pageNumber ?? 1;
  // The last item of a later page went: show the page before it.
  const stay =
    page && page.cartItems.length === 1 && current > 1 && res.status === 'SUCCESS'
      ? current - 1
      : current;
  yield put(cartActions.deleteFinished());
  // The cart after the delete is read again, never taken from an answer older than the delete.
  const after: CallResult<CartPage> = yield call(fetchCart, stay);
  yield* showCart(after);
}

/** A failed order's words, and how to say them again after a language switch. */
function orderFailureWords(res: CallResult<unknown>): { msg: string; text?: AlertText } {
  if (res.errorMessage) return { msg: res.errorMessage, text: serverText(res) };
  const alert = interpretResponse(res).alert;
  if (alert) return { msg: alert.msg, text: alert.text };
  const generic = messageText(MSG.GENERIC_FAILURE);
  return generic
    ? { msg: generic, text: codeText(MSG.GENERIC_FAILURE) }
    : portalText('cartBilling:cart.error.unexpected');
}

/** The server saved this order's billing address to the profile: the session's copy follows, so the next billing step starts from it. */
function keepSavedAddress(payload: OrderPayload) {
  const { user } = readSession();
  if (!user) return;
  const address1 = payload.address1 ?? '';
  const address2 = payload.address2 ?? '';
  const updated = {
    ...user,
    address1,
    address2,
    address: [address1, address2].filter((s) => s.trim() !== '').join(', '),
    town: payload.city ?? '',
    state: payload.state ?? '',
    zipcode: payload.zipcode ?? '',
  };
  setUser(updated);
  bus.emit('session/userUpdated', { user: updated });
}

/** The cart changed, or emptied, since the page read it. */
const CART_CHANGED_CODES = new Set<string>([API_MSG.CART_CHANGED, API_MSG.CART_EMPTY]);

export function* placeOrder(action: ReturnType<typeof cartActions.submitRequested>) {
  const doneKey: string | null = yield select(selectDoneKey);
  if (doneKey !== null && doneKey === action.payload.idempotencyKey) return;
  // The total the page shows goes with the order: the server refuses it (506) if the cart changed
  // since, in another tab, rather than charge for what the rider did not see.
  const shown: CartPage | null = yield select(selectCartPage);
  const payload: OrderPayload = shown
    ? { ...action.payload, expectedPrice: shown.price }
    : action.payload;
  const res: CallResult<SubmitResult> = yield call(submitOrder, payload);
  if (res.status !== 'ERROR' && res.status && res.data && typeof res.data.orderId === 'number') {
    yield call(settleAlerts, SUBMIT_SOURCE);
    if (res.data.addressSaved) yield call(keepSavedAddress, action.payload);
    yield put(cartActions.submitSucceeded(res.data.orderId, action.payload.idempotencyKey));
    return;
  }
  const words = orderFailureWords(res);
  // A session that ended is told by the shell, once (CallResult.sessionEnded).
  if (!res.sessionEnded)
    yield call(raiseAlert, { type: 'danger', ...words, source: SUBMIT_SOURCE });
  yield put(cartActions.submitFailed(words.msg));
  // The cart is not what the page shows: show what it holds now, for the rider to review.
  if (CART_CHANGED_CODES.has(String(res.msgCode ?? '')))
    yield put(cartActions.loadRequested(shown?.pageNumber ?? 1));
}

/** A language switch: the cart page shown (its item descriptions), read again. */
export function* rereadCart() {
  const page: CartPage | null = yield select(selectCartPage);
  if (page) yield put(cartActions.loadRequested(page.pageNumber));
}

export function* cartSaga() {
  yield fork(rereadOnLanguageChange, rereadCart);
  yield takeLatest('cart/loadRequested', loadCart);
  yield takeLatest('cart/deleteRequested', deleteItem);
  // A second submit while one runs is ignored (the idempotency key covers retries too).
  yield takeLeading('cart/submitRequested', placeOrder);
}
