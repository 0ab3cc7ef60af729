// Session tokens: random, stored as SHA-256, expire Token_Validity seconds after issue,
// revoked at logout, rotated (with a fresh validity) by /user/isTokenValid and
// /user/refreshtoken. Idle logout (Session_Timeout) is the browser's job: it sees clicks
// the server never sees. All in the database so several API instances can share them.
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
export async function findSession(ctx: AppContext, token: string): Promise<ResolvedSession | null> {
  if (!token || token.length > 200) return null;
  const session = await ctx.db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
  if (!session) return null;
  const now = ctx.clock();
  const nowIso = now.toISOString();
  if (session.revoked_at) return null;
  if (session.expires_at <= nowIso) return null;
  let user: UserRow | null = null;
  if (session.user_id !== null) {
    user = (await ctx.db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst()) ?? null;
    if (!user) return null;
  }
  return { session, user };
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
