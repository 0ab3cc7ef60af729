// The mail outbox: a mail is a row written in the transaction of the change it reports, sent and
// retried by the outbox worker, so a mail server that is down never fails the change. A claim
// leases the due rows in one UPDATE: two workers never hold the same row.
import crypto from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AppContext } from '../../app-context';
import { isPostgres } from '../db/database';
import type { Database } from '../db/schema';

export type OutboxRow = Selectable<Database['outbox']>;

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Kind of mail, e.g. 'order-receipt'. */
  kind: string;
  /** One mail per event: a second enqueue with the same key is ignored. */
  dedupeKey: string;
  /** The language the mail is written in ('en' / 'es'), kept with it. */
  language?: string;
}

/** How long a claimed row stays out of other workers' reach while it is being sent. */
export const CLAIM_LEASE_SECONDS = 120;
/** After this many failed attempts the mail is given up (kept with its error, no longer retried). */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_SECONDS = 30;
const LAST_RETRY_SECONDS = 3600;
const SMTP_REDACTED = '[sent through SMTP; body not kept]';

/** Seconds to wait after the n-th failed attempt: 30 s, 1 min, 2 min, ... at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(LAST_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));
}

function plusSeconds(iso: string, seconds: number): string {
  return new Date(Date.parse(iso) + seconds * 1000).toISOString();
}

/** The outbox row of a queued mail, as enqueueMail writes it. */
export function outboxRow(from: string, nowIso: string, mail: QueuedMail) {
  return {
    to_address: mail.to,
    from_address: from,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html,
    kind: mail.kind,
    created_at: nowIso,
    sent_at: null,
    error: null,
    attempts: 0,
    next_attempt_at: nowIso,
    claim_token: null,
    dedupe_key: mail.dedupeKey,
    language: mail.language ?? null,
  };
}

/** Queues a mail; call it with the transaction of the change the mail reports. */
export async function enqueueMail(
  trx: Kysely<Database>,
  from: string,
  nowIso: string,
  mail: QueuedMail,
): Promise<void> {
  await trx
    .insertInto('outbox')
    .values(outboxRow(from, nowIso, mail))
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

/** Claims up to `limit` due rows for this pass (atomically, see the top of the file). */
export async function claimDueMail(
  ctx: AppContext,
  limit: number,
): Promise<{ token: string; rows: OutboxRow[] }> {
  const token = crypto.randomUUID();
  const now = ctx.nowIso();
  const rows = await ctx.db
    .updateTable('outbox')
    .set({
      claim_token: token,
      next_attempt_at: plusSeconds(now, CLAIM_LEASE_SECONDS),
      attempts: sql<number>`attempts + 1`,
    })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('next_attempt_at', 'is not', null)
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .$if(isPostgres(ctx.db), (q) => q.forUpdate().skipLocked()),
    )
    .returningAll()
    .execute();
  return { token, rows: rows.sort((a, b) => a.id - b.id) };
}

/** Sends one claimed row; true when the server took it. A failure is recorded at once, a send by markSent. */
export async function sendClaimed(
  ctx: AppContext,
  token: string,
  row: OutboxRow,
): Promise<boolean> {
  try {
    await ctx.mailer.deliver({
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      ...(row.html_body ? { html: row.html_body } : {}),
    });
    return true;
  } catch (e) {
    const error = (e instanceof Error ? e.message : String(e)).slice(0, 500);
    const givingUp = row.attempts >= MAX_ATTEMPTS;
    const retryAt = givingUp ? null : plusSeconds(ctx.nowIso(), retryDelaySeconds(row.attempts));
    await ctx.db
      .updateTable('outbox')
      .set({ error, next_attempt_at: retryAt, claim_token: null })
      .where('id', '=', row.id)
      .where('claim_token', '=', token)
      .execute();
    // The address stays out of the log (the row has it); the id finds it.
    const fields = { outboxId: row.id, kind: row.kind, attempts: row.attempts, error };
    if (givingUp) ctx.log.error(fields, 'mail given up after the last attempt');
    else ctx.log.warn({ ...fields, retryAt }, 'mail not sent; will retry');
    return false;
  }
}

/** Records rows of one claim as sent, in one statement; a process that dies first resends them. */
export async function markSent(
  ctx: AppContext,
  token: string,
  rows: readonly OutboxRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  // With a real mail server the sent body leaves the database (as mailer.send does).
  const redact = ctx.mailer.usesSmtp ? { text_body: SMTP_REDACTED, html_body: null } : {};
  await ctx.db
    .updateTable('outbox')
    .set({
      sent_at: ctx.nowIso(),
      next_attempt_at: null,
      claim_token: null,
      error: null,
      ...redact,
    })
    .where('id', 'in', ids)
    .where('claim_token', '=', token)
    .execute();
  for (const row of rows)
    ctx.log.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, 'mail sent');
}
