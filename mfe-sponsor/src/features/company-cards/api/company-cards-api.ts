// /companycard/search: the company's cards, paged (SPEC 'Company cards').
import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import { CompanyCardsExportCall } from '@qcard/contracts/exports-calls';
import { CompanyCardSearchCall } from '@qcard/contracts/sponsor-calls';
import type { PagedList } from '@qcard/contracts/domain';
import type { CsvFile } from '@qcard/contracts/exports-api';
import type { CompanyCard, SearchQuery } from '@qcard/contracts/sponsor-api';

export type { CompanyCard, SearchQuery } from '@qcard/contracts/sponsor-api';

export function searchCompanyCards(
  query: SearchQuery,
  pageNo: number,
): Promise<CallResult<PagedList<CompanyCard>>> {
  return callContract(CompanyCardSearchCall, { ...query, pageNo });
}

/** Every company card as a CSV file. */
export function exportCompanyCards(): Promise<CallResult<CsvFile>> {
  return callContract(CompanyCardsExportCall, {});
}
