// The remote-load counts every API process shares, per minute: the canary judge needs the whole
// cluster's, not one process's.
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import type { RemoteLoadOutcome } from '@qcard/contracts/telemetry-api';

export type { RemoteLoadOutcome };

/** Rows are kept this long; the judge looks at minutes, not days. */
const KEEP_MS = 86_400_000;

function epochMinute(ms: number): number {
  return Math.floor(ms / 60_000);
}

/** Adds the reports to this minute's counts (one statement per distinct app, version and outcome). */
export async function recordRemoteLoads(
  ctx: AppContext,
  reports: Array<{ app: string; version: string; outcome: RemoteLoadOutcome }>,
): Promise<void> {
  if (reports.length === 0) return;
  const minute = epochMinute(ctx.clock().getTime());
  const grouped = new Map<string, (typeof reports)[number] & { loads: number }>();
  for (const r of reports) {
    const key = JSON.stringify([r.app, r.version, r.outcome]);
    const row = grouped.get(key);
    if (row) row.loads += 1;
    else grouped.set(key, { app: r.app, version: r.version, outcome: r.outcome, loads: 1 });
  }
  // Sorted, so two processes adding the same rows take their locks in the same order.
  const rows = [...grouped.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, row]) => ({ ...row, minute }));
  await ctx.db
    .insertInto('remote_load_counts')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['app', 'version', 'outcome', 'minute'])
        .doUpdateSet({ loads: sql<number>`remote_load_counts.loads + excluded.loads` }),
    )
    .execute();
}

/** Loads of `app` per version and outcome since `sinceMs` (whole minutes: the minute holding sinceMs counts). */
export async function countRemoteLoads(
  ctx: AppContext,
  app: string,
  sinceMs: number,
): Promise<Array<{ version: string; outcome: RemoteLoadOutcome; loads: number }>> {
  const rows = await ctx.db
    .selectFrom('remote_load_counts')
    .select(['version', 'outcome', (eb) => eb.fn.sum<number>('loads').as('loads')])
    .where('app', '=', app)
    .where('minute', '>=', epochMinute(sinceMs))
    .groupBy(['version', 'outcome'])
    .orderBy('version')
    .orderBy('outcome')
    .execute();
  return rows.map((r) => ({
    version: r.version,
    outcome: r.outcome as RemoteLoadOutcome,
    loads: Number(r.loads),
  }));
}

/** Housekeeping: drops the minutes older than a day. */
export async function purgeOldRemoteLoads(ctx: AppContext): Promise<void> {
  await ctx.db
    .deleteFrom('remote_load_counts')
    .where('minute', '<', epochMinute(ctx.clock().getTime() - KEEP_MS))
    .execute();
}
