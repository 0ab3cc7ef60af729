// Settles card orders whose payer died between claiming the cart and recording the payment: the
// gateway's record for the order's idempotency key decides (charged: recorded and fulfilled;
// else the items go back to the cart). Run at start, on every worker pass, and by a retry of the
// same submit, so the retry gets its real answer within seconds. Only orders whose owner is gone
// (payment-owner.ts) are touched.
import type { AppContext } from '../../app-context';
import type { CartOwner } from '../cart/public';
import { getPaymentGateway, PaymentGatewayError } from '../../platform/payments/payment-gateway';
import { ORDER_STATUS } from '../../platform/db/order-status';
import { markPaid, releaseClaim } from './order-payment-record';
import { ownerMayBeAlive } from './payment-owner';

export type Settlement =
  'paid' | 'released' | 'owner alive' | 'not pending' | 'gateway unavailable' | 'no cart owner';

// Pending orders are the ones in flight right now: a few per second of submits.
const BATCH = 500;

export async function settleOrphanedOrder(ctx: AppContext, orderId: number): Promise<Settlement> {
  const order = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.status !== ORDER_STATUS.PaymentPending || !order.idempotency_key)
    return 'not pending';
  if (ownerMayBeAlive(order.payment_owner, order.payment_lease_until, ctx.nowIso()))
    return 'owner alive';
  let record;
  try {
    record = await getPaymentGateway(ctx).lookupCharge(order.idempotency_key);
  } catch (err) {
    // The gateway cannot say: the order stays pending until it can (never guessed).
    if (err instanceof PaymentGatewayError) return 'gateway unavailable';
    throw err;
  }
  if (record?.approved) {
    await markPaid(ctx, order.id, record, record.brand, record.last4);
    ctx.log.warn(
      { orderId, owner: order.payment_owner },
      'settled a payment whose owner died: charged, recorded',
    );
    return 'paid';
  }
  const owner: CartOwner | null =
    order.user_id !== null
      ? { kind: 'user', id: String(order.user_id) }
      : order.anonymous_serial
        ? { kind: 'anonymous', id: order.anonymous_serial }
        : null;
  if (!owner) return 'no cart owner';
  const items = await ctx.db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const now = ctx.nowIso();
  await releaseClaim(
    ctx,
    order.id,
    items.map((i) => ({
      owner_kind: owner.kind,
      owner_id: owner.id,
      item_type: i.item_type,
      description: i.description,
      price: i.price,
      contract_id: i.contract_id,
      employee_id: i.employee_id,
      payload: i.payload,
      created_at: now,
    })),
  );
  ctx.log.warn(
    { orderId, owner: order.payment_owner, declined: !!record },
    'settled a payment whose owner died: not charged, cart restored',
  );
  return 'released';
}

export async function settleOrphanedPayments(ctx: AppContext): Promise<number> {
  const now = ctx.nowIso();
  const pending = await ctx.db
    .selectFrom('orders')
    .select(['id', 'payment_owner', 'payment_lease_until'])
    .where('status', '=', ORDER_STATUS.PaymentPending)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let settled = 0;
  for (const order of pending) {
    if (ownerMayBeAlive(order.payment_owner, order.payment_lease_until, now)) continue;
    const outcome = await settleOrphanedOrder(ctx, order.id);
    if (outcome === 'paid' || outcome === 'released') settled += 1;
  }
  return settled;
}
