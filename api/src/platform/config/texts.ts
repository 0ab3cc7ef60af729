// Catalogue texts for helpers with no AppContext at hand; without a catalogue (a unit test) the
// caller's English fallback.
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
