// Times are stored in UTC and shown in the authority's zone (America/New_York): in English as
// MM/DD/YYYY hh:mm A, in Spanish as Intl writes es-US (15/03/2026 02:05 p.m.). No React: the
// API may format with it too, passing its request's locale. No date library either: Intl does
// the zone and the language, and the offline view on the landing page shows dates with it, so
// it must not bring dayjs (6 KB gzip) to a page that needs none (./dates has what needs dayjs).
import { currentLocale } from '@qcard/runtime/i18n/i18n';

export const DISPLAY_TIME_ZONE = 'America/New_York';
/** The English form (en-US through Intl gives the same). */
export const DISPLAY_FORMAT = 'MM/DD/YYYY hh:mm A';

/** An ISO date-time as stored (a space or T, seconds and a zone optional). */
const STORED =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Missing values and the fare system's "before year 0001" sentinels (0001-01-01...) show blank. */
function parseShown(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let d: Date;
  if (typeof value === 'string') {
    const text = value.trim();
    // Year 0001 sentinels are caught on the text (a parser may read them as 2001).
    if (/^0{3}[01]-/.test(text)) return null;
    const stored = STORED.exec(text);
    // Stored times are UTC: one written without a zone is read as UTC, never as the browser's.
    d = stored
      ? new Date(`${stored[1]}T${stored[2] ?? '00:00'}${stored[3] ?? 'Z'}`)
      : new Date(text);
  } else {
    d = new Date(value);
  }
  return Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1 ? null : d;
}

const DATE_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
};
const TIME_PARTS: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h12',
};

const formats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(
  requested: unknown,
  zone: string,
  parts: 'date' | 'time',
): Intl.DateTimeFormat {
  // A map() index passed on as the locale by mistake: the page's.
  const locale = typeof requested === 'string' && requested !== '' ? requested : currentLocale();
  const id = `${locale}|${zone}|${parts}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...(parts === 'date' ? DATE_PARTS : TIME_PARTS),
      timeZone: zone,
    });
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
  const d = parseShown(value);
  if (!d) return '';
  return plainSpaces(
    `${dateTimeFormat(locale, zone, 'date').format(d)} ${dateTimeFormat(locale, zone, 'time').format(d)}`,
  );
}

/** The day in the zone: "01/15/2026" in en-US, "15/01/2026" in es-US. */
export function formatDate(
  value: string | null | undefined,
  zone: string = DISPLAY_TIME_ZONE,
  locale: string = currentLocale(),
): string {
  const d = parseShown(value);
  return d ? plainSpaces(dateTimeFormat(locale, zone, 'date').format(d)) : '';
}

/**
 * A time zone as a rider reads it, in the page's language: "Eastern Time", "hora oriental"
 * (Intl's generic long name, the same in summer and winter), not its code "America/New_York".
 * A zone Intl cannot name keeps its code.
 */
export function timeZoneName(
  zone: string = DISPLAY_TIME_ZONE,
  locale: string = currentLocale(),
): string {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? zone;
  } catch {
    return zone;
  }
}
