// Side effects of the bulk reload: load rows, save the entered amounts to the cart.
import { call, fork, put, select, takeLatest } from 'redux-saga/effects';
import type { CallResult } from '@qcard/runtime/api/api-client';
import { alertFailure } from '@qcard/kit/bus/alert-helpers';
import { settleAlerts } from '@qcard/runtime/bus/alerts';
import { bus } from '@qcard/runtime/bus/event-bus';
import { pagedSearchWorker } from '@qcard/kit/search/paged-search-store';
import { rereadOnLanguageChange } from '@qcard/kit/store/reread-on-language-change';
import {
  addRechargeCards,
  fetchReloadRows,
  type AddRechargeCardsRefusal,
  type AddRechargeCardsResult,
} from '../../sponsor-reload/api/sponsor-reload-api';
import {
  pendingReloads,
  reloadRowsSearch,
  selectSponsorReload,
  sponsorReloadActions,
  type SponsorReloadState,
} from './sponsor-reload-slice';

export const RELOAD_PATH = '/recharge/default';
/** The bulk reload search: its 469 / failure alerts replace each other and end when a search finds rows. */
export const RELOAD_SEARCH_SOURCE = 'sponsor-reload/search';

// The server's own failure text has its placeholders filled in (479 names the field).
export const loadReloadRows = pagedSearchWorker({
  search: reloadRowsSearch,
  selectState: selectSponsorReload,
  fetch: fetchReloadRows,
  source: RELOAD_SEARCH_SOURCE,
  target: RELOAD_PATH,
  alertFailure,
});

/** SAVE TO CART: a refusal's alert gives way to the next one and ends when a save goes through. */
export const RELOAD_SAVE_SOURCE = 'sponsorReload/save';

export function* saveToCart() {
  const state: SponsorReloadState = yield select(selectSponsorReload);
  const { entries, invalidCount } = pendingReloads(state);
  // The button is off meanwhile; a save that comes anyway sends no part of what is on screen.
  if (invalidCount > 0 || entries.length === 0) {
    yield put(sponsorReloadActions.saveFailed(state.serverErrors));
    return;
  }
  const res: CallResult<AddRechargeCardsResult> = yield call(
    addRechargeCards,
    entries.map((e) => ({
      employeeId: e.row.employeeId,
      contractid: e.row.contractId,
      rechargevalue: e.cents,
    })),
  );
  // The save's answer is the latest word on the page: a search's "No records found." is over.
  yield call(settleAlerts, RELOAD_SEARCH_SOURCE);
  if (res.status === 'SUCCESS' && res.data) {
    yield call([bus, bus.emit], 'cart/changed', { count: res.data.cartCount });
    yield call(settleAlerts, RELOAD_SAVE_SOURCE);
    yield put(sponsorReloadActions.saveSucceeded());
    return;
  }
  // 461 (or a row that can not be reloaded): mark each row the server named.
  const rows = (res.data as Partial<AddRechargeCardsRefusal> | undefined)?.rows;
  const errors: Record<number, string> = {};
  if (Array.isArray(rows)) for (const r of rows) errors[r.employeeId] = r.message;
  yield call(alertFailure, res, { target: RELOAD_PATH, source: RELOAD_SAVE_SOURCE });
  yield put(sponsorReloadActions.saveFailed(errors));
}

/** A language switch: the rows shown, read again with their criteria and page; the amounts entered stay. */
export function* rereadReloadRows() {
  const state: SponsorReloadState = yield select(selectSponsorReload);
  if (state.page) yield put(sponsorReloadActions.searchRequested(null, state.pageNo));
}

export function* sponsorReloadSaga() {
  yield fork(rereadOnLanguageChange, rereadReloadRows);
  yield takeLatest(reloadRowsSearch.types.requested, loadReloadRows);
  yield takeLatest('sponsorReload/saveRequested', saveToCart);
}
