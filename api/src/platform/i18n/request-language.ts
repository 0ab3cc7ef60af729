// The language of the request being served (docs/i18n.md): Accept-Language when it names one of
// ours, else the signed-in user's saved choice, else English.
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { isLanguage, LOCALE_OF, type Language } from '@qcard/contracts/languages';

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

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (the hook below sets it first thing). */
    language: Language;
    /** True when the Accept-Language header chose it: a saved preference does not override that. */
    languageFromHeader: boolean;
  }
}

/** Once the user is known: their saved language applies when the header named none. */
export function applyUserLanguage(request: FastifyRequest, saved: string | null | undefined): void {
  if (isLanguage(saved) && !request.languageFromHeader) request.language = saved;
}

/** Gives every request its language; it travels as an argument, not in AsyncLocalStorage (which every promise would pay for). */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.decorateRequest('languageFromHeader', false);
  app.addHook('onRequest', (request, _reply, done) => {
    const fromHeader = languageFromHeader(request.headers['accept-language']);
    request.language = fromHeader ?? DEFAULT_LANGUAGE;
    request.languageFromHeader = fromHeader !== null;
    done();
  });
}
