// Times are stored in UTC and shown in the authority's zone (America/New_York): in English as
// MM/DD/YYYY hh:mm A, in Spanish as Intl writes es-US (15/03/2026 02:05 p.m.). No React: the
// API may format with it too, passing its request's locale.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { currentLocale } from '@qcard/shared/i18n/i18n';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

export const DISPLAY_TIME_ZONE = 'America/New_York';
/** The English form (en-US through Intl gives the same). */
export const DISPLAY_FORMAT = 'MM/DD/YYYY hh:mm A';

/** Missing values and the fare system's "before year 0001" sentinels (0001-01-01...) show blank. */
function parseShown(value: string | number | Date | null | undefined): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  // dayjs reads a two-digit-looking year 0001 as 2001, so sentinels are caught on the text.
  if (typeof value === 'string' && /^0{3}[01]-/.test(value.trim())) return null;
  const d = dayjs.utc(value);
  return d.isValid() && d.year() >= 1 ? d : null;
}

const DATE_PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const TIME_PARTS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h12' };

const formats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(requested: unknown, zone: string, parts: 'date' | 'time'): Intl.DateTimeFormat {
  // A map() index passed on as the locale by mistake: the page's.
  const locale = typeof requested === 'string' && requested !== '' ? requested : currentLocale();
  const id = `${locale}|${zone}|${parts}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...(parts === 'date' ? DATE_PARTS : TIME_PARTS), timeZone: zone });
    formats.set(id, format);
  }
  return format;
}

/** Intl's narrow and no-break spaces (before AM/PM in newer browsers) as plain spaces. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Date and time in the zone: "01/15/2026 12:05 PM" in en-US, "15/01/2026 12:05 p.m." in es-US. */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  zone: string = DISPLAY_TIME_ZONE,
  locale: string = currentLocale(),
): string {
  const d = parseShown(value)?.toDate();
  if (!d) return '';
  return plainSpaces(`${dateTimeFormat(locale, zone, 'date').format(d)} ${dateTimeFormat(locale, zone, 'time').format(d)}`);
}

/** The day in the zone: "01/15/2026" in en-US, "15/01/2026" in es-US. */
export function formatDate(value: string | null | undefined, zone: string = DISPLAY_TIME_ZONE, locale: string = currentLocale()): string {
  const d = parseShown(value)?.toDate();
  return d ? plainSpaces(dateTimeFormat(locale, zone, 'date').format(d)) : '';
}

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
