import { fork, put, select } from 'redux-saga/effects';
import { alertFailure } from '@qcard/kit/bus/alert-helpers';
import { rereadOnLanguageChange } from '@qcard/kit/store/reread-on-language-change';
import { pagedSearchSaga } from '@qcard/kit/search/paged-search-store';
import { searchCompanyCards } from '../../company-cards/api/company-cards-api';
import {
  companyCardsSearch,
  selectCompanyCards,
  type CompanyCardsState,
} from './company-cards-slice';

export const COMPANY_CARDS_PATH = '/company_mgmt';
/** The company cards search: its 469 warning ends when a search finds cards. */
export const COMPANY_CARDS_SEARCH_SOURCE = 'company-cards/search';

const watchCompanyCardsSearch = pagedSearchSaga({
  search: companyCardsSearch,
  selectState: selectCompanyCards,
  fetch: searchCompanyCards,
  source: COMPANY_CARDS_SEARCH_SOURCE,
  target: COMPANY_CARDS_PATH,
  alertFailure,
});

/** A language switch: the page of company cards shown, read again with its criteria. */
export function* rereadCompanyCards() {
  const state: CompanyCardsState = yield select(selectCompanyCards);
  if (state.page) yield put(companyCardsSearch.actions.searchRequested(null, state.pageNo));
}

export function* companyCardsSaga() {
  yield fork(rereadOnLanguageChange, rereadCompanyCards);
  yield* watchCompanyCardsSearch();
}
