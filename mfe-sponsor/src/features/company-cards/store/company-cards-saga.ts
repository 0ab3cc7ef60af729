import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { CallResult } from '@qcard/shared/api/api-client';
import type { PagedList } from '@qcard/shared/contracts/domain';
import { alertFailure } from '../../../app/removal-alerts';
import { searchCompanyCards, type CompanyCard } from '../../company-cards/api/company-cards-api';
import { companyCardsActions, selectCompanyCards, type CompanyCardsState } from './company-cards-slice';

export function* loadCompanyCards(action: ReturnType<typeof companyCardsActions.searchRequested>) {
  const state: CompanyCardsState = yield select(selectCompanyCards);
  const query = action.query ?? state.query;
  const res: CallResult<PagedList<CompanyCard>> = yield call(searchCompanyCards, query, action.pageNo);
  if (res.status === 'SUCCESS' && res.data && Array.isArray(res.data.data)) {
    yield put(companyCardsActions.searchLoaded(query, res.data));
  } else {
    yield call(alertFailure, res, '/company_mgmt');
    yield put(companyCardsActions.searchFailed(query));
  }
}

export function* companyCardsSaga() {
  yield takeLatest('companyCards/searchRequested', loadCompanyCards);
}
