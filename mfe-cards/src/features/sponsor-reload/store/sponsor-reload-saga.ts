// Side effects of the bulk reload: load rows, save the entered amounts to the cart.
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { CallResult } from '@qcard/shared/api/api-client';
import type { PagedList } from '@qcard/shared/contracts/domain';
import { raiseAlert } from '@qcard/shared/bus/alerts';
import { alertSearchResult } from '@qcard/shared/search/search-result-alert';
import { bus } from '@qcard/shared/bus/event-bus';
import {
  addRechargeCards,
  fetchReloadRows,
  type AddRechargeCardsResult,
  type BulkReloadRow,
  type RowProblem,
} from '../../sponsor-reload/api/sponsor-reload-api';
import { pendingReloads, selectSponsorReload, sponsorReloadActions, type SponsorReloadState } from './sponsor-reload-slice';

export const RELOAD_PATH = '/recharge/default';
/** The bulk reload search: its 469 / failure alerts replace each other and end when a search finds rows. */
export const RELOAD_SEARCH_SOURCE = 'sponsor-reload/search';

export function* loadReloadRows(action: ReturnType<typeof sponsorReloadActions.searchRequested>) {
  const state: SponsorReloadState = yield select(selectSponsorReload);
  const query = action.query ?? state.query;
  const res: CallResult<PagedList<BulkReloadRow>> = yield call(fetchReloadRows, query, action.pageNo);
  if (res.status === 'SUCCESS' && res.data && Array.isArray(res.data.data)) {
    yield put(sponsorReloadActions.searchLoaded(query, res.data));
    yield call(alertSearchResult, query, res.data.numberOfRecords, { source: RELOAD_SEARCH_SOURCE, target: RELOAD_PATH });
  } else {
    // The server's own text has its placeholders filled in (479 names the field).
    yield call(raiseAlert, { type: 'danger', msg: res.errorMessage || 'Unexpected Error Occured.', target: RELOAD_PATH, source: RELOAD_SEARCH_SOURCE });
    yield put(sponsorReloadActions.searchFailed(query));
  }
}

export function* saveToCart() {
  const state: SponsorReloadState = yield select(selectSponsorReload);
  const { entries } = pendingReloads(state);
  const res: CallResult<AddRechargeCardsResult> = yield call(
    addRechargeCards,
    entries.map((e) => ({ employeeId: e.row.employeeId, contractid: e.row.contractId, rechargevalue: e.cents })),
  );
  if (res.status === 'SUCCESS' && res.data) {
    yield call([bus, bus.emit], 'cart/changed', { count: res.data.cartCount });
    yield put(sponsorReloadActions.saveSucceeded());
    return;
  }
  // 461 (or a row that can not be reloaded): mark each row the server named.
  const rows = (res.data as { rows?: RowProblem[] } | undefined)?.rows;
  const errors: Record<number, string> = {};
  if (Array.isArray(rows)) for (const r of rows) errors[r.employeeId] = r.message;
  yield call(raiseAlert, { type: 'danger', msg: res.errorMessage || 'Unexpected Error Occured', target: RELOAD_PATH });
  yield put(sponsorReloadActions.saveFailed(errors));
}

export function* sponsorReloadSaga() {
  yield takeLatest('sponsorReload/searchRequested', loadReloadRows);
  yield takeLatest('sponsorReload/saveRequested', saveToCart);
}
