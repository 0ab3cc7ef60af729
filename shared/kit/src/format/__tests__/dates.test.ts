import { formatDateTime, formatDate, timeZoneName } from '@qcard/kit/format/date-time';
import { toOrderSearchDate, parseOrderSearchDate } from '@qcard/kit/format/dates';

describe('dates in New York time', () => {
  it('formats UTC instants as MM/DD/YYYY hh:mm A in America/New_York', () => {
    expect(formatDateTime('2026-01-15T17:05:00Z')).toBe('01/15/2026 12:05 PM'); // EST, UTC-5
    expect(formatDateTime('2026-07-04T03:30:00Z')).toBe('07/03/2026 11:30 PM'); // EDT, UTC-4, previous day
  });

  it("reads a stored time written without a zone as UTC, whatever the browser's zone", () => {
    expect(formatDateTime('2026-01-15 17:05:00')).toBe('01/15/2026 12:05 PM');
    expect(formatDateTime('2026-01-15T17:05')).toBe('01/15/2026 12:05 PM');
    expect(formatDateTime('2026-01-15T17:05:00.123')).toBe('01/15/2026 12:05 PM');
    expect(formatDateTime('2026-01-15T12:05:00-05:00')).toBe('01/15/2026 12:05 PM');
    expect(formatDateTime(Date.UTC(2026, 0, 15, 17, 5))).toBe('01/15/2026 12:05 PM');
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 15, 17, 5)))).toBe('01/15/2026 12:05 PM');
    // A day alone is midnight UTC: the evening before in New York.
    expect(formatDate('2026-01-15')).toBe('01/14/2026');
  });

  it('leaves missing and year-0001 values blank', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('0001-01-01T00:00:00')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate('0001-01-01T00:00:00Z')).toBe('');
  });

  it('sends order search dates as DD-MM-YYYY', () => {
    expect(toOrderSearchDate('2026-11-03')).toBe('03-11-2026');
    expect(toOrderSearchDate('2026-13-03')).toBe('');
    expect(parseOrderSearchDate('31-12-2026')?.month()).toBe(11);
    expect(parseOrderSearchDate('2026-12-31')).toBeNull();
  });
});

describe('timeZoneName', () => {
  it("names a zone as a rider reads it, in the page's language, the same all year", () => {
    expect(timeZoneName('America/New_York', 'en-US')).toBe('Eastern Time');
    expect(timeZoneName('America/New_York', 'es-US')).toBe('hora oriental');
    expect(timeZoneName('America/Chicago', 'en-US')).toBe('Central Time');
  });

  it('keeps the code of a zone Intl does not know', () => {
    expect(timeZoneName('Mars/Olympus_Mons', 'en-US')).toBe('Mars/Olympus_Mons');
  });
});
