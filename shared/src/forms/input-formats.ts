// Pure input formatting helpers used by the masked fields (no React).

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
 * Accept only what a dollar amount may look like while typing: digits, then a decimal point or
 * comma with at most two decimals ("10,5" on a Spanish keypad), or thousands grouped by commas
 * ("1,500.25"). How a comma is read is format/money.ts's dollarsToCents.
 */
export function isDollarDraft(text: string): boolean {
  if (text.replace(/\D/g, '').length > 9) return false;
  return /^\d*(?:[.,]\d{0,2})?$/.test(text) || /^\d{1,3}(?:,\d{3})*(?:,\d{0,3})?(?:\.\d{0,2})?$/.test(text);
}
