// Money is integer cents everywhere; dollars only on screen, two decimals, no float arithmetic.

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

/** 1234 -> "$12.34". */
export function formatMoney(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const s = centsToDollarString(cents);
  return s.startsWith('-') ? `-$${s.slice(1)}` : `$${s}`;
}

/**
 * "12.3" -> 1230, "$1,000" -> 100000, "0.05" -> 5. Parsed from the digits, never through
 * a float. Returns null for anything that is not a dollar amount with at most two decimals.
 */
export function dollarsToCents(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const text = String(input).trim().replace(/^\$/, '').replace(/,/g, '');
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
