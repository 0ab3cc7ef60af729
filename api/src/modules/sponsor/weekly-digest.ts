// The sponsor weekly digest: what a sponsor administrator who opted in hears
// about their company once a week: employees without a card, company cards running low, and
// subscription payments that failed. Every API process looks for due digests (weekly-digest-
// worker.ts); the mail is queued in the outbox with a dedupe key per administrator and week,
// so however many processes look, one mail is queued, and the outbox worker sends it once.
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/database';
import { enqueueMail } from '../../platform/outbox/mail-outbox';
import { isLanguage, type Language } from '../../platform/i18n/request-language';
import { recordText } from '../../platform/i18n/record-texts';
import {
  renderSponsorDigestMail,
  type DigestCard,
  type DigestEmployee,
  type DigestPayment,
} from '../../platform/mail/templates/sponsor-digest';

/** A company card's contract under this balance counts as low (cents): the rider alerts' default. */
export const SPONSOR_LOW_BALANCE_CENTS = 500;
/** Rows named in the mail per section; the rest are counted. */
const SHOWN = 10;
/** The digest week starts on Monday at this local hour, so it arrives at the start of a working day. */
const WEEK_STARTS_AT_HOUR = 7;
const DAY_MS = 86_400_000;

/** The ISO week (2026-W48) of a local calendar date. */
export function isoWeekOf(year: number, month: number, day: number): string {
  const date = Date.UTC(year, month - 1, day);
  const weekday = new Date(date).getUTCDay() || 7; // Monday 1 … Sunday 7
  const thursday = new Date(date + (4 - weekday) * DAY_MS);
  const isoYear = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(isoYear, 0, 1)) / DAY_MS / 7);
  return `${isoYear}-W${String(week).padStart(2, '0')}`;
}

/**
 * The digest week `now` belongs to in the portal's time zone. A week runs from Monday 07:00 to
 * the next Monday 07:00 local time, so a Monday before seven still belongs to the week before.
 */
export function digestWeek(now: Date, timeZone: string): string {
  const shifted = new Date(now.getTime() - WEEK_STARTS_AT_HOUR * 3_600_000);
  // en-CA writes the day as YYYY-MM-DD.
  const [year = 0, month = 0, day = 0] = new Intl.DateTimeFormat('en-CA', { timeZone })
    .format(shifted)
    .split('-')
    .map(Number);
  return isoWeekOf(year, month, day);
}

export function digestDedupeKey(userId: number, week: string): string {
  return `sponsor-digest:${userId}:${week}`;
}

export interface DigestContent {
  employeesWithoutCard: { total: number; shown: DigestEmployee[] };
  lowBalanceCards: { total: number; shown: DigestCard[]; underCents: number };
  failedPayments: { total: number; shown: DigestPayment[] };
}

/** What the digest of one company says at `nowIso`: the same queries the settings panel counts. */
export async function collectDigest(
  db: Db,
  companyId: number,
  nowIso: string,
  language: Language,
): Promise<DigestContent> {
  const weekAgo = new Date(Date.parse(nowIso) - 7 * DAY_MS).toISOString();
  const noCard = db
    .selectFrom('employees')
    .where('company_id', '=', companyId)
    .where('card_id', 'is', null);
  const low = db
    .selectFrom('contracts as k')
    .innerJoin('cards as c', 'c.id', 'k.card_id')
    .where('c.company_id', '=', companyId)
    .where('c.status', '=', 'InCirculation')
    .where('c.expiration_date', '>', nowIso)
    .where('k.units_left', '<', SPONSOR_LOW_BALANCE_CENTS);
  const failed = db
    .selectFrom('orders')
    .where('company_id', '=', companyId)
    .where('status', '=', 'Rejected')
    .where('creation_date', '>=', weekAgo);
  const [noCardCount, noCardRows, lowCount, lowRows, failedCount, failedRows] = await Promise.all([
    noCard.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    noCard
      .select(['employee_code', 'first_name', 'last_name'])
      .orderBy('employee_code')
      .limit(SHOWN)
      .execute(),
    low.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    low
      .select(['c.serial', 'c.profile_name', 'k.units_left'])
      .orderBy('k.units_left')
      .orderBy('c.serial')
      .limit(SHOWN)
      .execute(),
    failed.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    failed
      .select(['id', 'creation_date', 'price'])
      .orderBy('creation_date', 'desc')
      .limit(SHOWN)
      .execute(),
  ]);
  return {
    employeesWithoutCard: {
      total: Number(noCardCount.n),
      shown: noCardRows.map((e) => ({
        employeeCode: e.employee_code,
        name: `${e.first_name} ${e.last_name}`.trim(),
      })),
    },
    lowBalanceCards: {
      total: Number(lowCount.n),
      shown: lowRows.map((c) => ({
        serial: c.serial,
        profileName: recordText(c.profile_name, language),
        cents: c.units_left,
      })),
      underCents: SPONSOR_LOW_BALANCE_CENTS,
    },
    failedPayments: {
      total: Number(failedCount.n),
      shown: failedRows.map((o) => ({ orderId: o.id, date: o.creation_date, cents: o.price })),
    },
  };
}

/**
 * Queues this week's digest for every sponsor administrator who opted in and has none queued
 * yet. Returns how many were queued by this call (another process may have queued the rest).
 */
export async function enqueueDueDigests(ctx: AppContext): Promise<number> {
  const nowIso = ctx.nowIso();
  const week = digestWeek(new Date(nowIso), ctx.settings.timeZone);
  const admins = await ctx.db
    .selectFrom('users as u')
    .innerJoin('companies as co', 'co.id', 'u.company_id')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.language',
      'u.company_id',
      'co.name as company_name',
    ])
    .where('u.is_sponsor', '=', 1)
    .where('u.weekly_digest', '=', 1)
    .execute();
  if (admins.length === 0) return 0;
  const keys = admins.map((a) => digestDedupeKey(a.id, week));
  const queued = new Set(
    (
      await ctx.db
        .selectFrom('outbox')
        .select('dedupe_key')
        .where('dedupe_key', 'in', keys)
        .execute()
    ).map((r) => r.dedupe_key),
  );
  let count = 0;
  for (const admin of admins) {
    const dedupeKey = digestDedupeKey(admin.id, week);
    if (queued.has(dedupeKey) || admin.company_id === null) continue;
    const language = isLanguage(admin.language) ? admin.language : 'en';
    const content = await collectDigest(ctx.db, admin.company_id, nowIso, language);
    const mail = renderSponsorDigestMail({
      ...content,
      language,
      firstName: admin.first_name,
      companyName: admin.company_name,
      week,
      portal: ctx.settings.publicOrigin,
      timeZone: ctx.settings.timeZone,
    });
    await ctx.db.transaction().execute((trx) =>
      enqueueMail(trx, ctx.mailer.from, nowIso, {
        ...mail,
        to: admin.email,
        kind: 'sponsor-digest',
        dedupeKey,
        language,
      }),
    );
    count += 1;
  }
  return count;
}
