// Side effects of sponsor subscription management: search, save to cart, cancel to cart.
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { CallResult } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { alertFailure, alertFromServer } from '@qcard/kit/bus/alert-helpers';
import { settleAlerts } from '@qcard/runtime/bus/alerts';
import { pagedSearchSaga, type SearchCriteria } from '@qcard/kit/search/paged-search-store';
import { rereadOnLanguageChange } from '@qcard/kit/store/reread-on-language-change';
import { API_MSG } from '@qcard/contracts/api-codes';
import {
  deleteSubscriptions,
  saveSubscriptions,
  searchSubscriptions,
  type SaveResult,
  type SaveRow,
  type SponsorSubscriptionRow,
} from '../../sponsor-subscriptions/api/sponsor-subscriptions-api';
import {
  selectSponsorSubscriptions,
  sponsorSubscriptionsActions as A,
  subscriptionSearch,
  type CartChangeKind,
  type SponsorSubscriptionsState,
} from './sponsor-subscriptions-slice';

function emitCartChanged(count: number) {
  bus.emit('cart/changed', { count });
}

/** The employee subscription search: its 469 warning ends when a search finds rows. */
export const SUBSCRIPTIONS_SEARCH_SOURCE = 'sponsor-subscriptions/search';

export const watchSubscriptionSearch = pagedSearchSaga({
  search: subscriptionSearch,
  selectState: (s: { sponsorSubscriptions: SponsorSubscriptionsState }) =>
    s.sponsorSubscriptions.search,
  fetch: (query: SearchCriteria, pageNo: number) =>
    searchSubscriptions({ filterType: query.filterType, filterValue: query.filterValue, pageNo }),
  source: SUBSCRIPTIONS_SEARCH_SOURCE,
  alertFailure,
});

/** SAVE TO CART and REMOVE: the answer to one replaces the alert of the one before. */
const CART_CALL_SOURCE = 'sponsor-subscriptions/cart';

/**
 * The rows a 507 answer brings: the save or cancel was made from rows another
 * tab changed since (saved to the cart, ordered, another card), and data holds them as they are now.
 */
function changedRows(res: CallResult<unknown>): SponsorSubscriptionRow[] | null {
  if (String(res.msgCode) !== API_MSG.RECORD_CHANGED || !Array.isArray(res.data)) return null;
  return (res.data as unknown[]).filter(
    (r): r is SponsorSubscriptionRow =>
      !!r &&
      typeof r === 'object' &&
      typeof (r as { employeeId?: unknown }).employeeId === 'number',
  );
}

function* afterCartCall(res: CallResult<SaveResult>, kind: CartChangeKind, employeeIds: number[]) {
  // The cart call's answer is the latest word on the page: a search's "No records found." is over.
  yield call(settleAlerts, SUBSCRIPTIONS_SEARCH_SOURCE);
  if (res.status === 'SUCCESS' && res.data) {
    yield call(emitCartChanged, res.data.cartCount);
    yield call(alertFromServer, res, { source: CART_CALL_SOURCE });
    yield put(A.saved(kind, employeeIds));
    return;
  }
  yield call(alertFromServer, res, { source: CART_CALL_SOURCE });
  const now = changedRows(res);
  yield put(now ? A.rowsChanged(now) : A.saveFailed());
}

/** Cents and counts as the API takes them: whole, not negative (never NaN from a cell's text that is no number). */
const isWholeRow = (r: SaveRow) =>
  [r.refreshrate, r.trigger, r.maxRecharges].every((n) => Number.isSafeInteger(n) && n >= 0);

export function* save(action: ReturnType<typeof A.saveRequested>) {
  // The page offers only checked rows; a request that holds any other sends nothing at all.
  if (action.rows.length === 0 || !action.rows.every(isWholeRow)) {
    yield put(A.saveFailed());
    return;
  }
  const res: CallResult<SaveResult> = yield call(saveSubscriptions, action.rows);
  yield* afterCartCall(
    res,
    'save',
    action.rows.map((r) => r.employeeId),
  );
}

export function* remove(action: ReturnType<typeof A.removeRequested>) {
  const res: CallResult<SaveResult> = yield call(deleteSubscriptions, action.rows);
  yield* afterCartCall(
    res,
    'remove',
    action.rows.map((r) => r.employeeId),
  );
}

/** Stay Back: reload the current page (the unsaved edits of other rows stay). */
export function* reload() {
  const state: SponsorSubscriptionsState = yield select(selectSponsorSubscriptions);
  yield put(A.searchRequested(null, state.search.pageNo));
}

/** A language switch: the page of employees shown, read again with its criteria; the edits stay. */
export function* rereadSubscriptionSearch() {
  const state: SponsorSubscriptionsState = yield select(selectSponsorSubscriptions);
  if (state.search.page) yield put(A.searchRequested(null, state.search.pageNo));
}

export function* sponsorSubscriptionsSaga() {
  yield all([
    call(rereadOnLanguageChange, rereadSubscriptionSearch),
    call(watchSubscriptionSearch),
    takeLatest('sponsorSubscriptions/saveRequested', save),
    takeLatest('sponsorSubscriptions/removeRequested', remove),
    takeLatest('sponsorSubscriptions/reset', reload),
  ]);
}
