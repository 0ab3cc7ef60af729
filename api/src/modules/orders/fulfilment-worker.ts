// Moves orders from ProcessingOrder to Honoured / Rejected once their fulfil_after time has
// passed. State lives in the database only, so a restart simply picks up where it stopped.
// Each order is claimed and fulfilled in ONE transaction: the claim (a conditional status
// update) and every credit commit together or not at all, so an item is never credited twice,
// even with two workers (a second claim of the same order updates no row).
import type { AppContext } from '../../app-context';
import { publishLiveEvent } from '../live/public';
import { fulfilmentTasks, getItemFulfiller, type FulfilmentOutcome } from './fulfilment-registry';
import { ORDER_STATUS } from '../../platform/db/order-status';
import { settleOrphanedPayments } from './payment-settlement';
import { paymentOwnerOf, retirePaymentOwner } from './payment-owner';
import { isPostgres } from '../../platform/db/database';
import {
  appWorkers,
  startPeriodicWorker,
  type PeriodicWorker,
} from '../../platform/background/periodic-worker';

/** Status an order holds while one worker fulfils it (inside the transaction only). */
const CLAIMED = 'Fulfilling';
const RETRY_SECONDS = 60;
const BATCH = 20;

/** Fulfils one order if it is still ProcessingOrder; returns its new status, or null if someone else had it. */
export async function fulfilOrder(
  ctx: AppContext,
  orderId: number,
): Promise<FulfilmentOutcome | null> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      if (isPostgres(trx)) {
        // Another instance's worker holding this order skips it instead of waiting for it.
        const free = await trx
          .selectFrom('orders')
          .select('id')
          .where('id', '=', orderId)
          .where('status', '=', ORDER_STATUS.Processing)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!free) return null;
      }
      const claimed = await trx
        .updateTable('orders')
        .set({ status: CLAIMED })
        .where('id', '=', orderId)
        .where('status', '=', ORDER_STATUS.Processing)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return null;
      const order = await trx
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      const items = await trx
        .selectFrom('order_items')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
      let honoured = 0;
      for (const item of items) {
        if (item.status === ORDER_STATUS.Honoured) {
          honoured += 1;
          continue;
        }
        if (item.status !== ORDER_STATUS.Processing) continue;
        const fulfiller = getItemFulfiller(item.item_type);
        const outcome: FulfilmentOutcome = fulfiller
          ? await fulfiller(trx, ctx, item, { ...order, status: ORDER_STATUS.Processing })
          : 'Rejected';
        if (!fulfiller)
          ctx.log.warn(
            { orderId, itemType: item.item_type },
            'no fulfiller for order item type; item rejected',
          );
        if (outcome === 'Honoured') honoured += 1;
        await trx
          .updateTable('order_items')
          .set({ status: outcome })
          .where('id', '=', item.id)
          .execute();
      }
      const status: FulfilmentOutcome =
        honoured > 0 || items.length === 0 ? 'Honoured' : 'Rejected';
      await trx
        .updateTable('orders')
        .set({ status, fulfilled_at: ctx.nowIso() })
        .where('id', '=', orderId)
        .execute();
      // An open page of the buyer shows it at once.
      if (order.user_id !== null)
        await publishLiveEvent(trx, ctx.nowIso(), order.user_id, 'order', { orderId, status });
      return status;
    });
  } catch (err) {
    ctx.log.error({ err, orderId }, 'order fulfilment failed; will retry');
    const later = new Date(ctx.clock().getTime() + RETRY_SECONDS * 1000).toISOString();
    await ctx.db
      .updateTable('orders')
      .set({ fulfil_after: later })
      .where('id', '=', orderId)
      .where('status', '=', ORDER_STATUS.Processing)
      .execute();
    return null;
  }
}

/** Orders due now (seeded orders without fulfil_after are never due). */
export async function dueOrderIds(ctx: AppContext, limit = BATCH): Promise<number[]> {
  const rows = await ctx.db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', ORDER_STATUS.Processing)
    .where('fulfil_after', 'is not', null)
    .where('fulfil_after', '<=', ctx.nowIso())
    .orderBy('fulfil_after')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** runOnce() fulfils every due order now and returns how many were settled. */
function startFulfilmentWorker(ctx: AppContext): PeriodicWorker {
  const pass = async (isStopped: () => boolean): Promise<number> => {
    let settled = 0;
    try {
      await settleOrphanedPayments(ctx);
    } catch (err) {
      ctx.log.error({ err }, 'settling orphaned payments failed');
    }
    for (const task of fulfilmentTasks()) {
      try {
        await task(ctx);
      } catch (err) {
        ctx.log.error({ err }, 'fulfilment task failed');
      }
    }
    for (;;) {
      if (isStopped()) return settled;
      const ids = await dueOrderIds(ctx);
      if (ids.length === 0) return settled;
      let progressed = 0;
      for (const id of ids) {
        if (isStopped()) return settled;
        if ((await fulfilOrder(ctx, id)) !== null) {
          settled += 1;
          progressed += 1;
        }
      }
      if (progressed === 0) return settled;
    }
  };

  paymentOwnerOf(ctx);
  // A start after a crash settles at once the payments the dead process left half-way (the
  // riders retrying them wait for it), not at the first pass.
  const atStart = settleOrphanedPayments(ctx).then(
    (n) => {
      if (n > 0)
        ctx.log.warn(
          { settled: n },
          'settled at start the payments a stopped process left pending',
        );
    },
    (err: unknown) => ctx.log.error({ err }, 'settling orphaned payments at start failed'),
  );
  const worker = startPeriodicWorker(pass, {
    intervalMs: Math.min(5000, Math.max(250, ctx.settings.fulfilmentDelaySeconds * 500)),
    name: 'fulfilment',
    log: ctx.log,
  });
  return {
    runOnce: worker.runOnce,
    async stop() {
      await atStart;
      await worker.stop();
      // Orders this app leaves pending from here on are anyone's to settle.
      retirePaymentOwner(ctx);
    },
  };
}

const appWorker = appWorkers((ctx: AppContext) => startFulfilmentWorker(ctx));

/** Starts the app's worker (app.ts) and remembers it for getFulfilmentWorker(). */
export const startAppFulfilmentWorker = appWorker.startFor;

/** The app's running worker (tests call runOnce() instead of waiting). */
export const getFulfilmentWorker = appWorker.of;
