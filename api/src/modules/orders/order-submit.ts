// /order/submit: turns the caller's cart into an order.
//  submit_order              patron or unregistered-reload session; card charged now
//  rs_submit_order           sponsor; billed to the company account, no card
//  subscription_submit_order registered user; subscription items only, nothing charged now
// Idempotent per (caller, idempotency key): the cart is claimed into a PaymentPending order
// in one transaction (the unique key makes a concurrent duplicate wait for the first), the
// card is charged once, then the order becomes ProcessingOrder. A decline or gateway error
// puts the cart back exactly as it was (same rows) and removes the pending order.
import { say } from '../../platform/config/texts';
import { recordText } from '../../platform/i18n/record-texts';
import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import { isPostgres, lockKey } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import type { AppContext } from '../../app-context';
import type { AuthInfo } from '../../platform/http/access';
import { API_MSG, ApiError, catalogueText } from '../../platform/http/envelope';
import { invalid, MSG_INVALID_CARD, readPayment, type PaymentInput } from './payment-input';
import { readAddress, readSaveAddress, saveBillingAddress, type BillingAddress } from './billing-address';
import { cartOwnerOf, type CartOwner } from '../cart/public';
import type { CartItemRow } from '../cart/public';
import { getPaymentGateway, PaymentGatewayError } from '../../platform/payments/payment-gateway';
import { ORDER_STATUS } from '../../platform/db/order-status';
import { cartItemsAndBlockedSerial } from '../cards/public';
import { enqueueOrderReceipt } from './order-receipt';
import { fulfilAfter, markPaid, releaseClaim } from './order-payment-record';
import { keepPaymentLease, paymentLeaseUntil, paymentOwnerOf } from './payment-owner';
import { settleOrphanedOrder } from './payment-settlement';
import { SubmitOrderCall } from '@qcard/shared/contracts/orders-calls';
import type { SubmitFunction } from '@qcard/shared/contracts/orders-api';

// The submit call's functions, as its contract names them: the body's `function` picks one.
export const SUBMIT_FUNCTIONS = SubmitOrderCall.functions as readonly SubmitFunction[];
export type { SubmitFunction };
export const SUBSCRIPTION_ITEM_TYPES = ['Subscription', 'SubscriptionUpdate', 'CancelSubscription'];

export const MSG_PAYMENT_UNAVAILABLE = '496';
export const MSG_CART_EMPTY = API_MSG.CART_EMPTY;
export const MSG_CART_CHANGED = API_MSG.CART_CHANGED;

const WAIT_FOR_DUPLICATE_MS = 20_000;

export function submitFunction(body: Record<string, unknown>): SubmitFunction {
  const fn = typeof body.function === 'string' && body.function !== '' ? body.function : 'submit_order';
  if (!(SUBMIT_FUNCTIONS as readonly string[]).includes(fn)) throw new ApiError(API_MSG.UNKNOWN_PATH, { httpStatus: 404, message: catalogueText('UNKNOWN_FUNCTION', fn) });
  return fn as SubmitFunction;
}

/** Who may call which function (a refused combination answers 403). */
export function checkFunctionAccess(fn: SubmitFunction, auth: AuthInfo): void {
  const denied = () => new ApiError(API_MSG.ACCESS_DENIED, { httpStatus: 403 });
  const sponsor = !!auth.user?.is_sponsor;
  if (fn === 'submit_order' && sponsor) throw denied();
  if (fn === 'rs_submit_order' && (!sponsor || auth.user?.company_id == null)) throw denied();
  if (fn === 'subscription_submit_order' && !auth.user) throw denied();
}

/** The cart total (cents) the page showed, if sent: a cart changed in another tab is never paid unseen. */
export function expectedPriceOf(body: Record<string, unknown>): number | null {
  const raw = body.expectedPrice;
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'number' || !Number.isSafeInteger(raw) || raw < 0) throw invalid(catalogueText('FIELD_INVALID', catalogueText('LABEL_EXPECTED_PRICE')));
  return raw;
}

/** Idempotency key from the body (idempotencyKey) or the Idempotency-Key header; a fresh one if absent. */
export function idempotencyKeyOf(body: Record<string, unknown>, header: unknown): string {
  const raw = typeof body.idempotencyKey === 'string' ? body.idempotencyKey : typeof header === 'string' ? header : '';
  if (raw === '') return crypto.randomUUID();
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(raw)) throw invalid(catalogueText('FIELD_INVALID', catalogueText('LABEL_IDEMPOTENCY_KEY')));
  return raw;
}

