// The footer's language selector: English and Spanish, the choice kept in localStorage.
import { useSyncExternalStore } from 'react';
import { bus } from '@qcard/shared/bus/event-bus';

export type Language = 'en' | 'es';
export const LANGUAGES: ReadonlyArray<{ code: Language; label: string }> = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
];

const KEY = 'qcard.lang';
type Dictionary = Record<string, string>;
const dictionaries: Record<Language, Dictionary> = { en: {}, es: {} };

function readLanguage(): Language {
  try {
    const v = window.localStorage.getItem(KEY);
    return v === 'es' ? 'es' : 'en';
  } catch {
    return 'en';
  }
}

let language: Language = typeof window === 'undefined' ? 'en' : readLanguage();

export function getLanguage(): Language {
  return language;
}

export function setLanguage(next: Language): void {
  language = next;
  try {
    window.localStorage.setItem(KEY, next);
  } catch {
    // private mode: the choice lasts for this page only
  }
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  bus.emit('i18n/languageChanged', { language: next });
}

/** Each app registers its own texts; English is the fallback for a missing Spanish text. */
export function registerTranslations(lang: Language, dict: Dictionary): void {
  Object.assign(dictionaries[lang], dict);
}

export function t(key: string, fallback?: string): string {
  return dictionaries[language][key] ?? dictionaries.en[key] ?? fallback ?? key;
}

function subscribe(listener: () => void) {
  return bus.on('i18n/languageChanged', listener);
}

/** Re-render on language change; returns the translate function. */
export function useTranslation(): { t: typeof t; language: Language } {
  const lang = useSyncExternalStore(subscribe, getLanguage, () => 'en' as Language);
  return { t, language: lang };
}
