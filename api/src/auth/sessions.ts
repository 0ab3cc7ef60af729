// Session tokens: random, stored as SHA-256, expire Token_Validity seconds after issue,
// revoked at logout, rotated (with a fresh validity) by /user/isTokenValid and
// /user/refreshtoken. Idle logout (Session_Timeout) is the browser's job: it sees clicks
// the server never sees. All in the database so several API instances can share them.
import { sql } from 'kysely';
import type { AppContext } from '../app-context';
import { isoPlus } from '../app-context';
import type { SessionRow, UserRow } from '../db/schema';
import { hashToken, newToken } from './token-hash';

/** After rotation the old token keeps working this long, so requests already in flight succeed. */
export const ROTATION_GRACE_SECONDS = 30;

export interface NewSessionInput {
  userId?: number | null;
  anonymousCardSerial?: string | null;
  anonymousEmail?: string | null;
  ip?: string | null;
  userAgent?: string | null;
}

export interface IssuedSession {
  token: string;
  session: SessionRow;
}

export async function createSession(ctx: AppContext, input: NewSessionInput): Promise<IssuedSession> {
  const token = newToken();
  const now = ctx.clock();
  const session = await ctx.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: input.userId ?? null,
      anonymous_card_serial: input.anonymousCardSerial ?? null,
      anonymous_email: input.anonymousEmail ?? null,
      created_at: now.toISOString(),
      expires_at: isoPlus(now, ctx.settings.tokenValiditySeconds),
      last_seen_at: now.toISOString(),
      revoked_at: null,
      replaced_by: null,
      ip: input.ip ?? null,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token, session };
}

export interface ResolvedSession {
  session: SessionRow;
  user: UserRow | null;
}

/** The live session for a token, or null if unknown, revoked or expired. */
/** Every column of users, read with the session in one query (each API call resolves one). */
const USER_COLUMNS = [
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
] as const satisfies ReadonlyArray<keyof UserRow>;
// A users column missing from the list above fails the type check here.
const everyUserColumn: [Exclude<keyof UserRow, (typeof USER_COLUMNS)[number]>] extends [never] ? true : false = true;
void everyUserColumn;

const SESSION_WITH_USER_SQL = `SELECT s.*, ${USER_COLUMNS.map((c) => `u.${c} AS user__${c}`).join(', ')} FROM sessions s LEFT JOIN users u ON u.id = s.user_id WHERE s.token_hash = `;
const SESSION_WITH_USER = (tokenHash: string) => sql<Record<string, unknown>>`${sql.raw(SESSION_WITH_USER_SQL)}${tokenHash}`;

/** The live session for a token, or null if unknown, revoked or expired. */
export async function findSession(ctx: AppContext, token: string): Promise<ResolvedSession | null> {
  if (!token || token.length > 200) return null;
  // One query for session and user: this runs on every API call. Written as one raw statement
  // because building it with the query builder (18 aliased columns) cost more than the second
  // query it saves.
  const { rows } = await SESSION_WITH_USER(hashToken(token)).execute(ctx.db);
  const row = rows[0];
  if (!row) return null;
  const session: Record<string, unknown> = {};
  const joined: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith('user__')) joined[key.slice(6)] = value;
    else session[key] = value;
  }
  const found = session as unknown as SessionRow;
  const nowIso = ctx.clock().toISOString();
  if (found.revoked_at) return null;
  if (found.expires_at <= nowIso) return null;
  let user: UserRow | null = null;
  if (found.user_id !== null) {
    if (joined.id === null || joined.id === undefined) return null;
    user = joined as unknown as UserRow;
  }
  return { session: found, user };
}

/** Last-seen is bookkeeping for operators, to the minute: writing it on every call made each read a write. */
const TOUCH_EVERY_MS = 60_000;

export async function touchSession(ctx: AppContext, session: Pick<SessionRow, 'id' | 'last_seen_at'>): Promise<void> {
  const now = ctx.clock();
  if (session.last_seen_at && now.getTime() - Date.parse(session.last_seen_at) < TOUCH_EVERY_MS) return;
  await ctx.db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', session.id).execute();
}

/** Issues a new token for the same principal with a fresh validity; the old one ends after a short grace. */
export async function rotateSession(ctx: AppContext, old: SessionRow, ip?: string | null, userAgent?: string | null): Promise<IssuedSession> {
  const issued = await createSession(ctx, {
    userId: old.user_id,
    anonymousCardSerial: old.anonymous_card_serial,
    anonymousEmail: old.anonymous_email,
    ip: ip ?? old.ip,
    userAgent: userAgent ?? old.user_agent,
  });
  const graceEnd = isoPlus(ctx.clock(), ROTATION_GRACE_SECONDS);
  await ctx.db
    .updateTable('sessions')
    .set({ replaced_by: issued.session.id, expires_at: graceEnd < old.expires_at ? graceEnd : old.expires_at })
    .where('id', '=', old.id)
    .execute();
  return issued;
}

export async function revokeSession(ctx: AppContext, sessionId: number): Promise<void> {
  const now = ctx.nowIso();
  await ctx.db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
  // Tokens rotated out of this session (or into it) end with it.
  await ctx.db.updateTable('sessions').set({ revoked_at: now }).where('replaced_by', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Revokes every session of a user, except `keepSessionId` (and the token it was rotated from). */
export async function revokeUserSessions(ctx: AppContext, userId: number, keepSessionId?: number): Promise<void> {
  let q = ctx.db.updateTable('sessions').set({ revoked_at: ctx.nowIso() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) q = q.where('id', '!=', keepSessionId);
  await q.execute();
}

/** Housekeeping: drop sessions that ended more than a day ago. */
export async function purgeOldSessions(ctx: AppContext): Promise<void> {
  const cutoff = isoPlus(ctx.clock(), -86400);
  await ctx.db.deleteFrom('sessions').where('expires_at', '<', cutoff).execute();
}
