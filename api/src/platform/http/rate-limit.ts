// Rate limits counted in the database (shared by every API instance) over a sliding window: a
// hit counts this fixed window plus the part of the previous one still in reach, so a client
// cannot spend a whole limit at the end of one window and another at the start of the next.
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { API_MSG, ApiError } from './envelope';

/** The count a hit is judged by: this window's hits and the previous window's still in reach. */
export function slidingCount(current: number, previous: number, elapsedFraction: number): number {
  return current + previous * (1 - elapsedFraction);
}

/** Counts one hit for `key`; throws 481 (HTTP 429) when the hits of the last `windowSeconds` exceed `limit`. */
export async function hitRateLimit(
  ctx: AppContext,
  key: string,
  limit: number,
  windowSeconds = ctx.settings.rateLimit.windowSeconds,
): Promise<void> {
  const now = ctx.clock().getTime();
  const windowMs = windowSeconds * 1000;
  const startMs = Math.floor(now / windowMs) * windowMs;
  const row = await ctx.db
    .insertInto('rate_limits')
    .values({ key, window_start: new Date(startMs).toISOString(), count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['key', 'window_start'])
        .doUpdateSet({ count: sql<number>`rate_limits.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  const tooMany = () => new ApiError(API_MSG.TOO_MANY_REQUESTS, { httpStatus: 429 });
  // Within the limit on this window alone, the previous one is not read (most hits).
  if (row.count > limit) throw tooMany();
  const previous = await ctx.db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', key)
    .where('window_start', '=', new Date(startMs - windowMs).toISOString())
    .executeTakeFirst();
  const elapsed = (now - startMs) / windowMs;
  if (previous && slidingCount(Number(row.count), Number(previous.count), elapsed) > limit)
    throw tooMany();
}

/** Forgets every window of `key` (a password reset by mail clears the account's login count). */
export async function clearRateLimit(ctx: AppContext, key: string): Promise<void> {
  await ctx.db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

export async function purgeOldRateLimits(ctx: AppContext): Promise<void> {
  const cutoff = new Date(ctx.clock().getTime() - 2 * 86400 * 1000).toISOString();
  await ctx.db.deleteFrom('rate_limits').where('window_start', '<', cutoff).execute();
}
