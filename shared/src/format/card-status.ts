// A card's status in words. The card system speaks in codes (InCirculation,
// Blocked, ...); the company cards screen and its CSV export read the same words from here, in
// the page's language or, in the API, the request's, so the file never says a code the screen does not.
import type { Language } from '@qcard/shared/i18n/i18n';
import { textsIn } from '@qcard/shared/i18n/texts-in';

export type CardStatusWord = 'Active' | 'Inactive' | 'Blocked';

/** InCirculation is Active; Blocked (reported lost or stolen, for good) stays Blocked; anything else is Inactive. */
export function cardStatusWord(cardStatus: string | null | undefined): CardStatusWord {
  if (cardStatus === 'InCirculation') return 'Active';
  return cardStatus === 'Blocked' ? 'Blocked' : 'Inactive';
}

/** The words for a card system status, in `language` (default: the page's). */
export function cardStatusText(cardStatus: string | null | undefined, language?: Language): string {
  return textsIn(language)(`common:cardStatus.${cardStatusWord(cardStatus)}`);
}
