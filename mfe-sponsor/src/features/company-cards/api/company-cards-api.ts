// /companycard/search: the company's cards, paged (SPEC 'Company cards').
import { callContract, type CallResult } from '@qcard/shared/api/api-client';
import { CompanyCardsExportCall } from '@qcard/shared/contracts/exports-calls';
import { CompanyCardSearchCall } from '@qcard/shared/contracts/sponsor-calls';
import type { PagedList } from '@qcard/shared/contracts/domain';
import type { CsvFile } from '@qcard/shared/contracts/exports-api';
import type { CompanyCard, SearchQuery } from '@qcard/shared/contracts/sponsor-api';

export type { CompanyCard, SearchQuery } from '@qcard/shared/contracts/sponsor-api';

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
