// Sponsor bulk reload calls (SPEC 'Recharge'): the company's employee rows, and reloads of
// several employees added to the sponsor's cart at once.
import { callApi, type CallResult } from '@qcard/shared/api/api-client';
import type { PagedList } from '@qcard/shared/contracts/domain';

/** Sponsor bulk reload row (SPEC section 3); money in cents. */
export interface BulkReloadRow {
  /** What addRechargeCards takes. */
  employeeId: number;
  /** The company's employee id, e.g. E1001. */
  empId: string;
  empName: string;
  groupName: string;
  contract: string;
  contractId: number;
  cardNumber: string;
  status: 'Active' | 'Inactive' | (string & {});
  reason?: string | null;
  amount: number;
  minValue: number;
  maxValue: number;
}

export interface SearchQuery {
  filterType: string;
  filterValue: string;
}

export interface RechargeCard {
  employeeId: number;
  contractid: number;
  rechargevalue: number;
}

export interface AddRechargeCardsResult {
  cartCount: number;
  added: number;
}

export interface RowProblem {
  employeeId: number;
  empId: string | null;
  msgCode: string;
  message: string;
}

export function fetchReloadRows(query: SearchQuery, pageNo: number): Promise<CallResult<PagedList<BulkReloadRow>>> {
  return callApi<PagedList<BulkReloadRow>>('/recharge/rechargeQCards', { action: 'CARD_MANAGEMENT', function: 'recharge_q_cards', ...query, pageNo });
}

export function addRechargeCards(rechargeCards: RechargeCard[]): Promise<CallResult<AddRechargeCardsResult>> {
  return callApi<AddRechargeCardsResult>('/recharge/addRechargeCards', { action: 'CARD_MANAGEMENT', function: 'add_recharge_cards', rechargeCards });
}
