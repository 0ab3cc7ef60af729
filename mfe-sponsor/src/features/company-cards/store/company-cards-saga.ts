import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { CallResult } from '@qcard/shared/api/api-client';
import type { PagedList } from '@qcard/shared/contracts/domain';
import { alertSearchResult } from '@qcard/shared/search/search-result-alert';
import { alertFailure } from '../../../app/removal-alerts';
import { searchCompanyCards, type CompanyCard } from '../../company-cards/api/company-cards-api';
import { companyCardsActions, selectCompanyCards, type CompanyCardsState } from './company-cards-slice';

export const COMPANY_CARDS_PATH = '/company_mgmt';
/** The company cards search: its 469 warning ends when a search finds cards. */
export const COMPANY_CARDS_SEARCH_SOURCE = 'company-cards/search';

export function* loadCompanyCards(action: ReturnType<typeof companyCardsActions.searchRequested>) {
  const state: CompanyCardsState = yield select(selectCompanyCards);
  const query = action.query ?? state.query;
  const res: CallResult<PagedList<CompanyCard>> = yield call(searchCompanyCards, query, action.pageNo);
  if (res.status === 'SUCCESS' && res.data && Array.isArray(res.data.data)) {
    yield put(companyCardsActions.searchLoaded(query, res.data));
    yield call(alertSearchResult, query, res.data.numberOfRecords, { source: COMPANY_CARDS_SEARCH_SOURCE, target: COMPANY_CARDS_PATH });
  } else {
    yield call(alertFailure, res, COMPANY_CARDS_PATH);
    yield put(companyCardsActions.searchFailed(query));
  }
}

export function* companyCardsSaga() {
  yield takeLatest('companyCards/searchRequested', loadCompanyCards);
}
