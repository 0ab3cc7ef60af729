// Company cards list state: one server-paged search.
import { pagedSearch, type PagedSearchState } from '../../../app/paged-search';
import type { CompanyCard } from '../../company-cards/api/company-cards-api';

const search = pagedSearch<CompanyCard, 'companyCards'>('companyCards');

export const companyCardsActions = search.actions;
export const companyCardsReducer = search.reducer;
export type CompanyCardsState = PagedSearchState<CompanyCard>;

interface WithCompanyCards {
  companyCards: CompanyCardsState;
}
export const selectCompanyCards = (s: WithCompanyCards) => s.companyCards;
