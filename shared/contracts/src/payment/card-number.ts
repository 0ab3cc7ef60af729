// Card-number rules of SPEC section 5, pure TypeScript (shared by the browser and the API).

export type CardBrand = 'visa' | 'master' | 'amex' | 'discover';

/** Card type codes sent with an order (SPEC section 3). */
export const CARD_TYPE_CODES: Record<CardBrand | 'unknown', number> = {
  visa: 1,
  master: 2,
  amex: 3,
  discover: 4,
  unknown: -1,
};

export const BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  master: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/**
 * The brand as a rider reads it ("Visa", not the stored code "visa"), for every text that names
 * a card on file; a code this list does not know is shown as it is.
 */
export function brandLabel(brand: string): string {
  return (BRAND_LABELS as Record<string, string>)[brand] ?? brand;
}

/** Full-number patterns per brand (SPEC section 5). */
export const CARD_PATTERNS: Record<CardBrand, RegExp> = {
  visa: /^4(?:\d{12}|\d{15})$/,
  master: /^(?:5[1-5]\d{14}|2(?:22[1-9]|2[3-9]\d|[3-6]\d{2}|7[01]\d|720)\d{12})$/,
  amex: /^3[47]\d{13}$/,
  discover: /^(?:6011\d{12}|65\d{14})$/,
};

export function cardDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** Brand by prefix, usable while the rider types: 34/37 amex, 4 visa, 51-55 and 22-27 master, 6 discover. */
export function detectBrand(value: string | null | undefined): CardBrand | undefined {
  const d = cardDigits(value);
  if (/^3[47]/.test(d)) return 'amex';
  if (/^4/.test(d)) return 'visa';
  if (/^(?:5[1-5]|2[2-7])/.test(d)) return 'master';
  if (/^6/.test(d)) return 'discover';
  return undefined;
}

export function cardTypeCode(value: string | null | undefined): number {
  const brand = detectBrand(value);
  return brand ? CARD_TYPE_CODES[brand] : CARD_TYPE_CODES.unknown;
}

/** Luhn (mod 10) checksum over the digits. */
export function luhnValid(value: string | null | undefined): boolean {
  const d = cardDigits(value);
  if (d.length < 2) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i += 1) {
    let n = d.charCodeAt(d.length - 1 - i) - 48;
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** True when the number matches its brand's pattern and passes Luhn. */
export function isValidCardNumber(value: string | null | undefined): boolean {
  const d = cardDigits(value);
  const brand = detectBrand(d);
  return !!brand && CARD_PATTERNS[brand].test(d) && luhnValid(d);
}

/** "4111111111111111" -> "4111 1111 1111 1111" (groups of four, at most 16 digits). */
export function formatCardNumber(value: string | null | undefined): string {
  const d = cardDigits(value).slice(0, 16);
  return d.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function lastFour(value: string | null | undefined): string {
  return cardDigits(value).slice(-4);
}

/** Masked display: "#### #### #### 1111" from a full number or from the last four digits. */
export function maskCardNumber(value: string | null | undefined): string {
  const last = (value ?? '').replace(/[^\d]/g, '').slice(-4);
  return `#### #### #### ${last}`;
}

/**
 * Placeholder value that stands for a saved (preselected) card in the card-number field:
 * marker digit 1, '#' masking, then the last four.
 */
export function savedCardValue(last4: string): string {
  return `1${'#'.repeat(11)}${last4}`;
}

/** SPEC section 5 saved-card rule: passes when it starts with marker 1, is longer than 10 and ends with the last four. */
export function isSavedCardValue(
  value: string | null | undefined,
  savedLast4: string | null | undefined,
): boolean {
  const v = (value ?? '').replace(/\s/g, '');
  return !!savedLast4 && v.startsWith('1') && v.length > 10 && v.slice(-4) === savedLast4;
}
