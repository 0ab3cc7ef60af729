// The lost-card calls (docs/lost-card.md): a rider's own cards under /card, a sponsor's
// company cards under /companycard. Shapes: shared/contracts/src/lost-card-api.
import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import { MyCardsCall } from '@qcard/contracts/cards-calls';
import {
  BlockCardCall,
  BlockCompanyCardCall,
  TransferCardCall,
  TransferCompanyCardCall,
} from '@qcard/contracts/lost-card-calls';
import { CompanyCardSearchCall } from '@qcard/contracts/sponsor-calls';
import type { LostCardResult } from '@qcard/contracts/lost-card-api';
import { isUsableCard } from '@qcard/contracts/usable-card';

export type { LostCardResult };
export type Holder = 'rider' | 'sponsor';

/** A card the value can go to. */
export interface ReplacementOption {
  id: number;
  serialNumber: string;
  /** The rider's name for the card; company cards have none. */
  nickname?: string | null;
}

export const blockCard = (
  holder: Holder,
  cardId: number,
  reason: 'Lost' | 'Stolen',
): Promise<CallResult<LostCardResult>> =>
  holder === 'rider'
    ? callContract(BlockCardCall, { cardId, reason })
    : callContract(BlockCompanyCardCall, { cardId, reason });

export const transferCard = (
  holder: Holder,
  cardId: number,
  replacementCardId: number,
): Promise<CallResult<LostCardResult>> =>
  holder === 'rider'
    ? callContract(TransferCardCall, { cardId, replacementCardId })
    : callContract(TransferCompanyCardCall, { cardId, replacementCardId });

/** The holder's other usable cards (isUsableCard): a rider's own, a sponsor's company cards matching `serial` (first page). */
export async function fetchReplacementOptions(
  holder: Holder,
  cardId: number,
  serial: string,
): Promise<CallResult<ReplacementOption[]>> {
  if (holder === 'rider') {
    const res = await callContract(MyCardsCall, {});
    const data = (res.data ?? [])
      .filter((c) => c.id !== cardId && isUsableCard(c))
      .map((c) => ({ id: c.id, serialNumber: c.serialNumber, nickname: c.nickname ?? null }));
    return { ...res, data };
  }
  const res = await callContract(CompanyCardSearchCall, {
    pageNo: 1,
    ...(serial ? { filterType: 'cardNumber', filterValue: serial } : {}),
  });
  const data = (res.data?.data ?? [])
    .filter(
      (c) =>
        c.cardId !== cardId && isUsableCard({ status: c.cardStatus, expirationDate: c.expiresOn }),
    )
    .map((c) => ({ id: c.cardId, serialNumber: c.cardNumber }));
  return { ...res, data };
}
