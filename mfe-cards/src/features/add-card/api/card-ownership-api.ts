// The calls of the cards a rider owns (issue 22 items 2, 4, 5); each resolves to the envelope.
// Shapes: shared/src/contracts/cards-api (AddCard, CardNickname, RemoveCard).
import { callApi, type CallResult } from '@qcard/shared/api/api-client';
import type { CardView } from '../../cards/public';

const base = { action: 'CARD_MANAGEMENT' };

export const addCard = (cardSerialNo: string, securityCode: string): Promise<CallResult<CardView>> =>
  callApi<CardView>('/card/add', { ...base, function: 'add_card', cardSerialNo, securityCode });

export const saveNickname = (cardId: number, nickname: string): Promise<CallResult<{ cardId: number; nickname: string | null }>> =>
  callApi('/card/nickname', { ...base, function: 'card_nickname', cardId, nickname });

export const removeCard = (cardId: number): Promise<CallResult<{ cardId: number }>> => callApi('/card/remove', { ...base, function: 'remove_card', cardId });
