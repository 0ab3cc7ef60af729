// The demo seed's dates: every seeded time is a whole number of days (and hours) from one base
// date, and the base date follows the day the seed runs, so the demo data is as recent on any day
// as on the day it was written, and nothing in it expires or falls out of a range as the calendar
// moves. No imports: the browser journeys read it too (e2e/support/seed-dates.ts).

const DAY_MS = 86_400_000;

/**
 * Days between the base date and the seeding day. The newest seeded record is an order of
 * day(-1, 15), nine hours before the base: with the base a day back it is always in the past
 * (yesterday or the day before, wherever the portal is) and never on the seeding day itself.
 */
export const SEED_BASE_DAYS_BEFORE = 1;

/** The base date's time of day, in UTC (10:00 or 09:00 in New York). */
const SEED_BASE_HOUR_UTC = 14;

/** The demo companies and users are created this many days from the base date. */
export const SEED_ACCOUNTS_OFFSET = -420;

/**
 * The base date of demo data seeded at `now`: 14:00 UTC, SEED_BASE_DAYS_BEFORE days before the
 * seeding day, that day read in the portal's time zone. One base for every moment of a seeding
 * day, so the seeded rows are the same whenever on that day the seed runs.
 */
export function seedBaseDate(now: Date, timeZone: string): string {
  // en-CA writes the day as YYYY-MM-DD.
  const [year = 0, month = 0, day = 0] = new Intl.DateTimeFormat('en-CA', { timeZone })
    .format(now)
    .split('-')
    .map(Number);
  const seedingDay = Date.UTC(year, month - 1, day, SEED_BASE_HOUR_UTC);
  return new Date(seedingDay - SEED_BASE_DAYS_BEFORE * DAY_MS).toISOString();
}

/** The base date moved by whole days (and hours): every seeded time is one of these. */
export type SeedDay = (offset: number, hour?: number) => string;

export function seedDays(baseIso: string): SeedDay {
  const base = Date.parse(baseIso);
  return (offset, hour = 0) => new Date(base + offset * DAY_MS + hour * 3_600_000).toISOString();
}

/** The base date of seeded data, read back from a demo company's or user's created_at. */
export function seedBaseOfAccounts(createdAtIso: string): string {
  return new Date(Date.parse(createdAtIso) - SEED_ACCOUNTS_OFFSET * DAY_MS).toISOString();
}
