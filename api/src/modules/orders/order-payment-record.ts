// How a card payment of an order is recorded: paid (ProcessingOrder, with its receipt) or
// released (the cart rows back, the pending order gone). The submit and the settlement of an
// order whose payer died (payment-settlement.ts) both end here, and both writes are conditional
// on the order still being PaymentPending, so whichever comes second changes nothing.
import { say } from '../../platform/config/texts';
import type { Insertable } from 'kysely';
import { isPostgres } from '../../platform/db/database';
import type { CartItemsTable } from '../../platform/db/schema';
import type { AppContext } from '../../app-context';
import { brandLabel } from '@qcard/contracts/payment/card-number';
import type { ChargeResult } from '../../platform/payments/payment-gateway';
import { ORDER_STATUS } from '../../platform/db/order-status';
import {
  enqueueOrderReceipt,
  enqueueRenderedReceipt,
  renderReceipt,
  type ReceiptFacts,
} from './order-receipt';
import { outboxRow } from '../../platform/outbox/mail-outbox';

export function fulfilAfter(ctx: AppContext): string {
  return new Date(ctx.clock().getTime() + ctx.settings.fulfilmentDelaySeconds * 1000).toISOString();
}

/** Undo a claim whose payment failed: the cart rows come back, the pending order goes (only if still pending). */
export async function releaseClaim(
  ctx: AppContext,
  orderId: number,
  items: Array<Insertable<CartItemsTable>>,
): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    // A write first: two processes settling the same order (PostgreSQL, or SQLite with several
    // workers) take turns here, and the second then finds it no longer pending.
    const pending = await trx
      .updateTable('orders')
      .set({ payment_lease_until: null })
      .where('id', '=', orderId)
      .where('status', '=', ORDER_STATUS.PaymentPending)
      .executeTakeFirst();
    if (Number(pending.numUpdatedRows) !== 1) return false;
    for (const item of items) await trx.insertInto('cart_items').values(item).execute();
    await trx.deleteFrom('order_items').where('order_id', '=', orderId).execute();
    await trx.deleteFrom('orders').where('id', '=', orderId).execute();
    return true;
  });
}

/**
 * A paid claim becomes a ProcessingOrder with the payment details (brand + last four only), and
 * its receipt is queued in the same transaction: exactly one receipt per paid order, even when
 * the stale-payment settlement and the submit both get here (only one update finds it pending).
 */
export async function markPaid(
  ctx: AppContext,
  orderId: number,
  result: ChargeResult,
  brand: string,
  last4: string,
  receipt?: Omit<ReceiptFacts, 'order'> & {
    order: Omit<ReceiptFacts['order'], 'card_brand' | 'card_last4' | 'payment_description'>;
  },
): Promise<void> {
  // In the language of the page that paid (English when the settlement worker records it).
  const paymentDescription = say(
    receipt?.pageLanguage ?? 'en',
    'CARD_ENDING',
    '{0} ending {1}',
    brandLabel(brand),
    last4,
  );
  // The submit knows everything its receipt says: the mail is written before the transaction,
  // which then holds the write lock for two statements instead of five and the rendering.
  const mail = receipt
    ? renderReceipt(ctx, {
        ...receipt,
        order: {
          ...receipt.order,
          card_brand: brand,
          card_last4: last4,
          payment_description: paymentDescription,
        },
      })
    : undefined;
  const paidSet = {
    status: ORDER_STATUS.Processing,
    authorization_id: result.authorizationId ?? null,
    transaction_id: result.transactionId ?? null,
    card_brand: brand,
    card_last4: last4,
    // In the language of the request that paid (the order's page shows it as written).
    payment_description: paymentDescription,
    fulfil_after: fulfilAfter(ctx),
  };
  if (mail !== undefined && isPostgres(ctx.db)) {
    // PostgreSQL: the update and its receipt are one statement (a data-modifying WITH), atomic
    // without BEGIN and COMMIT. Each round trip to the server costs the API more CPU than the
    // statement itself, and this saves three of the submit's fifteen.
    const paid = ctx.db
      .updateTable('orders')
      .set(paidSet)
      .where('id', '=', orderId)
      .where('status', '=', ORDER_STATUS.PaymentPending);
    if (mail === null) {
      await paid.execute();
      return;
    }
    const row = outboxRow(ctx.mailer.from, ctx.nowIso(), mail);
    // Columns left out take their defaults (null, attempts 0), which is what the row says.
    const columns = (Object.keys(row) as Array<keyof typeof row>).filter(
      (c) => row[c] !== null && c !== 'attempts',
    );
    await ctx.db
      .with('paid', () => paid.returning('id'))
      .insertInto('outbox')
      .columns(columns)
      .expression((eb) =>
        eb.selectFrom('paid').select(columns.map((c) => eb.val(row[c] as string).as(c))),
      )
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .execute();
    return;
  }
  await ctx.db.transaction().execute(async (trx) => {
    const paid = await trx
      .updateTable('orders')
      .set(paidSet)
      .where('id', '=', orderId)
      .where('status', '=', ORDER_STATUS.PaymentPending)
      .executeTakeFirst();
    if (Number(paid.numUpdatedRows) !== 1) return;
    if (mail !== undefined) await enqueueRenderedReceipt(trx, ctx, mail);
    else await enqueueOrderReceipt(trx, ctx, orderId);
  });
}
