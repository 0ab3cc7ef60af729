// The calls of the cards feature (SPEC section 7 'Cards' and 'Recharge'); each resolves to the
// envelope. Shapes: shared/src/contracts/cards-api.
import { callApi, type CallResult } from '@qcard/shared/api/api-client';
import type { AddRechargeResult, Card, Contract, ContractActivity, ContractDetail } from '@qcard/shared/contracts/cards-api';
import type { CsvFile } from '@qcard/shared/contracts/exports-api';

export type { AddRechargeResult } from '@qcard/shared/contracts/cards-api';
export type ActivityView = ContractActivity;
export type ContractView = Contract;
export type CardView = Card;
export type ContractDetailView = ContractDetail;

export const fetchMyCards = (): Promise<CallResult<CardView[]>> => callApi<CardView[]>('/card', { action: 'CARD_MANAGEMENT', function: 'card_list' });

export const fetchCardDetails = (cardId: number): Promise<CallResult<CardView>> =>
  callApi<CardView>('/card/details', { action: 'CARD_MANAGEMENT', function: 'card_details', cardId });

export const fetchCardBySerial = (cardSerialNo: string, confirm?: string): Promise<CallResult<CardView>> =>
  callApi<CardView>('/card/detailsBySerial', {
    action: 'CARD_MANAGEMENT',
    function: 'card_details_serial',
    cardSerialNo,
    ...(confirm !== undefined ? { cardnumber: cardSerialNo, confirmcardnumber: confirm } : {}),
  });

export const fetchContractDetails = (contractId: number): Promise<CallResult<ContractDetailView>> =>
  callApi<ContractDetailView>('/contract/details', { action: 'CARD_MANAGEMENT', function: 'contract_details', contractId });

export const addRechargeToCart = (contractid: number, rechargevalue: number): Promise<CallResult<AddRechargeResult>> =>
  callApi<AddRechargeResult>('/cart/addRechargeCard', { action: 'CARD_MANAGEMENT', function: 'recharge_card', contractid, rechargevalue });

/** The contract's activity for a date range as a CSV file (issue 23 item 4). */
export const exportActivity = (contractId: number, range: { from: string; to: string }): Promise<CallResult<CsvFile>> =>
  callApi<CsvFile>('/export/activity', { action: 'CARD_MANAGEMENT', function: 'export_activity', contractId, fromDate: range.from, toDate: range.to });
