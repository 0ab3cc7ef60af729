// Money is integer cents everywhere; dollars only on screen, two decimals, no float arithmetic.
// The arithmetic and the reading of a typed amount, the same in the browser and in the API. How
// an amount looks on screen, in the page's locale, is format/money.ts of the UI kit.

/** 1234 -> "12.34"; -5 -> "-0.05". */
export function centsToDollarString(cents: number): string {
  if (!Number.isFinite(cents)) return '0.00';
  const whole = Math.trunc(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const dollars = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}${dollars.toLocaleString('en-US')}.${rest.toString().padStart(2, '0')}`;
}

/** Commas that group whole thousands: "1,500", "12,000.50". */
const GROUPED_THOUSANDS = /^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;
/** One comma with at most two digits after it: a decimal comma, "10,50" (a Spanish keypad's only separator). */
const DECIMAL_COMMA = /^\d*,\d{0,2}$/;

/**
 * A comma is read as the rider meant it: grouping when whole thousands follow ("1,500" is
 * $1,500.00), the decimal separator when at most two digits end the amount ("1,50" is $1.50,
 * not $150). Anything else with a comma is not an amount.
 */
function withDecimalPoint(text: string): string | null {
  if (!text.includes(',')) return text;
  if (GROUPED_THOUSANDS.test(text)) return text.replace(/,/g, '');
  if (DECIMAL_COMMA.test(text)) return text.replace(',', '.');
  return null;
}

/**
 * "12.3" -> 1230, "$1,000" -> 100000, "0.05" -> 5, "10,50" -> 1050. Parsed from the digits, never
 * through a float. Returns null for anything that is not a dollar amount with at most two decimals.
 */
export function dollarsToCents(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const text = withDecimalPoint(String(input).trim().replace(/^\$/, ''));
  if (text === null) return null;
  const match = /^(-)?(\d*)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] === undefined || match[3] === ''))) return null;
  const sign = match[1] ? -1 : 1;
  const whole = match[2] === '' ? 0 : Number(match[2]);
  const frac = Number((match[3] ?? '').padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(whole * 100 + frac)) return null;
  return sign * (whole * 100 + frac);
}

/** Sum of cents, exact. */
export function sumCents(values: ReadonlyArray<number>): number {
  return values.reduce((a, b) => a + Math.trunc(b), 0);
}
