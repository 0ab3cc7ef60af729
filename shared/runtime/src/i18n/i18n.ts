// The page's one i18next instance (DESIGN section 7; how texts are written, loaded and checked:
// docs/i18n.md). It is a strict singleton of
// Module Federation's shared scope, so the shell and every remote translate through the same
// language. Each app registers its namespace's loaders; the texts of a namespace download only
// when an app of it is shown, and only in the language in use, so a remote deployed alone brings
// its own strings. No React here (the API shares the validation engine, which reads the
// language): the shell and the standalone pages hand the instance to react-i18next with
// <I18nextProvider>.
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { bus } from '@qcard/runtime/bus/event-bus';

import { isLanguage, LOCALE_OF, type Language } from '@qcard/contracts/languages';
import type { Texts } from '@qcard/contracts/texts';

export { isLanguage, LOCALE_OF, type Language };
/** The selector's choices, each named in its own language. */
export const LANGUAGES: ReadonlyArray<{ code: Language; label: string }> = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
];

/** The namespace of the shared UI kit (tables, forms, dialogs, captcha, alerts). */
export const COMMON_NS = 'common';

const STORAGE_KEY = 'qcard.lang';

type NamespaceLoader = () => Promise<ResourceKey | { default: ResourceKey }>;
const loaders = new Map<string, Record<Language, NamespaceLoader>>();

/**
 * Called by an app's entry before its pages render: where its namespace's texts are, per language
 * (dynamic imports, so each language is a chunk of that app).
 */
export function registerNamespace(ns: string, byLanguage: Record<Language, NamespaceLoader>): void {
  loaders.set(ns, byLanguage);
}

registerNamespace(COMMON_NS, {
  en: () => import(/* webpackChunkName: "locale-en-common" */ '../locales/en/common.json'),
  es: () => import(/* webpackChunkName: "locale-es-common" */ '../locales/es/common.json'),
});

const namespaceBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, ns, callback) {
    const load = loaders.get(ns)?.[language as Language];
    if (!load) {
      callback(new Error(`no texts registered for ${ns} in ${language}`), false);
      return;
    }
    load().then(
      (module) =>
        callback(
          null,
          (module && typeof module === 'object' && 'default' in module
            ? module.default
            : module) as ResourceKey,
        ),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

const initialLanguage: Language = typeof window === 'undefined' ? 'en' : storedLanguage();

export const i18n = i18next.createInstance();
/** Settled once i18next has its language and the common texts (the shell paints after it). */
export const i18nReady: Promise<unknown> = i18n.use(namespaceBackend).init({
  lng: initialLanguage,
  supportedLngs: ['en', 'es'],
  // The key-parity test keeps both languages complete, so a Spanish page never downloads the
  // English texts as a fallback.
  fallbackLng: false,
  ns: [COMMON_NS],
  defaultNS: COMMON_NS,
  // Flat keys ("reload.title"): a key reads the same in the code, the JSON files and the tests.
  keySeparator: false,
  // "ns:key" as i18next's default, but named: left unset, every t() first tests whether the key
  // reads as a sentence (a regular expression per call, a good part of the boot's text work).
  nsSeparator: ':',
  // React escapes what it renders; escaping here too would show &amp; and &#39;.
  interpolation: { escapeValue: false },
  // Start loading the common texts now rather than on a timer: nothing is gained by waiting, and
  // in an API test file that ends before the timer fires the load would come after jest's
  // teardown (an error that fails the run although every test passed).
  initAsync: false,
});

/** The language the page shows now (the chosen one while i18next is still starting). */
export function getLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : initialLanguage;
}

/** The Intl locale of the language shown now ('en-US' or 'es-US'). */
export function currentLocale(): string {
  return LOCALE_OF[getLanguage()];
}

type LanguageLoader = (language: Language) => Promise<unknown>;
const beforeChange = new Set<LanguageLoader>();

/**
 * Work that must be done before the page switches language (the server's message texts in the
 * new language): the switch waits for it, so no screen shows two languages at once.
 */
export function beforeLanguageChange(loader: LanguageLoader): () => void {
  beforeChange.add(loader);
  return () => beforeChange.delete(loader);
}

/**
 * Switch the page's language without a reload: texts of every namespace in use are fetched
 * first, then everything re-renders in place (form input stays). The choice is kept in this
 * browser; the shell also saves it for a signed-in user ('i18n/languageChanged').
 */
export async function setLanguage(
  next: Language,
  options: { remember?: boolean } = {},
): Promise<void> {
  if (options.remember !== false) {
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // private mode: the choice lasts for this page only
    }
  }
  if (next !== getLanguage()) {
    await Promise.all([...beforeChange].map((loader) => loader(next).catch(() => undefined)));
    await i18n.changeLanguage(next);
  }
  bus.emit('i18n/languageChanged', { language: next });
}

/** <html lang> says the language shown, for screen readers and the browser's own features. */
export function syncDocumentLanguage(): void {
  if (typeof document !== 'undefined') document.documentElement.lang = getLanguage();
}
syncDocumentLanguage();
i18n.on('languageChanged', syncDocumentLanguage);

/**
 * Texts for code that runs outside React and also in the API (the rule engine, the card expiry
 * rule, alert fallbacks, status words): `textsIn(language)('common:validation.blank', {...})`.
 * No language: the page's. The API passes the request's language instead of switching the one
 * instance, so requests in two languages never meet. A text whose language is not loaded yet
 * reads in English rather than as its key. Evaluated when the text is needed, never at module
 * load (the language can change).
 */
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
