// Company cards list state: one server-paged search.
import {
  ALL_QUERY,
  pagedSearch,
  type PagedSearchState,
} from '@qcard/kit/search/paged-search-store';
import type { CompanyCard } from '../../company-cards/api/company-cards-api';

export const companyCardsSearch = pagedSearch<CompanyCard, 'companyCards'>(
  'companyCards',
  ALL_QUERY,
);

export const companyCardsActions = companyCardsSearch.actions;
export const companyCardsReducer = companyCardsSearch.reducer;
export type CompanyCardsState = PagedSearchState<CompanyCard>;

interface WithCompanyCards {
  companyCards: CompanyCardsState;
}
export const selectCompanyCards = (s: WithCompanyCards) => s.companyCards;
