// Validation engine of SPEC section 5. Pure TypeScript: no React, no DOM, no state, so the API runs
// the same rules with the same messages and codes. Every check takes the catalogue's lookup and the
// texts of one language (`EngineOptions`): the browser passes the page's (page-rules.ts), the API
// the request's. The engine's own texts are in the common namespace (validation.*).
import type { ValidationRule, ValidationRuleSet } from '@qcard/contracts/domain';
import { MSG } from '@qcard/contracts/envelope';
import { formatTemplate, type Texts } from '@qcard/contracts/texts';
import { isBlankText } from '@qcard/contracts/validation/clean-text';

/** Looks up a RESPONSE_MSG text by code (the browser's is config-store's messageText). */
export type MessageLookup = (
  code: string,
  args: ReadonlyArray<string | number>,
) => string | undefined;

export interface EngineOptions {
  /** Message lookup by code in the configured catalogue; none: the engine's own texts. */
  lookup?: MessageLookup;
  /** The engine's own texts ('{label} can not be blank', the fallbacks below) in one language. */
  texts: Texts;
}

export interface FieldContext extends EngineOptions {
  label?: string;
  placeholder?: string;
  /** Trim before checking (login username and password). */
  trim?: boolean;
}

/** A failed check with the message code that the API answers with. */
export interface CodedError {
  code: string;
  message: string;
}

/** Codes with a text of their own in common.json (validation.code.<code>), in both languages. */
const FALLBACK_CODES: ReadonlySet<string> = new Set([
  MSG.INVALID_CARD_NUMBER,
  MSG.RECHARGE_RANGE_TABLE,
  MSG.THRESHOLD_RANGE_TABLE,
  MSG.FREQUENCY_RANGE_TABLE,
  MSG.RECHARGE_RANGE_FORM,
  MSG.THRESHOLD_RANGE_FORM,
  MSG.FREQUENCY_RANGE_FORM,
  MSG.SPONSOR_ROW_RANGE,
  MSG.RELOAD_RANGE,
  MSG.ORDER_SEARCH_BOTH_DATES,
  MSG.ORDER_SEARCH_FROM_AFTER_TO,
  MSG.CARD_NUMBERS_MISMATCH,
  MSG.SEARCH_VALUE_REQUIRED,
]);

/** The text used only when the configured message table lacks the code ({0}, {1} unfilled). */
export function fallbackMessage(code: string, t: Texts): string {
  return FALLBACK_CODES.has(code)
    ? t(`common:validation.code.${code}`)
    : t('common:validation.error', { code });
}

/** The date range's inline text when From is after To. */
export function dateOrderText(t: Texts): string {
  return t('common:validation.dateOrder');
}

function message(code: string, args: ReadonlyArray<string | number>, opts: EngineOptions): string {
  return opts.lookup?.(code, args) ?? formatTemplate(fallbackMessage(code, opts.texts), args);
}

/** A failed check: its code and its text (configured, else the fallback in the language asked). */
export function coded(
  code: string,
  args: ReadonlyArray<string | number>,
  opts: EngineOptions,
): CodedError {
  return { code, message: message(code, args, opts) };
}

/** "cardSerialNumber" -> "Card Serial Number". */
export function labelFromProperty(property: string): string {
  const spaced = property
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim();
  return spaced.replace(/\b\w/g, (c) => c.toUpperCase());
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean')
    return value === false ? '' : String(value);
  return String(value);
}

const regexCache = new Map<string, RegExp | null>();
/** Server patterns come as "^...$" or "/^...$/flags"; an invalid pattern is ignored, never thrown. */
export function compilePattern(pattern: string): RegExp | null {
  if (regexCache.has(pattern)) return regexCache.get(pattern) ?? null;
  let re: RegExp | null = null;
  try {
    const slashed = /^\/(.*)\/([gimsuy]*)$/s.exec(pattern);
    re = slashed
      ? new RegExp(slashed[1] ?? '', (slashed[2] ?? '').replace('g', ''))
      : new RegExp(pattern);
  } catch {
    re = null;
  }
  regexCache.set(pattern, re);
  return re;
}

/**
 * The field texts' codes in the message catalogue (messageResources.json, VALIDATION_MSG, in the
 * page's or the request's language) and the common texts used only when the catalogue is not
 * loaded: one wording, checked by validation-texts.test.ts.
 */
const FIELD_TEXTS = {
  FIELD_BLANK: 'common:validation.blank',
  FIELD_TOO_SHORT: 'common:validation.tooShort',
  FIELD_TOO_LONG: 'common:validation.tooLong',
  FIELD_INVALID: 'common:validation.invalid',
  FIELD_NOT_MATCHING: 'common:validation.notMatching',
} as const;
export type FieldTextCode = keyof typeof FIELD_TEXTS;

