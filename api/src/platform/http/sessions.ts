// Session tokens: random, stored as SHA-256, valid Token_Validity seconds, rotated by
// /user/isTokenValid and /user/refreshtoken. The tokens of one login share a family that logout
// ends; the server also ends a login idle for Session_Timeout, or older than
// SESSION_ABSOLUTE_SECONDS however often refreshed. All in the database, shared by instances.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { isoPlus } from '../../app-context';
import type { SessionRow, UserRow } from '../db/schema';
import { columnsReader, everyColumnOf } from '../db/joined-row';
import { fixedRowsStatement, runFixedRows } from '../db/json-rows';
import { hashToken, newToken } from './token-hash';

/** After rotation the old token keeps working this long, so requests already in flight succeed. */
export const ROTATION_GRACE_SECONDS = 30;

export interface NewSessionInput {
  userId?: number | null;
  anonymousCardSerial?: string | null;
  anonymousEmail?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /** The login this token continues (rotation); default a new family starting now. */
  family?: { id: string; startedAt: string };
}

export interface IssuedSession {
  token: string;
  session: SessionRow;
}

export async function createSession(
  ctx: AppContext,
  input: NewSessionInput,
): Promise<IssuedSession> {
  const token = newToken();
  const now = ctx.clock();
  const family = input.family ?? { id: randomUUID(), startedAt: now.toISOString() };
  // Never valid beyond the login's absolute end, so the browser is told the real expiry.
  const validTo = isoPlus(now, ctx.settings.tokenValiditySeconds);
  const absoluteEnd = absoluteEndOf(ctx, family.startedAt);
  const session = await ctx.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: input.userId ?? null,
      anonymous_card_serial: input.anonymousCardSerial ?? null,
      anonymous_email: input.anonymousEmail ?? null,
      created_at: now.toISOString(),
      expires_at: validTo < absoluteEnd ? validTo : absoluteEnd,
      last_seen_at: now.toISOString(),
      revoked_at: null,
      replaced_by: null,
      ip: input.ip ?? null,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
      family_id: family.id,
      family_started_at: family.startedAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token, session };
}

export interface ResolvedSession {
  session: SessionRow;
  user: UserRow | null;
}

/** Every column of users, read with the session in one query (each API call resolves one). */
const USER_COLUMNS = everyColumnOf<UserRow>()([
  'id',
  'email',
  'password_hash',
  'first_name',
  'last_name',
  'address1',
  'address2',
  'town',
  'state',
  'zipcode',
  'phone',
  'is_sponsor',
  'company_id',
  'failed_logins',
  'locked_until',
  'password_changed_at',
  'created_at',
  'updated_at',
  'language',
  'weekly_digest',
  'notify_receipts',
  'notify_autoload',
  'mail_language',
]);

/** Every column of sessions, read with the user in the statement below. */
const SESSION_COLUMNS = everyColumnOf<SessionRow>()([
  'id',
  'token_hash',
  'user_id',
  'anonymous_card_serial',
  'anonymous_email',
  'created_at',
  'expires_at',
  'last_seen_at',
  'revoked_at',
  'replaced_by',
  'ip',
  'user_agent',
  'family_id',
  'family_started_at',
]);

const readSession = columnsReader<SessionRow>('', SESSION_COLUMNS);
const readUser = columnsReader<UserRow>('user__', USER_COLUMNS);

// A fixed text: nothing to build per call, one prepared statement reused (db/json-rows.ts).
const SESSION_WITH_USER = fixedRowsStatement(
  [
    ...SESSION_COLUMNS.map((c) => [`s.${c}`, c] as const),
    ...USER_COLUMNS.map((c) => [`u.${c}`, `user__${c}`] as const),
  ],
  'FROM sessions s LEFT JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1',
);

/** The live session for a token, or null if unknown, revoked or expired. */
export async function findSession(ctx: AppContext, token: string): Promise<ResolvedSession | null> {
  if (!token || token.length > 200) return null;
  // One query for session and user: this runs on every API call.
  const [row] = await runFixedRows(ctx.db, SESSION_WITH_USER, [hashToken(token)]);
  if (!row) return null;
  const found = readSession(row);
  const now = ctx.clock();
  if (found.revoked_at || found.expires_at <= now.toISOString()) return null;
  if (sessionLifetimeOver(ctx, found, now)) return null;
  let user: UserRow | null = null;
  if (found.user_id !== null) {
    if (row.user__id === null || row.user__id === undefined) return null;
    user = readUser(row);
  }
  return { session: found, user };
}

/** The login's absolute end (family start + SESSION_ABSOLUTE_SECONDS). */
function absoluteEndOf(ctx: AppContext, startedAt: string): string {
  return isoPlus(new Date(startedAt), ctx.settings.sessionAbsoluteSeconds);
}

