// The response envelope {status, msgCode, data, errorMessage} and the error handlers throw.
import type { Envelope } from '@qcard/contracts/envelope';
import { API_MSG } from '@qcard/contracts/api-codes';
import { LANGUAGE_CODES, type Language } from '@qcard/contracts/languages';
import type { AppConfig } from '../config/app-config';

/** Message codes the API adds to SPEC section 8 (defined in shared so the browser knows them too). */
export { API_MSG };

/**
 * A catalogue text by code, put into words only when the answer is written, in the request's
 * language: as an ApiError's params or message, or anywhere in `data`.
 */
export class CatalogueText {
  constructor(
    readonly code: string,
    readonly params: ReadonlyArray<TextParam> = [],
  ) {}
}
export type TextParam = string | number | CatalogueText;

export function catalogueText(code: string, ...params: TextParam[]): CatalogueText {
  return new CatalogueText(code, params);
}

/** Puts every CatalogueText in `value` (deeply, through arrays and plain objects) into words. */
export function resolveTexts<T>(
  value: T,
  message: (code: string, params: Array<string | number>) => string,
): T {
  const walk = (v: unknown): unknown => {
    if (v instanceof CatalogueText) return message(v.code, v.params.map(walk) as string[]);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  return walk(value) as T;
}

export interface ApiErrorOptions {
  /** HTTP status of the reply; the envelope says ERROR whatever it is. Default 400. */
  httpStatus?: number;
  /** Placeholders {0}, {1}... of the message text. */
  params?: TextParam[];
  /** Text to use instead of the configured message (a catalogue text: answered in the request's language). */
  message?: string | CatalogueText;
  data?: unknown;
}

/** Thrown by handlers: becomes an ERROR envelope with the code's configured text. */
export class ApiError extends Error {
  readonly msgCode: string;
  readonly httpStatus: number;
  readonly params: TextParam[];
  readonly explicitMessage: string | CatalogueText | undefined;
  readonly data: unknown;
  constructor(msgCode: string, options: ApiErrorOptions = {}) {
    super(
      typeof options.message === 'string'
        ? options.message
        : options.message
          ? `${options.message.code} ${options.message.params.join(' ')}`
          : `API error ${msgCode}`,
    );
    this.name = 'ApiError';
    this.msgCode = msgCode;
    this.httpStatus = options.httpStatus ?? 400;
    this.params = options.params ?? [];
    this.explicitMessage = options.message;
    this.data = options.data ?? null;
  }
}

export function success<T>(data: T, msgCode: string | null = null): Envelope<T> {
  return { status: 'SUCCESS', msgCode, data, errorMessage: null };
}

/** An ERROR envelope; `errorTexts` is its text in every language when the catalogue has them. */
export function failure(
  msgCode: string,
  errorMessage: string,
  data: unknown = null,
  errorTexts: Envelope['errorTexts'] = null,
): Envelope<unknown> {
  return errorTexts
    ? { status: 'ERROR', msgCode, data, errorMessage, errorTexts }
    : { status: 'ERROR', msgCode, data, errorMessage };
}

/** The ERROR envelope of a catalogue code without values, in `language` and every other. */
export function codedFailure(
  config: Pick<AppConfig, 'message'>,
  code: string,
  language: Language,
): Envelope<unknown> {
  const text = (lang: Language) => config.message(code, [], lang);
  return failure(code, text(language), null, inEveryLanguage(text));
}

/** A text made in each of the portal's languages. */
export function inEveryLanguage(say: (language: Language) => string): Record<Language, string> {
  const texts = LANGUAGE_CODES.map((language) => [language, say(language)]);
  return Object.fromEntries(texts) as Record<Language, string>;
}
