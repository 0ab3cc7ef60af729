// Checks of what a rider types into search and payment forms (SPEC sections 5 and 8): the order
// search dates, a search filter's value, a payment card number and its confirmation. Pure
// TypeScript like rule-engine.ts, whose message lookup and codes they answer with.
import { MSG } from '@qcard/contracts/envelope';
import { isSavedCardValue, isValidCardNumber } from '@qcard/contracts/payment/card-number';
import {
  coded,
  type CodedError,
  type EngineOptions,
} from '@qcard/contracts/validation/rule-engine';

function isBlank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

/** Order search dates (any comparable form, e.g. YYYY-MM-DD): 466 when only one is given, 467 when from > to. */
export function checkDateRange(
  from: string | null | undefined,
  to: string | null | undefined,
  opts: EngineOptions & { compare?: (a: string, b: string) => number },
): CodedError | undefined {
  const hasFrom = !isBlank(from);
  const hasTo = !isBlank(to);
  if (hasFrom !== hasTo) return coded(MSG.ORDER_SEARCH_BOTH_DATES, [], opts);
  if (hasFrom && hasTo) {
    const cmp = opts.compare ?? ((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0));
    if (cmp(String(from), String(to)) > 0) return coded(MSG.ORDER_SEARCH_FROM_AFTER_TO, [], opts);
  }
  return undefined;
}

/** A filter type that requires input needs a value: 479 with the field name. */
export function checkSearchValue(
  fieldName: string,
  value: string | null | undefined,
  opts: EngineOptions,
): CodedError | undefined {
  return isBlank(value) ? coded(MSG.SEARCH_VALUE_REQUIRED, [fieldName], opts) : undefined;
}

/** Card number pattern + Luhn, or the saved-card rule: 415 otherwise. */
export function checkCardNumber(
  value: string | null | undefined,
  opts: EngineOptions & { savedLast4?: string | null },
): CodedError | undefined {
  if (isSavedCardValue(value, opts.savedLast4)) return undefined;
  return isValidCardNumber(value) ? undefined : coded(MSG.INVALID_CARD_NUMBER, [], opts);
}

/** Card number and its confirmation must agree on submit: 476. */
export function checkCardNumbersMatch(
  value: string | null | undefined,
  confirm: string | null | undefined,
  opts: EngineOptions,
): CodedError | undefined {
  const a = (value ?? '').replace(/\s/g, '');
  const b = (confirm ?? '').replace(/\s/g, '');
  return a === b ? undefined : coded(MSG.CARD_NUMBERS_MISMATCH, [], opts);
}
