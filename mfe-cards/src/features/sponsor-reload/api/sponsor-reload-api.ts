// Sponsor bulk reload calls (SPEC 'Recharge'): the company's employee rows, and reloads of
// several employees added to the sponsor's cart at once. Shapes: shared/contracts/src/sponsor-api.
import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import { AddRechargeCardsCall, BulkReloadSearchCall } from '@qcard/contracts/sponsor-calls';
import type { PagedList } from '@qcard/contracts/domain';
import type {
  AddRechargeCardsResult,
  BulkReloadRow,
  RechargeCard,
  SearchQuery,
} from '@qcard/contracts/sponsor-api';

export type {
  AddRechargeCardsRefusal,
  AddRechargeCardsResult,
  BulkReloadRow,
  RechargeCard,
  RowProblem,
  SearchQuery,
} from '@qcard/contracts/sponsor-api';

export function fetchReloadRows(
  query: SearchQuery,
  pageNo: number,
): Promise<CallResult<PagedList<BulkReloadRow>>> {
  return callContract(BulkReloadSearchCall, { ...query, pageNo });
}

export function addRechargeCards(
  rechargeCards: RechargeCard[],
): Promise<CallResult<AddRechargeCardsResult>> {
  return callContract(AddRechargeCardsCall, { rechargeCards });
}
