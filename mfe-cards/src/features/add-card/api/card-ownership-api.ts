// The calls of the cards a rider owns; each resolves to the envelope.
// Shapes: shared/contracts/src/cards-api (AddCard, CardNickname, RemoveCard).
import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import { AddCardCall, CardNicknameCall, RemoveCardCall } from '@qcard/contracts/cards-calls';
import type { CardView } from '../../cards/public';

export const addCard = (
  cardSerialNo: string,
  securityCode: string,
): Promise<CallResult<CardView>> => callContract(AddCardCall, { cardSerialNo, securityCode });

export const saveNickname = (
  cardId: number,
  nickname: string,
): Promise<CallResult<{ cardId: number; nickname: string | null }>> =>
  callContract(CardNicknameCall, { cardId, nickname });

export const removeCard = (cardId: number): Promise<CallResult<{ cardId: number }>> =>
  callContract(RemoveCardCall, { cardId });