function orderKind(fn: SubmitFunction, items: CartItemRow[]): string {
  if (items.every((i) => SUBSCRIPTION_ITEM_TYPES.includes(i.item_type))) return 'Subscription';
  return fn === 'rs_submit_order' ? 'SponsorReload' : 'Reload';
}

type Claim = { kind: 'existing'; orderId: number; status: string } | { kind: 'claimed'; orderId: number; price: number; items: CartItemRow[]; createdAt: string };

async function findByKey(ctx: AppContext, key: string): Promise<{ id: number; status: string } | undefined> {
  return ctx.db.selectFrom('orders').select(['id', 'status']).where('idempotency_key', '=', key).executeTakeFirst();
}

/**
 * The claimed cart rows become the order's items. PostgreSQL does it in one statement (the
 * deleted rows are the inserted ones); SQLite, in-process, in two.
 */
async function moveCartToOrder(trx: Transaction<Database>, owner: CartOwner, orderId: number, items: CartItemRow[]): Promise<void> {
  const ids = items.map((i) => i.id);
  const claimed = trx.deleteFrom('cart_items').where('owner_kind', '=', owner.kind).where('owner_id', '=', owner.id).where('id', 'in', ids);
  if (isPostgres(trx)) {
    await trx
      .with('moved', () => claimed.returning(['id', 'description', 'price', 'item_type', 'contract_id', 'employee_id', 'payload']))
      .insertInto('order_items')
      .columns(['order_id', 'description', 'status', 'price', 'item_type', 'contract_id', 'employee_id', 'payload'])
      .expression((eb) =>
        eb
          .selectFrom('moved')
          // A parameter in a SELECT list is text to PostgreSQL unless cast.
          .select([eb.cast<number>(eb.val(orderId), 'integer').as('order_id'), 'description', eb.val(ORDER_STATUS.Processing).as('status'), 'price', 'item_type', 'contract_id', 'employee_id', 'payload'])
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

async function claimCart(
  ctx: AppContext,
  auth: AuthInfo,
  owner: CartOwner,
  key: string,
  fn: SubmitFunction,
  address: BillingAddress | null,
  expectedPrice: number | null,
): Promise<Claim> {
  return ctx.db.transaction().execute(async (trx) => {
    // One submit of a cart at a time, even across API instances (PostgreSQL): a second submit
    // waits here, then finds the order of the first (same key) or the cart empty.
    await lockKey(trx, `cart:${owner.kind}:${owner.id}`);
    const prior = async () => trx.selectFrom('orders').select(['id', 'status']).where('idempotency_key', '=', key).executeTakeFirst();
    // A refusal of the cart is answered only when this key placed no order yet: a retry of a
    // placed submit gets its order whatever the cart holds now.
    const refuse = async (error: ApiError): Promise<Claim> => {
      const done = await prior();
      if (done) return { kind: 'existing', orderId: done.id, status: done.status };
      throw error;
    };
    const { items, blocked } = await cartItemsAndBlockedSerial(trx, owner);
    if (items.length === 0) return refuse(new ApiError(MSG_CART_EMPTY, { httpStatus: 409 }));
    // A reload put in the cart before its card was reported lost must not be paid for.
    if (blocked !== null) return refuse(invalid(catalogueText('CART_CARD_BLOCKED', blocked)));
    const price = items.reduce((sum, i) => sum + i.price, 0);
    if (expectedPrice !== null && expectedPrice !== price) return refuse(new ApiError(MSG_CART_CHANGED, { httpStatus: 409 }));
    if (fn === 'subscription_submit_order') {
      if (!items.every((i) => SUBSCRIPTION_ITEM_TYPES.includes(i.item_type))) return refuse(invalid(catalogueText('CART_NEEDS_PAYMENT')));
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
        method_of_payment: fn === 'rs_submit_order' ? 'Company Account' : needsCharge ? 'Credit Card' : 'No payment due now',
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
      const company = await trx.selectFrom('companies').select('name').where('id', '=', user.company_id).executeTakeFirst();
      await trx.updateTable('orders').set({ payment_description: company ? say('BILLED_TO', 'Billed to {0}', company.name) : say('BILLED_TO_COMPANY', 'Billed to the company account') }).where('id', '=', order.id).execute();
    }
    await moveCartToOrder(trx, owner, order.id, items);
    // A sponsor's order is paid by the company account as it is placed: its receipt is queued now.
    if (fn === 'rs_submit_order') await enqueueOrderReceipt(trx, ctx, order.id);
    return { kind: 'claimed', orderId: order.id, price, items, createdAt: now };
  });
}

async function sleep(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

export interface SubmitResult {
  orderId: number;
  status: string;
  /** The billing address was saved to the rider's profile (saveAddress). */
  addressSaved?: boolean;
}

/** Runs the whole submit; throws ApiError for every refusal. */
export async function submitOrder(ctx: AppContext, auth: AuthInfo, body: Record<string, unknown>, headerKey: unknown): Promise<SubmitResult> {
  const fn = submitFunction(body);
  checkFunctionAccess(fn, auth);
  const owner = cartOwnerOf(auth);
  const key = `${owner.kind}:${owner.id}:${idempotencyKeyOf(body, headerKey)}`;

  // A retry of a placed submit is answered by claimCart (the key finds its order), so the order
  // is looked up here only when the body is refused: a retry must get its order even if its card
  // expired since (a round trip less for every first submit).
  let payment: PaymentInput | null;
  let address: BillingAddress | null;
  let saveTo: ReturnType<typeof readSaveAddress>;
  let expectedPrice: number | null;
  try {
    expectedPrice = expectedPriceOf(body);
    payment = fn === 'submit_order' ? readPayment(ctx, body) : null;
    address = fn === 'submit_order' ? readAddress(ctx, body) : null;
    saveTo = readSaveAddress(body, address, auth.user);
  } catch (refusal) {
    const done = await findByKey(ctx, key);
    if (done && done.status !== ORDER_STATUS.PaymentPending) return { orderId: done.id, status: done.status };
    throw refusal;
  }

  const deadline = Date.now() + WAIT_FOR_DUPLICATE_MS;
  for (;;) {
    const claim = await claimCart(ctx, auth, owner, key, fn, address, expectedPrice);
    if (claim.kind === 'existing') {
      if (claim.status !== ORDER_STATUS.PaymentPending) return { orderId: claim.orderId, status: claim.status };
      // Its payer died (a crash mid-payment): settle it now from the gateway's record, then answer
      // from the settled order (paid), or claim the restored cart again with this retry's card
      // and the same key (the gateway charges a key once).
      const settled = await settleOrphanedOrder(ctx, claim.orderId);
      if (settled === 'paid' || settled === 'released' || settled === 'not pending') continue;
      // The same submit is being paid right now: wait for it and answer what it got.
      if (Date.now() > deadline) throw new ApiError(MSG_PAYMENT_UNAVAILABLE, { httpStatus: 503 });
      await sleep(100);
      continue;
    }
    if (!payment || claim.price === 0) return { orderId: claim.orderId, status: ORDER_STATUS.Processing };

    let result;
    const lease = keepPaymentLease(ctx, claim.orderId);
    try {
      result = await getPaymentGateway(ctx).charge({ amount: claim.price, card: payment.card, idempotencyKey: key });
    } catch (err) {
      // Anything but a gateway answer of "nothing charged" may have charged: the order stays
      // PaymentPending, and once its lease lapses a retry or the worker settles it from the
      // gateway's record (payment-settlement.ts).
      if (!(err instanceof PaymentGatewayError)) throw err;
      await releaseClaim(ctx, claim.orderId, claim.items);
      ctx.log.warn({ orderId: claim.orderId, reason: err.reason }, 'payment gateway gave no answer; cart restored');
      if (err.reason === 'invalid_request') throw new ApiError(MSG_INVALID_CARD);
      throw new ApiError(MSG_PAYMENT_UNAVAILABLE, { httpStatus: 503 });
    } finally {
      lease.stop();
    }
    if (!result.approved) {
      await releaseClaim(ctx, claim.orderId, claim.items);
      // The issuer's reason is the gateway's own words (data, in Spanish when record-texts knows them); the sentence around it is ours.
      const reason = result.declineReason ? ` ${ctx.config.message('DECLINE_REASON', [recordText(result.declineReason)])}` : '';
      throw new ApiError(API_MSG.PAYMENT_DECLINED, { httpStatus: 402, message: `${ctx.config.message(API_MSG.PAYMENT_DECLINED)}${reason}` });
    }
    const { user, session } = auth;
    const order = { id: claim.orderId, price: claim.price, user_id: user?.id ?? null, company_id: null, anonymous_email: user ? null : session.anonymous_email };
    await markPaid(ctx, claim.orderId, result, payment.brand, payment.last4, { order: { ...order, creation_date: claim.createdAt, method_of_payment: 'Credit Card' }, user, items: claim.items });
    // After the payment only: a declined order leaves the profile as it was, like the cart.
    if (saveTo !== null && address) {
      await saveBillingAddress(ctx, saveTo, address);
      return { orderId: claim.orderId, status: ORDER_STATUS.Processing, addressSaved: true };
    }
    return { orderId: claim.orderId, status: ORDER_STATUS.Processing };
  }
}
