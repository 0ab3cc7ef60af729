// The calls of the cards feature (SPEC section 7 'Cards' and 'Recharge'); each resolves to the envelope.
import { callApi, type CallResult } from '@qcard/shared/api/api-client';
import type { Card, Contract } from '@qcard/shared/contracts/domain';

export type ActivityView = Contract['contractActivities'][number] & { id?: number; description?: string | null; orderId?: number | null };
export type ContractView = Contract & { fare?: number; discounted?: boolean; contractActivities: ActivityView[] };
export type CardView = Card & { holderName?: string; contracts: ContractView[] };
export type ContractDetailView = ContractView & { cardId: number; cardStatus: string; holderName: string; profileName: string };

export interface AddRechargeResult {
  cartCount: number;
  item: { itemId: number; description: string; price: number; type: string; contractId: number; cardSerialNumber: string };
}

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
