// This remote's pages in Spanish: the shared switch, and the cards namespace's own
// English phrases still on the page, so a test fails when a screen stayed English.
import {
  englishOnPage as phrasesOnPage,
  englishPhrasesOf,
  switchToSpanish,
} from '@qcard/kit/test-support/spanish';
import en from '../locales/en/cards.json';
import es from '../locales/es/cards.json';

export { switchToSpanish };

const ENGLISH = englishPhrasesOf(en as Record<string, string>, es as Record<string, string>);

/** The cards namespace's English phrases shown now: page text and the names people hear. */
export function englishOnPage(root: HTMLElement = document.body): string[] {
  return phrasesOnPage(root, ENGLISH);
}
