// A card's status in words. The card system speaks in codes (InCirculation,
// Blocked, ...); the company cards screen and its CSV export read the same words from here, in
// the page's language or, in the API, the request's, so the file never says a code the screen does not.
import type { Texts } from '@qcard/contracts/texts';

export type CardStatusWord = 'Active' | 'Inactive' | 'Blocked';

/** InCirculation is Active; Blocked (reported lost or stolen, for good) stays Blocked; anything else is Inactive. */
export function cardStatusWord(cardStatus: string | null | undefined): CardStatusWord {
  if (cardStatus === 'InCirculation') return 'Active';
  return cardStatus === 'Blocked' ? 'Blocked' : 'Inactive';
}

/** The words for a card system status, in the language of `t`. */
export function cardStatusText(cardStatus: string | null | undefined, t: Texts): string {
  return t(`common:cardStatus.${cardStatusWord(cardStatus)}`);
}
