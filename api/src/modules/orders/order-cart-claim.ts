// Claiming the caller's cart into an order in one transaction, under the cart's lock: the
// idempotency key's unique index makes a concurrent duplicate find the first submit's order.
import type { Language } from '../../platform/i18n/request-language';
import { say } from '../../platform/config/texts';
import type { Kysely, Transaction } from 'kysely';
import { isPostgres, lockKey } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import type { AppContext } from '../../app-context';
import type { AuthInfo } from '../../platform/http/access';
import { API_MSG, ApiError, catalogueText } from '../../platform/http/envelope';
import { invalid } from './payment-input';
import type { BillingAddress } from './billing-address';
import type { CartItemRow, CartOwner } from '../cart/public';
import { ORDER_STATUS } from '../../platform/db/order-status';
import { cartItemsAndBlockedSerial } from '../cards/public';
import { enqueueOrderReceipt } from './order-receipt';
import { fulfilAfter } from './order-payment-record';
import { paymentLeaseUntil, paymentOwnerOf } from './payment-owner';
import type { SubmitFunction } from './order-submit-request';

export const SUBSCRIPTION_ITEM_TYPES = ['Subscription', 'SubscriptionUpdate', 'CancelSubscription'];

function orderKind(fn: SubmitFunction, items: CartItemRow[]): string {
  if (items.every((i) => SUBSCRIPTION_ITEM_TYPES.includes(i.item_type))) return 'Subscription';
  return fn === 'rs_submit_order' ? 'SponsorReload' : 'Reload';
}

export function orderByKey(db: Kysely<Database>, key: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export type Claim =
  | { kind: 'existing'; orderId: number; status: string }
  | { kind: 'claimed'; orderId: number; price: number; items: CartItemRow[]; createdAt: string };

/** What a cart row carries into its order item. */
const ITEM_COLUMNS = [
  'description',
  'price',
  'item_type',
  'contract_id',
  'employee_id',
  'payload',
] as const;

/**
 * The claimed cart rows become the order's items. PostgreSQL does it in one statement (the
 * deleted rows are the inserted ones); SQLite, in-process, in two.
 */
async function moveCartToOrder(
  trx: Transaction<Database>,
  owner: CartOwner,
  orderId: number,
  items: CartItemRow[],
): Promise<void> {
  const ids = items.map((i) => i.id);
  const claimed = trx
    .deleteFrom('cart_items')
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id)
    .where('id', 'in', ids);
  if (isPostgres(trx)) {
    await trx
      .with('moved', () => claimed.returning(['id', ...ITEM_COLUMNS]))
      .insertInto('order_items')
      .columns(['order_id', 'status', ...ITEM_COLUMNS])
      .expression((eb) =>
        eb
          .selectFrom('moved')
          // A parameter in a SELECT list is text to PostgreSQL unless cast.
          .select([
            eb.cast<number>(eb.val(orderId), 'integer').as('order_id'),
            eb.val(ORDER_STATUS.Processing).as('status'),
            ...ITEM_COLUMNS,
          ])
          .orderBy('id'),
      )
      .execute();
    return;
  }
  await trx
    .insertInto('order_items')
    .values(
      items.map((item) => ({
        order_id: orderId,
        description: item.description,
        status: ORDER_STATUS.Processing,
        price: item.price,
        item_type: item.item_type,
        contract_id: item.contract_id,
        employee_id: item.employee_id,
        payload: item.payload,
      })),
    )
    .execute();
  await claimed.execute();
}

