// The calls of the cards feature (SPEC section 7 'Cards' and 'Recharge'); each resolves to the
// envelope. Shapes: shared/contracts/src/cards-api.
import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import {
  AddRechargeCardCall,
  CardBySerialCall,
  CardDetailsCall,
  ContractDetailsCall,
  MyCardsCall,
} from '@qcard/contracts/cards-calls';
import { ActivityExportCall } from '@qcard/contracts/exports-calls';
import type {
  AddRechargeResult,
  Card,
  Contract,
  ContractActivity,
  ContractDetail,
} from '@qcard/contracts/cards-api';
import type { CsvFile } from '@qcard/contracts/exports-api';

export type { AddRechargeResult } from '@qcard/contracts/cards-api';
export type ActivityView = ContractActivity;
export type ContractView = Contract;
export type CardView = Card;
export type ContractDetailView = ContractDetail;

export const fetchMyCards = (): Promise<CallResult<CardView[]>> => callContract(MyCardsCall, {});

export const fetchCardDetails = (cardId: number): Promise<CallResult<CardView>> =>
  callContract(CardDetailsCall, { cardId });

export const fetchCardBySerial = (
  cardSerialNo: string,
  confirm?: string,
): Promise<CallResult<CardView>> =>
  callContract(CardBySerialCall, {
    cardSerialNo,
    ...(confirm !== undefined ? { cardnumber: cardSerialNo, confirmcardnumber: confirm } : {}),
  });

export const fetchContractDetails = (contractId: number): Promise<CallResult<ContractDetailView>> =>
  callContract(ContractDetailsCall, { contractId });

export const addRechargeToCart = (
  contractid: number,
  rechargevalue: number,
): Promise<CallResult<AddRechargeResult>> =>
  callContract(AddRechargeCardCall, { contractid, rechargevalue });

/** The contract's activity for a date range as a CSV file. */
export const exportActivity = (
  contractId: number,
  range: { from: string; to: string },
): Promise<CallResult<CsvFile>> =>
  callContract(ActivityExportCall, { contractId, fromDate: range.from, toDate: range.to });
