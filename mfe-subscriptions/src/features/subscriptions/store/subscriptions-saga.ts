// Side effects of the patron subscription screens: loads, the allowed check, and the cart
// calls (each tells the shell the new cart count and raises the server's message).
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { CallResult } from '@qcard/runtime/api/api-client';
import { alertFromServer, tellLoad } from '@qcard/kit/bus/alert-helpers';
import { bus } from '@qcard/runtime/bus/event-bus';
import { prefetch, takePrefetched } from '@qcard/kit/api/route-prefetch';
import { readSession } from '@qcard/runtime/session/session-storage';
import { rereadOnLanguageChange } from '@qcard/kit/store/reread-on-language-change';
import {
  addSubscription,
  cancelSubscription,
  checkAllowed,
  fetchCardDetails,
  fetchMyCards,
  fetchPaymentMethod,
  fetchSubscriptions,
  updatePaymentMethod,
  updateSubscription,
  type AllowedResult,
  type CardView,
  type CartResult,
  type PatronSubscriptionRow,
  type PaymentMethodOnFile,
} from '../../subscriptions/api/subscriptions-api';
import {
  SUBMIT_SOURCE,
  subscriptionsActions as A,
  type SubscriptionsState,
} from './subscriptions-slice';

export const CART_PATH = '/user-cart';
export const BILLING_PATH = '/subscribe-billing';

function emitCartChanged(count: number) {
  bus.emit('cart/changed', { count });
}

/** The patron's subscription list, as /subscribe/default starts it before its page is there (route-prefetch). */
export const SUBSCRIPTION_LIST_KEY = 'subscriptions/list';

/** Entering /subscribe/…: a patron's page loads the list on every visit; start it now (a sponsor's page is another). */
export function prefetchSubscriptionList(): void {
  const user = readSession().user;
  if (user && !user.sponsor) prefetch(SUBSCRIPTION_LIST_KEY, fetchSubscriptions);
}

export function* loadList(action: ReturnType<typeof A.listRequested>) {
  const res: CallResult<PatronSubscriptionRow[]> = yield call(
    takePrefetched,
    SUBSCRIPTION_LIST_KEY,
    fetchSubscriptions,
  );
  const loaded = res.status === 'SUCCESS' && Array.isArray(res.data);
  yield call(tellLoad, res, loaded, { source: action.type });
  if (loaded) yield put(A.listLoaded(res.data as PatronSubscriptionRow[]));
  else yield put(A.listFailed());
}

export function* loadCards(action: ReturnType<typeof A.cardsRequested>) {
  const res: CallResult<CardView[]> = yield call(fetchMyCards);
  const loaded = res.status === 'SUCCESS' && Array.isArray(res.data);
  yield call(tellLoad, res, loaded, { source: action.type });
  if (!loaded || !Array.isArray(res.data)) {
    yield put(A.cardsFailed());
    return;
  }
  let list = res.data;
  // A card named in the URL that is not one's own (a sponsor's company card) comes from /card/details.
  if (action.cardId !== null && !list.some((c) => c.id === action.cardId)) {
    const one: CallResult<CardView> = yield call(fetchCardDetails, action.cardId);
    if (one.status === 'SUCCESS' && one.data) list = [...list, one.data];
  }
  yield put(A.cardsLoaded(list));
}

export function* loadAllowed(action: ReturnType<typeof A.allowedRequested>) {
  const res: CallResult<AllowedResult> = yield call(
    checkAllowed,
    action.contractId,
    action.operation,
  );
  const loaded = res.status === 'SUCCESS' && !!res.data;
  yield call(tellLoad, res, loaded, { source: action.type });
  if (loaded && res.data) yield put(A.allowedLoaded(action.contractId, res.data));
  else yield put(A.allowedFailed(action.contractId));
}

function* finish(res: CallResult<CartResult>) {
  if (res.status === 'SUCCESS' && res.data) {
    yield call(emitCartChanged, res.data.cartCount);
    yield call(alertFromServer, res, { target: CART_PATH, source: SUBMIT_SOURCE });
    yield put(A.draftCleared());
    yield put(A.submitSucceeded(CART_PATH));
  } else {
    yield call(alertFromServer, res, { source: SUBMIT_SOURCE });
    yield put(A.submitFailed());
  }
}

export function* add(action: ReturnType<typeof A.addRequested>) {
  const res: CallResult<CartResult> = yield call(addSubscription, action.form, action.payment);
  yield* finish(res);
}

export function* update(action: ReturnType<typeof A.updateRequested>) {
  const res: CallResult<CartResult> = yield call(updateSubscription, action.form);
  yield* finish(res);
}

export function* cancel(action: ReturnType<typeof A.cancelRequested>) {
  const res: CallResult<CartResult> = yield call(
    cancelSubscription,
    action.contractid,
    action.cardSerialNumber,
  );
  yield* finish(res);
}

export function* updatePayment(action: ReturnType<typeof A.updatePaymentRequested>) {
  const res: CallResult<CartResult> = yield call(
    updatePaymentMethod,
    action.contractid,
    action.cardSerialNumber,
    action.payment,
  );
  yield* finish(res);
}

/** UPDATE PAYMENT: read the payment method on file, then go to billing with it. */
export function* paymentMethod(action: ReturnType<typeof A.paymentMethodRequested>) {
  const res: CallResult<PaymentMethodOnFile> = yield call(
    fetchPaymentMethod,
    action.form.contractid,
  );
  yield put(A.paymentMethodDone());
  if (res.status === 'SUCCESS' && res.data) {
    yield put(
      A.draftSaved({ mode: 'payment', form: action.form, cardId: action.cardId, onFile: res.data }),
    );
    yield put(A.submitSucceeded(BILLING_PATH));
  } else {
    yield call(alertFromServer, res, { source: SUBMIT_SOURCE });
  }
}

/**
 * A language switch: the subscription list and the cards the subscribe page
 * offers (contract names, fare types), read again as the pages asked for them. The allowed check
 * follows by itself: the page asks again for the contract it shows. The form keeps what was typed.
 */
export function* rereadSubscriptions() {
  const state: SubscriptionsState = yield select(
    (s: { subscriptions: SubscriptionsState }) => s.subscriptions,
  );
  if (state.list.status === 'loaded') yield put(A.listRequested());
  if (state.cards.status === 'loaded') yield put(A.cardsRequested(state.cardsFor));
}

export function* subscriptionsSaga() {
  yield all([
    call(rereadOnLanguageChange, rereadSubscriptions),
    takeLatest('subscriptions/listRequested', loadList),
    takeLatest('subscriptions/cardsRequested', loadCards),
    takeLatest('subscriptions/allowedRequested', loadAllowed),
    takeLatest('subscriptions/addRequested', add),
    takeLatest('subscriptions/updateRequested', update),
    takeLatest('subscriptions/cancelRequested', cancel),
    takeLatest('subscriptions/updatePaymentRequested', updatePayment),
    takeLatest('subscriptions/paymentMethodRequested', paymentMethod),
  ]);
}
