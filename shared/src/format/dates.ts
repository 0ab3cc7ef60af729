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
