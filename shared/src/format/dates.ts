// Times are stored in UTC and shown in America/New_York as MM/DD/YYYY hh:mm A.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

export const DISPLAY_TIME_ZONE = 'America/New_York';
export const DISPLAY_FORMAT = 'MM/DD/YYYY hh:mm A';

/** Missing values and the fare system's "before year 0001" sentinels (0001-01-01...) show blank. */
function parseShown(value: string | number | Date | null | undefined): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  // dayjs reads a two-digit-looking year 0001 as 2001, so sentinels are caught on the text.
  if (typeof value === 'string' && /^0{3}[01]-/.test(value.trim())) return null;
  const d = dayjs.utc(value);
  return d.isValid() && d.year() >= 1 ? d : null;
}

export function formatDateTime(
  value: string | number | Date | null | undefined,
  zone: string = DISPLAY_TIME_ZONE,
): string {
  return parseShown(value)?.tz(zone).format(DISPLAY_FORMAT) ?? '';
}

export function formatDate(value: string | null | undefined, zone: string = DISPLAY_TIME_ZONE): string {
  return parseShown(value)?.tz(zone).format('MM/DD/YYYY') ?? '';
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
