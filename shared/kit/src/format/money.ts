// How an amount looks on screen: through Intl in the page's locale (en-US or es-US; dollars either
// way). The arithmetic and the reading of typed amounts are contracts/money.ts.
import { currentLocale } from '@qcard/runtime/i18n/i18n';

/** The amount as an exact decimal text ("-1234.05"), so Intl never rounds it through a float. */
function exactDollars(cents: number): `${number}` {
  const whole = Number.isFinite(cents) ? Math.trunc(cents) : 0;
  const abs = Math.abs(whole);
  return `${whole < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}` as `${number}`;
}

const formats = new Map<string, Intl.NumberFormat>();
function dollarFormat(requested: unknown, fractionDigits: 0 | 2): Intl.NumberFormat {
  // A map() index passed on as the locale by mistake: the page's.
  const locale = typeof requested === 'string' && requested !== '' ? requested : currentLocale();
  const id = `${locale}|${fractionDigits}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: 2,
    });
    formats.set(id, format);
  }
  return format;
}

/** Intl's spaces (some locales put a no-break space before or after the sign) as plain spaces. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** 1234 -> "$12.34", 2000000 -> "$20,000.00", -60 -> "-$0.60" (in the page's locale unless given). */
export function formatMoney(
  cents: number | null | undefined,
  locale: string = currentLocale(),
): string {
  if (cents === null || cents === undefined) return '';
  return plainSpaces(dollarFormat(locale, 2).format(exactDollars(cents)));
}

/** Whole dollars without decimals, cents only when there are some: 1000 -> "$10", 1050 -> "$10.50". */
export function formatMoneyShort(cents: number, locale: string = currentLocale()): string {
  return plainSpaces(
    dollarFormat(locale, Math.trunc(cents) % 100 === 0 ? 0 : 2).format(exactDollars(cents)),
  );
}
