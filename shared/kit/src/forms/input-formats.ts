// Pure input formatting helpers used by the masked fields (no React).
import { dollarsToCents } from '@qcard/contracts/money';

export function digitsOnly(value: string | null | undefined, max?: number): string {
  const d = (value ?? '').replace(/\D/g, '');
  return max === undefined ? d : d.slice(0, max);
}

/** Mask "+1 ### ### ####": "5551234567" -> "+1 555 123 4567"; partial input keeps no trailing separator. */
export function formatPhone(value: string | null | undefined): string {
  const raw = (value ?? '').trim();
  let d = digitsOnly(raw);
  if (raw.startsWith('+1') || (d.length > 10 && d.startsWith('1'))) d = d.slice(1);
  d = d.slice(0, 10);
  if (d === '') return '';
  const parts = [d.slice(0, 3), d.slice(3, 6), d.slice(6, 10)].filter((p) => p !== '');
  return `+1 ${parts.join(' ')}`;
}

export const PHONE_PATTERN = '^\\+1 \\d{3} \\d{3} \\d{4}$';

/** Cents as an editable dollar string without grouping: 123456 -> "1234.56". */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  const abs = Math.abs(Math.trunc(cents));
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The longest text a money or whole-number field keeps. Far above any amount or count the portal
 * takes, so what was typed stays visible as typed (and gets its message) instead of being cut.
 */
export const NUMBER_TEXT_MAX = 24;

/** Digits of dollars and cents a money amount may have: $9,999,999.99 at most. */
const MONEY_DIGITS_MAX = 9;

/**
 * What a money field's text is worth: integer cents for an amount with at most two decimals
 * (a decimal comma "12,50" or grouped thousands "1,500.25" as format/money.ts reads them, spaces
 * around it ignored), undefined when blank, and NaN for anything else: a sign, letters, a second
 * point, three decimals, too many digits. NaN never passes a range check, so the field says what
 * is wrong, and nothing ever reads "-30" as 30 or "1.505" as 150.50.
 */
export function moneyTextToCents(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  if (t.replace(/\D/g, '').length > MONEY_DIGITS_MAX) return Number.NaN;
  const cents = dollarsToCents(t);
  // "-0" has a sign too: no amount the portal takes is negative.
  if (cents === null || cents < 0 || Object.is(cents, -0)) return Number.NaN;
  return cents;
}

/**
 * What a whole-number field's text is worth: the number for digits only (spaces around them
 * ignored, at most maxDigits after leading zeros), undefined when blank, NaN for anything else
 * ("0.5", "2,5", "-1", "1e2", letters), so the field refuses it with its message rather than
 * reading "2.5" as 25 or 2.
 */
export function wholeNumberTextToValue(text: string, maxDigits = 9): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  if (!/^\d+$/.test(t) || t.replace(/^0+(?=\d)/, '').length > maxDigits) return Number.NaN;
  return Number(t);
}

/** A value the form holds for text that is not a number it takes (see the two readers above). */
export function isUnreadable(value: unknown): boolean {
  return typeof value === 'number' && Number.isNaN(value);
}
