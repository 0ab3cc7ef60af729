import { alertFailure } from '@qcard/shared/bus/alert-helpers';
import { pagedSearchSaga } from '@qcard/shared/search/paged-search-store';
import { searchCompanyCards } from '../../company-cards/api/company-cards-api';
import { companyCardsSearch, selectCompanyCards } from './company-cards-slice';

export const COMPANY_CARDS_PATH = '/company_mgmt';
/** The company cards search: its 469 warning ends when a search finds cards. */
export const COMPANY_CARDS_SEARCH_SOURCE = 'company-cards/search';

export const companyCardsSaga = pagedSearchSaga({
  search: companyCardsSearch,
  selectState: selectCompanyCards,
  fetch: searchCompanyCards,
  source: COMPANY_CARDS_SEARCH_SOURCE,
  target: COMPANY_CARDS_PATH,
  alertFailure,
});
