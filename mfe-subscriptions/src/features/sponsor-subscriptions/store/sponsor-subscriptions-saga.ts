// Side effects of sponsor subscription management: search, save to cart, cancel to cart.
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { CallResult } from '@qcard/shared/api/api-client';
import type { PagedList } from '@qcard/shared/contracts/domain';
import { bus } from '@qcard/shared/bus/event-bus';
import { alertSearchResult } from '@qcard/shared/search/search-result-alert';
import { alertFromResponse } from '../../../app/alert-from-response';
import { deleteSubscriptions, saveSubscriptions, searchSubscriptions, type SaveResult, type SponsorSubscriptionRow } from '../../sponsor-subscriptions/api/sponsor-subscriptions-api';
import { selectSponsorSubscriptions, sponsorSubscriptionsActions as A, type CartChangeKind, type SponsorSubscriptionsState } from './sponsor-subscriptions-slice';

function emitCartChanged(count: number) {
  bus.emit('cart/changed', { count });
}

/** The employee subscription search: its 469 warning ends when a search finds rows. */
export const SUBSCRIPTIONS_SEARCH_SOURCE = 'sponsor-subscriptions/search';

export function* search(action: ReturnType<typeof A.searchRequested>) {
  const res: CallResult<PagedList<SponsorSubscriptionRow>> = yield call(searchSubscriptions, action.query);
  if (res.status === 'SUCCESS' && res.data) {
    yield put(A.loaded(res.data));
    yield call(alertSearchResult, action.query, res.data.numberOfRecords, { source: SUBSCRIPTIONS_SEARCH_SOURCE });
  } else {
    yield call(alertFromResponse, res);
    yield put(A.failed());
  }
}

function* afterCartCall(res: CallResult<SaveResult>, kind: CartChangeKind) {
  if (res.status === 'SUCCESS' && res.data) {
    yield call(emitCartChanged, res.data.cartCount);
    yield call(alertFromResponse, res);
    yield put(A.saved(kind));
  } else {
    yield call(alertFromResponse, res);
    yield put(A.saveFailed());
  }
}

export function* save(action: ReturnType<typeof A.saveRequested>) {
  const res: CallResult<SaveResult> = yield call(saveSubscriptions, action.rows);
  yield* afterCartCall(res, 'save');
}

export function* remove(action: ReturnType<typeof A.removeRequested>) {
  const res: CallResult<SaveResult> = yield call(deleteSubscriptions, action.rows);
  yield* afterCartCall(res, 'remove');
}

/** Stay Back: reload the current page. */
export function* reload() {
  const state: SponsorSubscriptionsState = yield select(selectSponsorSubscriptions);
  yield put(A.searchRequested(state.query));
}

export function* sponsorSubscriptionsSaga() {
  yield all([
    takeLatest('sponsorSubscriptions/searchRequested', search),
    takeLatest('sponsorSubscriptions/saveRequested', save),
    takeLatest('sponsorSubscriptions/removeRequested', remove),
    takeLatest('sponsorSubscriptions/reset', reload),
  ]);
}
