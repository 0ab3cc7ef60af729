// The language of the request being served (docs/i18n.md, "The server's texts"): the
// Accept-Language header when it names English or Spanish, else the signed-in user's saved
// choice, else English. Kept in an AsyncLocalStorage for the request, so message texts
// (ctx.config.message) and screen validation answer in it without every handler passing it on.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { isLanguage, LOCALE_OF, type Language } from '@qcard/shared/contracts/languages';

export { isLanguage, type Language };
export const DEFAULT_LANGUAGE: Language = 'en';

/** 'en-US' for English, 'es-US' for Spanish: the locale of money and dates (Intl). */
export function localeOf(language: Language): string {
  return LOCALE_OF[language];
}

/**
 * The first language of an Accept-Language header (by q, then by order) that is English or
 * Spanish: 'es', 'es-US', 'es-419;q=0.9, en;q=0.8' -> 'es'. null when it names neither (or '*').
 */
export function languageFromHeader(header: string | string[] | undefined): Language | null {
  const raw = Array.isArray(header) ? header.join(',') : header;
  if (!raw) return null;
  const ranges = raw
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      let q = 1;
      for (const p of params) {
        const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
        if (m) q = Number(m[1]);
      }
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: Number.isFinite(q) ? q : 0,
        index,
      };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranges) if (isLanguage(r.primary)) return r.primary;
  return null;
}

interface LanguageState {
  language: Language;
  /** True when the request's header chose it (a saved preference does not override that). */
  fromHeader: boolean;
}

const storage = new AsyncLocalStorage<LanguageState>();
const byRequest = new WeakMap<FastifyRequest, LanguageState>();

/** The language of the request being served; English outside a request. */
export function currentLanguage(): Language {
  return storage.getStore()?.language ?? DEFAULT_LANGUAGE;
}

/** The language of `request` (also outside its async context, e.g. in the error handler). */
export function requestLanguage(request: FastifyRequest): Language {
  return byRequest.get(request)?.language ?? currentLanguage();
}

/** Runs `fn` with `language` as the current language (tests, background work for one user). */
export function withLanguage<T>(language: Language, fn: () => T): T {
  return storage.run({ language, fromHeader: true }, fn);
}

/**
 * Called once the request's user is known: their saved language applies when the header named
 * none. Nothing changes outside a request or when the header chose.
 */
export function applyUserLanguage(
  request: FastifyRequest | null,
  saved: string | null | undefined,
): void {
  if (!isLanguage(saved)) return;
  const state = (request ? byRequest.get(request) : undefined) ?? storage.getStore();
  if (state && !state.fromHeader) state.language = saved;
}

/** Registers the hook that gives every request its language, and the Content-Language answer. */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const fromHeader = languageFromHeader(request.headers['accept-language']);
    const state: LanguageState = {
      language: fromHeader ?? DEFAULT_LANGUAGE,
      fromHeader: fromHeader !== null,
    };
    byRequest.set(request, state);
    storage.run(state, done);
  });
}
