// The portal's languages (docs/i18n.md): the one list the browser's i18n, the API's request
// language and the mails read, so a third language is added in one place.
export const LANGUAGE_CODES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGE_CODES)[number];

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGE_CODES as readonly unknown[]).includes(value);
}

/** Intl locale of each language: U.S. English and U.S. Spanish (money in dollars either way). */
export const LOCALE_OF: Record<Language, string> = { en: 'en-US', es: 'es-US' };
