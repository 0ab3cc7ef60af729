// The demo seed's dates follow the day it runs (seedBaseDate): the same data on any day, as
// recent on that day as on any other, and no fixed date left to expire or to fall out of a range.
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../test-support/create-test-app';
import { SEED_BASE_DAYS_BEFORE, seedBaseDate, seedBaseOfAccounts } from '../seed-dates';

jest.setTimeout(60_000);

const NY = 'America/New_York';
const DAY_MS = 86_400_000;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

// Every table the seed writes, in a stable order.
const TABLES: Array<[string, string]> = [
  ['companies', 'id'],
  ['users', 'id'],
  ['password_history', 'id'],
  ['cards', 'id'],
  ['contracts', 'id'],
  ['contract_activities', 'id'],
  ['subscriptions', 'id'],
  ['payment_tokens', 'token'],
  ['orders', 'id'],
  ['order_items', 'id'],
  ['groups', 'id'],
  ['employees', 'id'],
];

type Row = Record<string, unknown>;

async function seededRows(t: TestApp): Promise<Record<string, Row[]>> {
  const rows: Record<string, Row[]> = {};
  for (const [table, key] of TABLES) {
    rows[table] = (
      await sql<Row>`select * from ${sql.table(table)} order by ${sql.ref(key)}`.execute(
        t.app.qcard.db,
      )
    ).rows;
  }
  return rows;
}

/** Every ISO time of the seeded rows, with where it is. */
function timesOf(rows: Record<string, Row[]>): Array<{ at: string; value: string }> {
  return Object.entries(rows).flatMap(([table, list]) =>
    list.flatMap((row, i) =>
      Object.entries(row)
        .filter(([, v]) => typeof v === 'string' && ISO.test(v))
        .map(([column, v]) => ({ at: `${table}[${i}].${column}`, value: v as string })),
    ),
  );
}

describe('seedBaseDate', () => {
  it('is 14:00 UTC the day before the seeding day, the same for every moment of that day in the portal’s zone', () => {
    const base = '2031-03-19T14:00:00.000Z';
    // 20 March 2031 in New York, from just after its midnight (04:00Z, EDT) to just before the next.
    for (const now of [
      '2031-03-20T04:00:00.000Z',
      '2031-03-20T12:00:00.000Z',
      '2031-03-21T03:59:59.999Z',
    ]) {
      expect(seedBaseDate(new Date(now), NY)).toBe(base);
    }
    expect(seedBaseDate(new Date('2031-03-21T04:00:00.000Z'), NY)).toBe('2031-03-20T14:00:00.000Z');
    // The same moment is another day in Tokyo.
    expect(seedBaseDate(new Date('2031-03-20T16:00:00.000Z'), 'Asia/Tokyo')).toBe(
      '2031-03-20T14:00:00.000Z',
    );
    expect(SEED_BASE_DAYS_BEFORE).toBeGreaterThanOrEqual(1);
  });
});

describe('the seeded demo data', () => {
  // Two seeding clocks years apart, at different hours and on either side of a DST change.
  const early = new Date('2026-10-02T12:00:00.000Z');
  const late = new Date('2031-01-15T03:30:00.000Z');
  let first: Record<string, Row[]>;
  let second: Record<string, Row[]>;

  beforeAll(async () => {
    for (const [clock, keep] of [
      [early, (r: Record<string, Row[]>) => (first = r)],
      [late, (r: Record<string, Row[]>) => (second = r)],
    ] as const) {
      const t = await createTestApp({ clock: () => clock });
      try {
        keep(await seededRows(t));
      } finally {
        await t.close();
      }
    }
  });

  it('is the same rows on any day, every time moved by the days between the two seeding days', () => {
    const shift = Date.parse(seedBaseDate(late, NY)) - Date.parse(seedBaseDate(early, NY));
    expect(shift % DAY_MS).toBe(0);
    const before = timesOf(first);
    const after = timesOf(second);
    expect(after.map(({ at }) => at)).toEqual(before.map(({ at }) => at));
    expect(before.length).toBeGreaterThan(500);
    // Listed, not diffed: a diff of hundreds of rows takes jest minutes.
    const notMoved = after
      .filter(({ value }, i) => Date.parse(value) - Date.parse(before[i]?.value ?? '') !== shift)
      .map(({ at }) => at);
    expect(notMoved).toEqual([]);
    // Apart from their times (and the salted hashes), the rows are identical.
    const withoutTimes = (rows: Record<string, Row[]>) =>
      JSON.stringify(rows, (k, v: unknown) =>
        k.endsWith('hash') ? 'hash' : typeof v === 'string' && ISO.test(v) ? 'time' : v,
      );
    expect(withoutTimes(second) === withoutTimes(first)).toBe(true);
  });

  it('is recent and in the past on the day it is seeded, and no card in circulation has expired', () => {
    for (const [clock, rows] of [
      [early, first],
      [late, second],
    ] as const) {
      const now = clock.getTime();
      // The journeys read the base back from a demo company (e2e/support/seed-dates.ts).
      expect(seedBaseOfAccounts(rows.companies?.[0]?.created_at as string)).toBe(
        seedBaseDate(clock, NY),
      );
      const past = timesOf(rows).filter(({ at }) => !at.endsWith('.expiration_date'));
      const newest = Math.max(...past.map(({ value }) => Date.parse(value)));
      expect(newest).toBeLessThan(now);
      // The newest order is at most three days old (a Processing order placed the day before the base).
      expect(now - newest).toBeLessThan(3 * DAY_MS);
      const inCirculation = (rows.cards ?? []).filter((c) => c.status === 'InCirculation');
      for (const card of inCirculation)
        expect(Date.parse(card.expiration_date as string)).toBeGreaterThan(now + 2 * 365 * DAY_MS);
    }
  });
});
