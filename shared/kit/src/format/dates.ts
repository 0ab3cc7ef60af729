// Order-search dates, the one use of dayjs in the shared package's formatting (with its plugins
// for the zone, used by the CSV export). Showing a stored time: ./date-time.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';

// Extends the page's one dayjs (a shared singleton), so package.json names this file under
// "sideEffects": otherwise a bundler may import dayjs past it and skip the extends.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** Order search sends dates as DD-MM-YYYY (SPEC section 7). Input is YYYY-MM-DD from a date field. */
export function toOrderSearchDate(isoDate: string): string {
  const d = dayjs(isoDate, 'YYYY-MM-DD', true);
  return d.isValid() ? d.format('DD-MM-YYYY') : '';
}

/** Parse DD-MM-YYYY strictly; null when invalid. */
export function parseOrderSearchDate(value: string): dayjs.Dayjs | null {
  const d = dayjs(value, 'DD-MM-YYYY', true);
  return d.isValid() ? d : null;
}

export { dayjs };

/**
 * A day as the page's language writes it: a date field follows the page, not
 * the browser, whose native date input Chromium draws in its own locale whatever `lang` says.
 * English mm/dd/yyyy, Spanish dd/mm/aaaa, as the portal shows dates (./date-time).
 */
export const SHOWN_DATE = {
  en: { format: 'MM/DD/YYYY', placeholder: 'mm/dd/yyyy' },
  es: { format: 'DD/MM/YYYY', placeholder: 'dd/mm/aaaa' },
} as const;

type ShownDateLanguage = keyof typeof SHOWN_DATE;
const shownOf = (language: string) =>
  SHOWN_DATE[(language in SHOWN_DATE ? language : 'en') as ShownDateLanguage];

/** YYYY-MM-DD as the language writes it; '' for no or no valid day. */
export function isoToShownDate(iso: string, language: string): string {
  const d = dayjs(iso, 'YYYY-MM-DD', true);
  return d.isValid() ? d.format(shownOf(language).format) : '';
}

/** A typed day in the language's order (or pasted as YYYY-MM-DD) as YYYY-MM-DD; null when it is no real day. */
export function shownDateToIso(text: string, language: string): string | null {
  const trimmed = text.trim();
  const d = /^\d{4}-\d{2}-\d{2}$/.test(trimmed)
    ? dayjs(trimmed, 'YYYY-MM-DD', true)
    : dayjs(trimmed, shownOf(language).format, true);
  return d.isValid() ? d.format('YYYY-MM-DD') : null;
}

/**
 * What a date field keeps of a key: digits, with the slashes put in as the groups fill
 * (0314 → 03/14). A pasted YYYY-MM-DD is kept whole, to be read as that day.
 */
export function maskShownDate(text: string): string {
  if (/^\s*\d{4}-\d{2}-\d{2}\s*$/.test(text)) return text.trim();
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)]
    .filter((part) => part !== '')
    .join('/');
}
