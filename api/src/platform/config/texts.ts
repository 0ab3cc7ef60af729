// Catalogue texts for helpers that have no AppContext at hand (pure queries that explain why a
// card or contract is refused): the catalogue of the running app, in the language given.
// buildApp() names the catalogue; without one (a unit test of a helper) the English fallback
// given by the caller is used.
import { formatMessage, type AppConfig } from './app-config';
import { useRecordTexts } from '../i18n/record-texts';
import type { Language } from '../i18n/request-language';

let active: AppConfig | null = null;

/** The catalogue say() reads (the app's configuration), and the texts recordText() reads. */
export function useCatalogue(config: AppConfig): void {
  active = config;
  useRecordTexts(config.recordTexts);
}

/** A catalogue text by code in `language`; `english` when no catalogue is loaded. */
export function say(
  language: Language,
  code: string,
  english: string,
  ...params: Array<string | number>
): string {
  return active ? active.message(code, params, language) : formatMessage(english, params);
}