/**
 * Idle for Session_Timeout or past its login's absolute lifetime. last_seen_at lags the last call
 * by up to touchEveryMs, so an idle session ends at most that much early, never late.
 */
export function sessionLifetimeOver(
  ctx: AppContext,
  session: Pick<SessionRow, 'last_seen_at' | 'created_at' | 'family_started_at'>,
  now: Date,
): boolean {
  const lastSeen = Date.parse(session.last_seen_at || session.created_at);
  if (now.getTime() - lastSeen >= ctx.settings.sessionTimeoutSeconds * 1000) return true;
  return absoluteEndOf(ctx, session.family_started_at ?? session.created_at) <= now.toISOString();
}

/** How often last_seen_at is written (not on every call, or each read is a write). */
function touchEveryMs(ctx: AppContext): number {
  return Math.min(60_000, Math.floor((ctx.settings.sessionTimeoutSeconds * 1000) / 30));
}

export async function touchSession(
  ctx: AppContext,
  session: Pick<SessionRow, 'id' | 'last_seen_at'>,
): Promise<void> {
  const now = ctx.clock();
  if (session.last_seen_at && now.getTime() - Date.parse(session.last_seen_at) < touchEveryMs(ctx))
    return;
  await ctx.db
    .updateTable('sessions')
    .set({ last_seen_at: now.toISOString() })
    .where('id', '=', session.id)
    .execute();
}

/** Issues a new token for the same principal with a fresh validity; the old one ends after a short grace. */
export async function rotateSession(
  ctx: AppContext,
  old: SessionRow,
  ip?: string | null,
  userAgent?: string | null,
): Promise<IssuedSession> {
  const issued = await createSession(ctx, {
    userId: old.user_id,
    anonymousCardSerial: old.anonymous_card_serial,
    anonymousEmail: old.anonymous_email,
    ip: ip ?? old.ip,
    userAgent: userAgent ?? old.user_agent,
    family: { id: familyOf(old), startedAt: old.family_started_at ?? old.created_at },
  });
  const graceEnd = isoPlus(ctx.clock(), ROTATION_GRACE_SECONDS);
  await ctx.db
    .updateTable('sessions')
    .set({
      replaced_by: issued.session.id,
      expires_at: graceEnd < old.expires_at ? graceEnd : old.expires_at,
    })
    .where('id', '=', old.id)
    .execute();
  return issued;
}

/** The family of a session (rows from before the family column are each their own). */
export function familyOf(session: Pick<SessionRow, 'id' | 'family_id'>): string {
  return session.family_id ?? `session-${session.id}`;
}

/** Logout: ends every token of the login, whichever of them is presented. */
export async function revokeSession(
  ctx: AppContext,
  session: Pick<SessionRow, 'id' | 'family_id'>,
): Promise<void> {
  await ctx.db
    .updateTable('sessions')
    .set({ revoked_at: ctx.nowIso() })
    .where((eb) => eb.or([eb('id', '=', session.id), eb('family_id', '=', familyOf(session))]))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every token of a user but `keepSessionId` (password change); returns how many ended. */
export async function revokeUserSessions(
  ctx: AppContext,
  userId: number,
  keepSessionId?: number,
): Promise<number> {
  let q = ctx.db
    .updateTable('sessions')
    .set({ revoked_at: ctx.nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) q = q.where('id', '!=', keepSessionId);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows ?? 0n);
}

/** "End other sessions": every login of the user but the caller's ends. Returns how many logins ended. */
export async function revokeOtherFamilies(
  ctx: AppContext,
  userId: number,
  keep: Pick<SessionRow, 'id' | 'family_id'>,
): Promise<number> {
  const keepFamily = familyOf(keep);
  const live = await ctx.db
    .selectFrom('sessions')
    .select(['id', 'family_id', 'last_seen_at', 'created_at', 'family_started_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', ctx.nowIso())
    .execute();
  // Counted: logins that still worked (an idle or too old one had already ended).
  const now = ctx.clock();
  const families = new Set(
    live
      .filter((r) => !sessionLifetimeOver(ctx, r, now))
      .map((r) => familyOf(r))
      .filter((f) => f !== keepFamily),
  );
  await ctx.db
    .updateTable('sessions')
    .set({ revoked_at: ctx.nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('family_id', 'is', null), eb('family_id', '!=', keepFamily)]))
    .where('id', '!=', keep.id)
    .execute();
  return families.size;
}

/** Housekeeping: drop sessions that ended more than a day ago. */
export async function purgeOldSessions(ctx: AppContext): Promise<void> {
  const cutoff = isoPlus(ctx.clock(), -86400);
  await ctx.db.deleteFrom('sessions').where('expires_at', '<', cutoff).execute();
}
