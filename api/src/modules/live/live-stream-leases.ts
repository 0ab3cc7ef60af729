// Live-status stream caps. The streams of one user, and of one client address
// whatever the accounts, are counted in the database, the one thing every API process and
// machine shares: each open stream is a row (a lease) that its process renews while it runs and
// deletes when the stream ends. A process that dies without ending its streams stops renewing,
// and its rows stop counting once they lapse (LIVE_STREAM_LEASE_SECONDS).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { lockKey } from '../../platform/db/database';

export interface LeaseRequest {
  /** This process's holder id (one per start). */
  holder: string;
  userId: number;
  ip: string;
}

/** The lease period from now: forward for an expiry, back (-1) for a cutoff. */
function leaseFromNow(ctx: AppContext, direction: 1 | -1 = 1): string {
  const ms = direction * ctx.settings.liveStreamLeaseSeconds * 1000;
  return new Date(ctx.clock().getTime() + ms).toISOString();
}

/** Takes a place for a new stream; the lease id, or null when the user or the address is at its cap. */
export async function acquireStreamLease(
  ctx: AppContext,
  { holder, userId, ip }: LeaseRequest,
): Promise<string | null> {
  const id = randomUUID();
  const now = ctx.nowIso();
  const expiresAt = leaseFromNow(ctx);
  const inserted = await ctx.db.transaction().execute(async (trx) => {
    // PostgreSQL: two processes counting at once would both see a free place; the user's lock,
    // then the address's (always in that order, so no two wait on each other), make them take
    // turns. SQLite: the one statement below holds the write lock from its start.
    await lockKey(trx, `live-stream:user:${userId}`);
    await lockKey(trx, `live-stream:ip:${ip}`);
    // Counted and taken in one statement: nothing can slip in between.
    const result = await sql`
      insert into live_stream_leases (id, holder, user_id, ip, expires_at)
      select ${id}, ${holder}, cast(${userId} as integer), ${ip}, ${expiresAt}
      where (select count(*) from live_stream_leases where user_id = ${userId} and expires_at > ${now}) < ${ctx.settings.liveStreamsPerUser}
        and (select count(*) from live_stream_leases where ip = ${ip} and expires_at > ${now}) < ${ctx.settings.liveStreamsPerIp}
    `.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
  return inserted === 1 ? id : null;
}

/** Rows per renewal statement: a process may hold thousands of streams. */
const RENEW_CHUNK = 500;

/**
 * Pushes back the expiry of the leases of the streams still open. By id, not by holder: a lease
 * whose release failed (the database away for a moment) must lapse, not be renewed for as long
 * as its process runs.
 */
export async function renewStreamLeases(ctx: AppContext, ids: readonly string[]): Promise<void> {
  const expiresAt = leaseFromNow(ctx);
  for (let i = 0; i < ids.length; i += RENEW_CHUNK) {
    await ctx.db
      .updateTable('live_stream_leases')
      .set({ expires_at: expiresAt })
      .where('id', 'in', ids.slice(i, i + RENEW_CHUNK))
      .execute();
  }
}

export async function releaseStreamLease(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.deleteFrom('live_stream_leases').where('id', '=', id).execute();
}

/** Frees every place `holder` holds (its shutdown). */
export async function releaseHolderLeases(ctx: AppContext, holder: string): Promise<void> {
  await ctx.db.deleteFrom('live_stream_leases').where('holder', '=', holder).execute();
}

/** Deletes the rows of dead processes, lapsed a whole lease period ago (they already count for nothing). */
export async function pruneStreamLeases(ctx: AppContext): Promise<void> {
  await ctx.db
    .deleteFrom('live_stream_leases')
    .where('expires_at', '<', leaseFromNow(ctx, -1))
    .execute();
}