export async function claimCart(
  ctx: AppContext,
  auth: AuthInfo,
  owner: CartOwner,
  key: string,
  fn: SubmitFunction,
  address: BillingAddress | null,
  expectedPrice: number | null,
  language: Language,
): Promise<Claim> {
  return ctx.db.transaction().execute(async (trx) => {
    // One submit of a cart at a time, even across API instances (PostgreSQL): a second submit
    // waits here, then finds the order of the first (same key) or the cart empty.
    await lockKey(trx, `cart:${owner.kind}:${owner.id}`);
    const prior = () => orderByKey(trx, key);
    // A refusal of the cart is answered only when this key placed no order yet: a retry of a
    // placed submit gets its order whatever the cart holds now.
    const refuse = async (error: ApiError): Promise<Claim> => {
      const done = await prior();
      if (done) return { kind: 'existing', orderId: done.id, status: done.status };
      throw error;
    };
    const { items, blocked } = await cartItemsAndBlockedSerial(trx, owner);
    if (items.length === 0) return refuse(new ApiError(API_MSG.CART_EMPTY, { httpStatus: 409 }));
    // A reload put in the cart before its card was reported lost must not be paid for.
    if (blocked !== null) return refuse(invalid(catalogueText('CART_CARD_BLOCKED', blocked)));
    const price = items.reduce((sum, i) => sum + i.price, 0);
    if (expectedPrice !== null && expectedPrice !== price)
      return refuse(new ApiError(API_MSG.CART_CHANGED, { httpStatus: 409 }));
    if (fn === 'subscription_submit_order') {
      if (!items.every((i) => SUBSCRIPTION_ITEM_TYPES.includes(i.item_type)))
        return refuse(invalid(catalogueText('CART_NEEDS_PAYMENT')));
      if (price !== 0) return refuse(invalid(catalogueText('CART_NEEDS_PAYMENT')));
    }
    const needsCharge = fn === 'submit_order' && price > 0;
    const now = ctx.nowIso();
    const user = auth.user;
    // The key's unique index decides whether this submit is the first: no separate look-up
    // (one statement less in the write lock of every submit).
    const order = await trx
      .insertInto('orders')
      .values({
        user_id: user ? user.id : null,
        company_id: fn === 'rs_submit_order' && user ? user.company_id : null,
        anonymous_serial: user ? null : auth.anonymousSerial,
        anonymous_email: user ? null : auth.session.anonymous_email,
        price,
        status: needsCharge ? ORDER_STATUS.PaymentPending : ORDER_STATUS.Processing,
        kind: orderKind(fn, items),
        creation_date: now,
        method_of_payment:
          fn === 'rs_submit_order'
            ? 'Company Account'
            : needsCharge
              ? 'Credit Card'
              : 'No payment due now',
        authorization_id: null,
        transaction_id: null,
        payment_description: null,
        card_brand: null,
        card_last4: null,
        billing_address: address ? JSON.stringify(address) : null,
        idempotency_key: key,
        fulfil_after: needsCharge ? null : fulfilAfter(ctx),
        fulfilled_at: null,
        // Who pays it: a retry or another process settles it only once this owner is gone.
        payment_owner: needsCharge ? paymentOwnerOf(ctx) : null,
        payment_lease_until: needsCharge ? paymentLeaseUntil(ctx) : null,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!order) {
      const done = await prior();
      if (done) return { kind: 'existing', orderId: done.id, status: done.status };
      throw new Error('an order key conflicted with no order');
    }
    if (fn === 'rs_submit_order' && user?.company_id != null) {
      const company = await trx
        .selectFrom('companies')
        .select('name')
        .where('id', '=', user.company_id)
        .executeTakeFirst();
      await trx
        .updateTable('orders')
        .set({
          payment_description: company
            ? say(language, 'BILLED_TO', 'Billed to {0}', company.name)
            : say(language, 'BILLED_TO_COMPANY', 'Billed to the company account'),
        })
        .where('id', '=', order.id)
        .execute();
    }
    await moveCartToOrder(trx, owner, order.id, items);
    // A sponsor's order is paid by the company account as it is placed: its receipt is queued now.
    if (fn === 'rs_submit_order') await enqueueOrderReceipt(trx, ctx, order.id, language);
    return { kind: 'claimed', orderId: order.id, price, items, createdAt: now };
  });
}
