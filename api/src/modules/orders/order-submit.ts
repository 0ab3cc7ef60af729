// /order/submit: turns the caller's cart into an order.
//  submit_order              patron or unregistered-reload session; card charged now
//  rs_submit_order           sponsor; billed to the company account, no card
//  subscription_submit_order registered user; subscription items only, nothing charged now
// Idempotent per (caller, idempotency key): the cart is claimed into a PaymentPending order
// in one transaction (the unique key makes a concurrent duplicate wait for the first), the
// card is charged once, then the order becomes ProcessingOrder. A decline or gateway error
// puts the cart back exactly as it was (same rows) and removes the pending order.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Language } from '../../platform/i18n/request-language';
import { recordText } from '../../platform/i18n/record-texts';
import type { AppContext } from '../../app-context';
import type { AuthInfo } from '../../platform/http/access';
import { API_MSG, ApiError } from '../../platform/http/envelope';
import { MSG_INVALID_CARD, readPayment, type PaymentInput } from './payment-input';
import {
  readAddress,
  readSaveAddress,
  saveBillingAddress,
  type BillingAddress,
} from './billing-address';
import { cartOwnerOf } from '../cart/public';
import { getPaymentGateway, PaymentGatewayError } from '../../platform/payments/payment-gateway';
import { ORDER_STATUS } from '../../platform/db/order-status';
import { markPaid, releaseClaim } from './order-payment-record';
import { keepPaymentLease } from './payment-owner';
import { settleOrphanedOrder } from './payment-settlement';
import {
  checkFunctionAccess,
  expectedPriceOf,
  idempotencyKeyOf,
  submitFunction,
} from './order-submit-request';
import { claimCart, orderByKey } from './order-cart-claim';

export const MSG_PAYMENT_UNAVAILABLE = '496';

const WAIT_FOR_DUPLICATE_MS = 20_000;

export interface SubmitResult {
  orderId: number;
  status: string;
  /** The billing address was saved to the rider's profile (saveAddress). */
  addressSaved?: boolean;
}

export async function submitOrder(
  ctx: AppContext,
  auth: AuthInfo,
  body: Record<string, unknown>,
  headerKey: unknown,
  language: Language,
): Promise<SubmitResult> {
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
    payment = fn === 'submit_order' ? readPayment(ctx, body, language) : null;
    address = fn === 'submit_order' ? readAddress(ctx, body, language) : null;
    saveTo = readSaveAddress(body, address, auth.user);
  } catch (refusal) {
    const done = await orderByKey(ctx.db, key);
    if (done && done.status !== ORDER_STATUS.PaymentPending)
      return { orderId: done.id, status: done.status };
    throw refusal;
  }

  const deadline = Date.now() + WAIT_FOR_DUPLICATE_MS;
  for (;;) {
    const claim = await claimCart(ctx, auth, owner, key, fn, address, expectedPrice, language);
    if (claim.kind === 'existing') {
      if (claim.status !== ORDER_STATUS.PaymentPending)
        return { orderId: claim.orderId, status: claim.status };
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
    if (!payment || claim.price === 0)
      return { orderId: claim.orderId, status: ORDER_STATUS.Processing };

    let result;
    const lease = keepPaymentLease(ctx, claim.orderId);
    try {
      result = await getPaymentGateway(ctx).charge({
        amount: claim.price,
        card: payment.card,
        idempotencyKey: key,
      });
    } catch (err) {
      // Anything but a gateway answer of "nothing charged" may have charged: the order stays
      // PaymentPending, and once its lease lapses a retry or the worker settles it from the
      // gateway's record (payment-settlement.ts).
      if (!(err instanceof PaymentGatewayError)) throw err;
      await releaseClaim(ctx, claim.orderId, claim.items);
      ctx.log.warn(
        { orderId: claim.orderId, reason: err.reason },
        'payment gateway gave no answer; cart restored',
      );
      if (err.reason === 'invalid_request') throw new ApiError(MSG_INVALID_CARD);
      throw new ApiError(MSG_PAYMENT_UNAVAILABLE, { httpStatus: 503 });
    } finally {
      lease.stop();
    }
    if (!result.approved) {
      await releaseClaim(ctx, claim.orderId, claim.items);
      // The issuer's reason is the gateway's own words (data, in Spanish when record-texts knows them); the sentence around it is ours.
      const reason = result.declineReason
        ? ` ${ctx.config.message('DECLINE_REASON', [recordText(result.declineReason, language)], language)}`
        : '';
      throw new ApiError(API_MSG.PAYMENT_DECLINED, {
        httpStatus: 402,
        message: `${ctx.config.message(API_MSG.PAYMENT_DECLINED, [], language)}${reason}`,
      });
    }
    const { user, session } = auth;
    const order = {
      id: claim.orderId,
      price: claim.price,
      user_id: user?.id ?? null,
      company_id: null,
      anonymous_email: user ? null : session.anonymous_email,
    };
    await markPaid(ctx, claim.orderId, result, payment.brand, payment.last4, {
      order: { ...order, creation_date: claim.createdAt, method_of_payment: 'Credit Card' },
      user,
      items: claim.items,
      pageLanguage: language,
    });
    // After the payment only: a declined order leaves the profile as it was, like the cart.
    if (saveTo !== null && address) {
      await saveBillingAddress(ctx, saveTo, address);
      return { orderId: claim.orderId, status: ORDER_STATUS.Processing, addressSaved: true };
    }
    return { orderId: claim.orderId, status: ORDER_STATUS.Processing };
  }
}
