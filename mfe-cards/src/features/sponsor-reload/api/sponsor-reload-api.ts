// Sponsor bulk reload calls (SPEC 'Recharge'): the company's employee rows, and reloads of
// several employees added to the sponsor's cart at once. Shapes: shared/src/contracts/sponsor-api.
import { callApi, type CallResult } from '@qcard/shared/api/api-client';
import type { PagedList } from '@qcard/shared/contracts/domain';
import type { AddRechargeCardsResult, BulkReloadRow, RechargeCard, SearchQuery } from '@qcard/shared/contracts/sponsor-api';

export type { AddRechargeCardsRefusal, AddRechargeCardsResult, BulkReloadRow, RechargeCard, RowProblem, SearchQuery } from '@qcard/shared/contracts/sponsor-api';

export function fetchReloadRows(query: SearchQuery, pageNo: number): Promise<CallResult<PagedList<BulkReloadRow>>> {
  return callApi<PagedList<BulkReloadRow>>('/recharge/rechargeQCards', { action: 'CARD_MANAGEMENT', function: 'recharge_q_cards', ...query, pageNo });
}

export function addRechargeCards(rechargeCards: RechargeCard[]): Promise<CallResult<AddRechargeCardsResult>> {
  return callApi<AddRechargeCardsResult>('/recharge/addRechargeCards', { action: 'CARD_MANAGEMENT', function: 'add_recharge_cards', rechargeCards });
}
