// /companycard/search: the company's cards, paged (SPEC 'Company cards').
import { callApi, type CallResult } from '@qcard/shared/api/api-client';
import type { PagedList } from '@qcard/shared/contracts/domain';
import type { CsvFile } from '@qcard/shared/contracts/exports-api';
import type { CompanyCard, SearchQuery } from '@qcard/shared/contracts/sponsor-api';

export type { CompanyCard, SearchQuery } from '@qcard/shared/contracts/sponsor-api';

export function searchCompanyCards(query: SearchQuery, pageNo: number): Promise<CallResult<PagedList<CompanyCard>>> {
  return callApi<PagedList<CompanyCard>>('/companycard/search', { action: 'COMPANY_CARD_MANAGEMENT', function: 'search_company_card', ...query, pageNo });
}

/** Every company card as a CSV file (issue 23 item 4). */
export function exportCompanyCards(): Promise<CallResult<CsvFile>> {
  return callApi<CsvFile>('/export/companyCards', { action: 'COMPANY_CARD_MANAGEMENT', function: 'export_company_cards' });
}