/** {0} label, {1} name (placeholder), {2} the limit: the catalogue's order of placeholders. */
export function fieldText(
  code: FieldTextCode,
  args: [label: string, name?: string, limit?: number],
  opts: EngineOptions,
): string {
  const [label, name = label, limit = 0] = args;
  const found = opts.lookup?.(code, args.filter((a) => a !== undefined) as Array<string | number>);
  return found ?? opts.texts(FIELD_TEXTS[code], { label, name, min: limit, max: limit });
}

/** Check one value against one rule; undefined when it passes. */
export function validateField(
  rule: ValidationRule,
  value: unknown,
  ctx: FieldContext,
): string | undefined {
  const label = ctx.label ?? rule.label ?? labelFromProperty(rule.property);
  const placeholder = ctx.placeholder ?? rule.placeholder ?? label;
  const raw = asText(value);
  const text = ctx.trim ? raw.trim() : raw;
  // Blank as the API sees it after its cleaning (clean-text.ts): zero-width characters alone are not a value.
  if (isBlankText(text))
    return rule.isUiMandatory ? fieldText('FIELD_BLANK', [label], ctx) : undefined;
  // A numeric field says "digits only" before any length: "abc12" is not a short card number.
  if (rule.pattern && isDigitsOnlyPattern(rule.pattern) && /\D/.test(text))
    return patternError(rule, label, ctx);
  if (rule.minLength != null && rule.minLength > 0 && text.length < rule.minLength) {
    return fieldText('FIELD_TOO_SHORT', [label, placeholder, rule.minLength], ctx);
  }
  if (rule.maxLength != null && rule.maxLength > 0 && text.length > rule.maxLength) {
    return fieldText('FIELD_TOO_LONG', [label, placeholder, rule.maxLength], ctx);
  }
  if (rule.pattern) {
    const re = compilePattern(rule.pattern);
    if (re && !re.test(text)) return patternError(rule, label, ctx);
  }
  return undefined;
}

function patternError(rule: ValidationRule, label: string, ctx: FieldContext): string {
  return rule.customError
    ? appendToLabel(label, rule.customError)
    : fieldText('FIELD_INVALID', [label], ctx);
}

/** "^[0-9]{6,20}$", "^\d+$" and the like: a pattern that takes digits and nothing else. */
export function isDigitsOnlyPattern(pattern: string): boolean {
  return /^\^(?:\[0-9\]|\\d)(?:[+*]|\{\d+(?:,\d*)?\})\$$/.test(pattern);
}

/** Custom errors are appended to the label: "Password" + " must contain a digit". */
export function appendToLabel(label: string, suffix: string): string {
  return /^[\s.,:;]/.test(suffix) ? `${label}${suffix}` : `${label} ${suffix}`;
}

/** Confirm fields: undefined when equal, else "{label} is not matching". */
export function validateConfirm(
  label: string,
  value: unknown,
  original: unknown,
  opts: EngineOptions,
): string | undefined {
  return asText(value) === asText(original)
    ? undefined
    : fieldText('FIELD_NOT_MATCHING', [label], opts);
}

export interface ScreenKey {
  screen: string;
  action?: string;
  function?: string;
  version?: number;
}

/** Rule set for a screen; action/function/version narrow the match when given. */
export function findRuleSet(
  ruleSets: ReadonlyArray<ValidationRuleSet>,
  key: ScreenKey,
): ValidationRuleSet | undefined {
  return ruleSets.find(
    (s) =>
      s.screen === key.screen &&
      (key.action === undefined || s.action === key.action) &&
      (key.function === undefined || s.function === key.function) &&
      (key.version === undefined || s.version === key.version),
  );
}

