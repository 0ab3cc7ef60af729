// Fixed-window rate limits counted in the database (shared by every API instance).
import { sql } from 'kysely';
import type { AppContext } from '../app-context';
import { API_MSG, ApiError } from '../http/envelope';

/** Counts one hit for `key`; throws 481 (HTTP 429) when the window's count exceeds `limit`. */
export async function hitRateLimit(ctx: AppContext, key: string, limit: number, windowSeconds = ctx.settings.rateLimit.windowSeconds): Promise<void> {
  const now = ctx.clock().getTime();
  const windowStart = new Date(Math.floor(now / (windowSeconds * 1000)) * windowSeconds * 1000).toISOString();
  const row = await ctx.db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql<number>`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  if (row.count > limit) throw new ApiError(API_MSG.TOO_MANY_REQUESTS, { httpStatus: 429 });
}

/** Forgets every window of `key` (a password reset by mail clears the account's login count). */
export async function clearRateLimit(ctx: AppContext, key: string): Promise<void> {
  await ctx.db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

export async function purgeOldRateLimits(ctx: AppContext): Promise<void> {
  const cutoff = new Date(ctx.clock().getTime() - 2 * 86400 * 1000).toISOString();
  await ctx.db.deleteFrom('rate_limits').where('window_start', '<', cutoff).execute();
}
