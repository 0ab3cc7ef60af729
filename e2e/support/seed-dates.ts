// The dates of the journey server's demo data. The seed counts every date in days from a base
// date that follows the day it ran (api/src/seed/seed-dates.ts); the base is read back from the
// run's database (a demo company's creation), so a run that crosses midnight still agrees with it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { seedBaseOfAccounts, seedDays, type SeedDay } from '../../api/src/seed/seed-dates';

const requireFromApi = createRequire(path.resolve(__dirname, '../../api/package.json'));
const Database = requireFromApi('better-sqlite3') as new (file: string) => {
  prepare(sql: string): { get(...a: unknown[]): Record<string, unknown> | undefined };
  pragma(s: string): unknown;
  close(): void;
};

let seeded: SeedDay | null = null;

/** The seed's `day(offset, hour)` of this run: the ISO time the demo data has there. */
export function seededAt(offset: number, hour = 0): string {
  if (!seeded) {
    const db = new Database(path.join(process.env.E2E_RUN_DIR as string, 'data', 'qcard.sqlite'));
    db.pragma('busy_timeout = 5000');
    try {
      const created = db
        .prepare("SELECT created_at FROM companies WHERE name = 'Acme Transit Benefits'")
        .get()?.created_at;
      if (typeof created !== 'string') throw new Error('the journey database has no demo company');
      seeded = seedDays(seedBaseOfAccounts(created));
    } finally {
      db.close();
    }
  }
  return seeded(offset, hour);
}

/** A time as the portal shows it: MM/DD/YYYY hh:mm AM in New York (shared/kit/src/format/date-time.ts). */
export function portalDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}