export function getPath(values: unknown, path: string): unknown {
  let cur: unknown = values;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

export interface ScreenOptions extends EngineOptions {
  /** Labels by property, overriding the rule's label. */
  labels?: Record<string, string>;
  /** Properties trimmed before checking. */
  trim?: ReadonlyArray<string>;
  /** Confirm fields: confirm property -> original property, e.g. { confirmPassword: 'newPassword' }. */
  confirm?: Record<string, string>;
}

/** Every failing field of a screen with its message; {} when all pass or no rule set exists. */
export function validateScreen(
  ruleSets: ReadonlyArray<ValidationRuleSet>,
  key: ScreenKey,
  values: unknown,
  options: ScreenOptions,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const set = findRuleSet(ruleSets, key);
  for (const rule of set?.rules ?? []) {
    const msg = validateField(rule, getPath(values, rule.property), {
      label: options.labels?.[rule.property],
      trim: options.trim?.includes(rule.property),
      lookup: options.lookup,
      texts: options.texts,
    });
    if (msg) errors[rule.property] = msg;
  }
  for (const [confirmProp, originalProp] of Object.entries(options.confirm ?? {})) {
    if (errors[confirmProp]) continue;
    const rule = set?.rules.find((r) => r.property === confirmProp);
    const label = options.labels?.[confirmProp] ?? rule?.label ?? labelFromProperty(confirmProp);
    const msg = validateConfirm(
      label,
      getPath(values, confirmProp),
      getPath(values, originalProp),
      options,
    );
    if (msg) errors[confirmProp] = msg;
  }
  return errors;
}

// ---- range and code checks (SPEC sections 5 and 8) -------------------------------------------

function dollars(cents: number): string {
  const abs = Math.abs(Math.trunc(cents));
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// Cents and counts are whole numbers: 2.5 recharges a month is out of range, not 2 or 25, and NaN
// (a field's text that is no number) never passes.
function inRange(value: number | null | undefined, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Reload amount (cents) within the contract's minimumInputValue..maximumAllowed (cents): 463. */
export function checkReloadAmount(
  amountCents: number | null | undefined,
  minCents: number,
  maxCents: number,
  opts: EngineOptions,
): CodedError | undefined {
  return inRange(amountCents, minCents, maxCents)
    ? undefined
    : coded(MSG.RELOAD_RANGE, [dollars(minCents), dollars(maxCents)], opts);
}

/** Sponsor bulk-reload row amount within the row's min..max (cents): 461 with the employee id. */
export function checkSponsorRowAmount(
  amountCents: number | null | undefined,
  minCents: number,
  maxCents: number,
  employeeId: string | number,
  opts: EngineOptions,
): CodedError | undefined {
  return inRange(amountCents, minCents, maxCents)
    ? undefined
    : coded(MSG.SPONSOR_ROW_RANGE, [dollars(minCents), dollars(maxCents), employeeId], opts);
}

export type SubscriptionField = 'trigger' | 'refresh' | 'frequency';

/** Subscription_Config bounds: amounts in cents, frequency a count. All inclusive. */
export interface SubscriptionBounds {
  minThreshold: number;
  maxThreshold: number;
  minRecharge: number;
  maxRecharge: number;
  minFrequency: number;
  maxFrequency: number;
}

const SUBSCRIPTION_CODES: Record<SubscriptionField, { table: string; form: string }> = {
  trigger: { table: MSG.THRESHOLD_RANGE_TABLE, form: MSG.THRESHOLD_RANGE_FORM },
  refresh: { table: MSG.RECHARGE_RANGE_TABLE, form: MSG.RECHARGE_RANGE_FORM },
  frequency: { table: MSG.FREQUENCY_RANGE_TABLE, form: MSG.FREQUENCY_RANGE_FORM },
};

/** 455/456/457 (table) or 458/459/460 (form) when the value is missing or out of bounds. */
export function checkSubscriptionValue(
  field: SubscriptionField,
  value: number | null | undefined,
  bounds: SubscriptionBounds,
  where: 'table' | 'form',
  opts: EngineOptions,
): CodedError | undefined {
  const [min, max] =
    field === 'trigger'
      ? [bounds.minThreshold, bounds.maxThreshold]
      : field === 'refresh'
        ? [bounds.minRecharge, bounds.maxRecharge]
        : [bounds.minFrequency, bounds.maxFrequency];
  if (inRange(value, min, max)) return undefined;
  const args = field === 'frequency' ? [String(min), String(max)] : [dollars(min), dollars(max)];
  return coded(SUBSCRIPTION_CODES[field][where], args, opts);
}

/** All three subscription values; a row is valid only when every value is filled and in range. */
export function checkSubscription(
  values: { trigger?: number | null; refresh?: number | null; frequency?: number | null },
  bounds: SubscriptionBounds,
  where: 'table' | 'form',
  opts: EngineOptions,
): Partial<Record<SubscriptionField, CodedError>> {
  const out: Partial<Record<SubscriptionField, CodedError>> = {};
  for (const f of ['trigger', 'refresh', 'frequency'] as const) {
    const e = checkSubscriptionValue(f, values[f], bounds, where, opts);
    if (e) out[f] = e;
  }
  return out;
}

/** Dollars string as shown in range messages ("10.00"). */
export { dollars as centsToPlainDollars };
