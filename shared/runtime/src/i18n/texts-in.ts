// Texts written by code that runs outside React and also in the API (the rule engine, the card
// expiry rule, alert fallbacks, status words): `textsIn(language)('common:validation.blank', {...})`.
// No language: the page's. The API passes the request's language instead of switching the one
// instance, so requests in two languages never meet. A text whose language is not loaded yet
// reads in English rather than as its key. Evaluated when the text is needed, never at module
// load (the language can change).
import type { Texts } from '@qcard/contracts/texts';
import { getLanguage, i18n, isLanguage, type Language } from '@qcard/runtime/i18n/i18n';

export function textsIn(language?: Language): Texts {
  return (key, values = {}) => {
    // Anything but 'en' or 'es' (a map() index passed on by mistake): the page's language.
    const lng = isLanguage(language) ? language : getLanguage();
    return i18n.t(key, { ...values, lng: lng !== 'en' && !i18n.exists(key, { lng }) ? 'en' : lng });
  };
}

/**
 * Fetch the common texts of these languages now (the API at start, so that its first Spanish
 * request reads Spanish rather than the English stand-in). The browser needs none of this: the
 * page's language is loaded before anything renders.
 */
export async function loadTexts(languages: ReadonlyArray<Language> = ['en', 'es']): Promise<void> {
  await i18n.loadLanguages([...languages]);
}
