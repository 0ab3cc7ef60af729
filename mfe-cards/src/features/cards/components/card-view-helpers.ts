// Display rules shared by the card screens (SPEC section 2, My Cards and Card details).
import type { TFunction } from 'i18next';
import type { CardView, ContractView } from '../../cards/api/cards-api';

type T = TFunction<'cards'>;

/** InCirculation is shown as Active, anything else as Inactive. */
export const isCardActive = (card: Pick<CardView, 'status'>) => card.status === 'InCirculation';
/** Blocked (reported lost or stolen, for good) is its own third label. */
export const isCardBlocked = (card: Pick<CardView, 'status'>) => card.status === 'Blocked';
export const cardStatusLabel = (t: T, card: Pick<CardView, 'status'>) =>
  isCardActive(card)
    ? t('card.status.active')
    : isCardBlocked(card)
      ? t('card.status.blocked')
      : t('card.status.inactive');

/** A card status code in words: the codes the API sends are known, a newer one is shown as sent. */
export const cardStatusCodeText = (t: T, status: string) =>
  t(`card.statusCode.${status}`, { defaultValue: status });

export const hasActiveSubscription = (c: ContractView) => c.subscriptionInfo?.state === 'Active';

export function cardReloadable(card: CardView): boolean {
  return card.contracts.some((c) => c.rechargeable);
}

/** First reason a card cannot be reloaded (for the disabled Reload button). */
export function cardReloadReason(t: T, card: CardView): string | null {
  if (cardReloadable(card)) return null;
  return (
    card.contracts.find((c) => c.rechargeReason)?.rechargeReason ??
    (card.contracts.length === 0 ? t('card.noContract') : t('card.notReloadable'))
  );
}

/** The contract a card's subscription button acts on: the subscribed one, else the first that allows one (never a ride-sponsor contract). */
export function subscriptionContract(card: CardView): ContractView | undefined {
  return (
    card.contracts.find(hasActiveSubscription) ??
    card.contracts.find((c) => c.subscriptionAllowed && !c.rideSponsorContract)
  );
}

export const yesNo = (t: T, b: boolean) => (b ? t('yes') : t('no'));
