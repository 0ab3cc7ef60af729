// The cards calls' contracts: each call (cards-calls.ts) joined to its body and answer schemas
// (cards-api.ts). The API registers a route from each.
import { contract, EmptyBody } from '@qcard/contracts/schema-parts';
import {
  MyCardsAnswer,
  CardDetailsBody,
  Card,
  CardBySerialBody,
  RideSponsorContractsBody,
  RideSponsorContractsAnswer,
  ContractDetailsBody,
  ContractDetail,
  AddRechargeCardBody,
  AddRechargeCardAnswer,
  AddCardBody,
  CardNicknameBody,
  CardNicknameAnswer,
  RemoveCardBody,
  RemoveCardAnswer,
  TapBody,
  TapAnswer,
} from '@qcard/contracts/cards-api';
import {
  MyCardsCall,
  CardDetailsCall,
  CardBySerialCall,
  RideSponsorContractsCall,
  ContractDetailsCall,
  AddRechargeCardCall,
  AddCardCall,
  CardNicknameCall,
  RemoveCardCall,
  TapCall,
} from '@qcard/contracts/cards-calls';

export const MyCards = contract(MyCardsCall, EmptyBody, MyCardsAnswer);
export const CardDetails = contract(CardDetailsCall, CardDetailsBody, Card);
export const CardBySerial = contract(CardBySerialCall, CardBySerialBody, Card);
export const RideSponsorContracts = contract(
  RideSponsorContractsCall,
  RideSponsorContractsBody,
  RideSponsorContractsAnswer,
);
export const ContractDetails = contract(ContractDetailsCall, ContractDetailsBody, ContractDetail);
export const AddRechargeCard = contract(
  AddRechargeCardCall,
  AddRechargeCardBody,
  AddRechargeCardAnswer,
);
export const AddCard = contract(AddCardCall, AddCardBody, Card);
export const CardNickname = contract(CardNicknameCall, CardNicknameBody, CardNicknameAnswer);
export const RemoveCard = contract(RemoveCardCall, RemoveCardBody, RemoveCardAnswer);
export const Tap = contract(TapCall, TapBody, TapAnswer);
