// /companycard/search: the company's cards, paged (SPEC 'Company cards').
import { callApi, type CallResult } from '@qcard/shared/api/api-client';
import type { PagedList } from '@qcard/shared/contracts/domain';

export interface CompanyCard {
  cardId: number;
  cardNumber: string;
  profileName: string;
  status: 'Active' | 'Inactive';
  cardStatus: string;
  expiresOn: string;
  employeeId: string | null;
  employeeName: string | null;
}

export interface SearchQuery {
  filterType: string;
  filterValue: string;
}

export function searchCompanyCards(query: SearchQuery, pageNo: number): Promise<CallResult<PagedList<CompanyCard>>> {
  return callApi<PagedList<CompanyCard>>('/companycard/search', { action: 'COMPANY_CARD_MANAGEMENT', function: 'search_company_card', ...query, pageNo });
}
