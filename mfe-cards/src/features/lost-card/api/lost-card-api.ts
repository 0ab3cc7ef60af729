// The lost-card calls (issue 22 items 3 and 6): a rider's own cards under /card, a sponsor's
// company cards under /companycard. Shapes: shared/src/contracts/lost-card-api.
import { callApi, type CallResult } from '@qcard/shared/api/api-client';
import type { LostCardResult } from '@qcard/shared/contracts/lost-card-api';
import type { CompanyCardSearch } from '@qcard/shared/contracts/sponsor-api';
import type { ResponseOf } from '@qcard/shared/contracts/schema-parts';
import { isUsableCard } from '@qcard/shared/contracts/usable-card';

export type { LostCardResult };
export type Holder = 'rider' | 'sponsor';

/** A card the value can go to. */
export interface ReplacementOption {
  id: number;
  serialNumber: string;
  /** The rider's name for the card; company cards have none. */
  nickname?: string | null;
}

export const blockCard = (holder: Holder, cardId: number, reason: 'Lost' | 'Stolen'): Promise<CallResult<LostCardResult>> =>
  holder === 'rider'
    ? callApi<LostCardResult>('/card/block', { action: 'CARD_MANAGEMENT', function: 'block_card', cardId, reason })
    : callApi<LostCardResult>('/companycard/block', { action: 'COMPANY_CARD_MANAGEMENT', function: 'block_company_card', cardId, reason });

export const transferCard = (holder: Holder, cardId: number, replacementCardId: number): Promise<CallResult<LostCardResult>> =>
  holder === 'rider'
    ? callApi<LostCardResult>('/card/transfer', { action: 'CARD_MANAGEMENT', function: 'transfer_card', cardId, replacementCardId })
    : callApi<LostCardResult>('/companycard/transfer', { action: 'COMPANY_CARD_MANAGEMENT', function: 'transfer_company_card', cardId, replacementCardId });

/** The holder's other usable cards (isUsableCard): a rider's own, a sponsor's company cards matching `serial` (first page). */
export async function fetchReplacementOptions(holder: Holder, cardId: number, serial: string): Promise<CallResult<ReplacementOption[]>> {
  if (holder === 'rider') {
    const res = await callApi<Array<{ id: number; serialNumber: string; nickname?: string | null; status: string; expirationDate: string }>>('/card', { action: 'CARD_MANAGEMENT', function: 'card_list' });
    const data = (res.data ?? []).filter((c) => c.id !== cardId && isUsableCard(c)).map((c) => ({ id: c.id, serialNumber: c.serialNumber, nickname: c.nickname ?? null }));
    return { ...res, data };
  }
  const res = await callApi<ResponseOf<typeof CompanyCardSearch>>('/companycard/search', {
    action: 'COMPANY_CARD_MANAGEMENT',
    function: 'search_company_card',
    pageNo: 1,
    ...(serial ? { filterType: 'cardNumber', filterValue: serial } : {}),
  });
  const data = (res.data?.data ?? []).filter((c) => c.cardId !== cardId && isUsableCard({ status: c.cardStatus, expirationDate: c.expiresOn })).map((c) => ({ id: c.cardId, serialNumber: c.cardNumber }));
  return { ...res, data };
}
