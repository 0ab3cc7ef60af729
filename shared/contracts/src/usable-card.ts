// Which cards a page offers to take value: the cards to reload, the cards to
// subscribe and a lost card's replacements. A card blocked (reported lost or stolen), expired or
// otherwise out of circulation is left out of those lists, by this one rule in every remote. The
// API refuses such a card on its own (api/src/modules/cards/card-queries.ts cardBlockReason behind
// rechargeability and the subscription check, and the lost-card transfer's
// LOST_REPLACEMENT_UNUSABLE); this only keeps the pages from offering what it would refuse.
import type { Card } from '@qcard/contracts/cards-api';

/** In circulation and not expired at `now` (the page's clock; a test passes its own). */
export function isUsableCard(
  card: Pick<Card, 'status' | 'expirationDate'>,
  now: Date = new Date(),
): boolean {
  return card.status === 'InCirculation' && card.expirationDate > now.toISOString();
}
