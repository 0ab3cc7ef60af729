// Autoload: after a debit (tap) has committed, a contract with an Active subscription whose
// balance is below the threshold is recharged by the recharge value, at most max_per_period
// times per calendar month in the configured time zone. Three steps, so the gateway is never
// called while a database transaction is open:
//  1. claim (one transaction): count this month's run and write the order (Autoload,
//     ProcessingOrder) with its idempotency key; while it is in flight no second claim is made
//     for the contract, so two racing debits autoload once.
//  2. charge the stored payment token with that key (a retry never charges twice); a company's
//     subscription bills the company account instead.
//  3. settle (one transaction): approved → credit the contract, order Honoured; declined →
//     order Rejected, the run not counted, and status_reason stops autoload until the payment
//     method is updated.
import type { AppContext } from '../../app-context';
import { creditContract, type ContractDebitedEvent } from '../cards/public';
import {
  getPaymentGateway,
  PaymentGatewayError,
  type ChargeResult,
} from '../../platform/payments/payment-gateway';
import { activeSubscription } from './subscription-queries';
import { money } from './subscription-rules';
import { lockKey } from '../../platform/db/database';
import { isLanguage } from '../../platform/i18n/request-language';
import { queueAutoloadMaximumNotice, queueAutoloadNotice } from '../notifications/public';
import { publishLiveEvent } from '../live/public';
import { brandLabel } from '@qcard/contracts/payment/card-number';

/** An in-flight autoload older than this is taken over (same key, so no double charge). */
export const STALE_AUTOLOAD_SECONDS = 120;
const PROCESSING = 'ProcessingOrder';

/** 'YYYY-MM' of a time in a time zone. */
export function periodOf(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).format(
    at,
  );
}

interface Claim {
  orderId: number;
  itemId: number;
  subscriptionId: number;
  contractId: number;
  period: string;
  amount: number;
  key: string;
  token: string | null;
  /** The patron who pays the subscription (null for a company's). */
  subscriber: number | null;
}

export type AutoloadOutcome = 'none' | 'honoured' | 'declined' | 'pending';

async function claim(ctx: AppContext, contractId: number): Promise<Claim | null> {
  return ctx.db.transaction().execute(async (trx) => {
    // One claim per contract at a time across every instance (PostgreSQL; SQLite has one writer).
    await lockKey(trx, `autoload:${contractId}`);
    const sub = await activeSubscription(trx, contractId);
    if (!sub || sub.status_reason) return null;
    const patronCard = sub.company_id === null;
    if (patronCard && !sub.payment_token) return null;

    const inFlight = await trx
      .selectFrom('orders as o')
      .innerJoin('order_items as i', 'i.order_id', 'o.id')
      .select([
        'o.id as orderId',
        'o.creation_date',
        'o.idempotency_key',
        'o.price',
        'i.id as itemId',
      ])
      .where('o.kind', '=', 'Autoload')
      .where('o.status', '=', PROCESSING)
      .where('i.contract_id', '=', contractId)
      .executeTakeFirst();
    if (inFlight) {
      const age = (ctx.clock().getTime() - Date.parse(inFlight.creation_date)) / 1000;
      if (age < STALE_AUTOLOAD_SECONDS || !inFlight.idempotency_key) return null;
      const period =
        inFlight.idempotency_key.split(':')[2] ?? periodOf(ctx.clock(), ctx.settings.timeZone);
      return {
        orderId: inFlight.orderId,
        itemId: inFlight.itemId,
        subscriptionId: sub.id,
        contractId,
        period,
        amount: inFlight.price,
        key: inFlight.idempotency_key,
        token: sub.payment_token,
        subscriber: sub.user_id,
      };
    }

    const contract = await trx
      .selectFrom('contracts as c')
      .innerJoin('cards as k', 'k.id', 'c.card_id')
      .select(['c.units_left', 'k.serial', 'k.status'])
      .where('c.id', '=', contractId)
      .executeTakeFirst();
    if (!contract || contract.status !== 'InCirculation' || contract.units_left >= sub.threshold)
      return null;

    const period = periodOf(ctx.clock(), ctx.settings.timeZone);
    const run = await trx
      .selectFrom('autoload_runs')
      .selectAll()
      .where('subscription_id', '=', sub.id)
      .where('period', '=', period)
      .executeTakeFirst();
    const count = run?.count ?? 0;
    if (count >= sub.max_per_period) {
      await queueAutoloadMaximumNotice(trx, ctx, {
        subscriptionId: sub.id,
        contractId,
        userId: sub.user_id,
        maxPerMonth: sub.max_per_period,
        period,
      });
      return null;
    }
    const n = count + 1;
    if (run)
      await trx
        .updateTable('autoload_runs')
        .set({ count: n })
        .where('id', '=', run.id)
        .where('count', '=', count)
        .execute();
    else
      await trx
        .insertInto('autoload_runs')
        .values({ subscription_id: sub.id, period, count: n })
        .execute();

    const key = `autoload:${sub.id}:${period}:${n}`;
    const now = ctx.nowIso();
    // The order's texts in the subscriber's saved language (no request is behind an autoload).
    const owner =
      sub.user_id === null
        ? undefined
        : await trx
            .selectFrom('users')
            .select('language')
            .where('id', '=', sub.user_id)
            .executeTakeFirst();
    const language = isLanguage(owner?.language) ? owner.language : 'en';
    const order = await trx
      .insertInto('orders')
      .values({
        user_id: sub.user_id,
        company_id: sub.company_id,
        price: sub.recharge_value,
        status: PROCESSING,
        kind: 'Autoload',
        creation_date: now,
        method_of_payment: patronCard ? 'Card on file' : 'Company account',
        payment_description: patronCard
          ? ctx.config.message(
              'AUTOLOAD_CHARGED_TO',
              [sub.card_brand ? brandLabel(sub.card_brand) : 'card', sub.card_last4 ?? ''],
              language,
            )
          : ctx.config.message('AUTOLOAD_BILLED_TO_COMPANY', [], language),
        card_brand: sub.card_brand,
        card_last4: sub.card_last4,
        billing_address: sub.billing_address,
        idempotency_key: key,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = await trx
      .insertInto('order_items')
      .values({
        order_id: order.id,
        description: ctx.config.message(
          'ITEM_AUTOLOAD',
          [money(sub.recharge_value), money(sub.threshold), contract.serial],
          language,
        ),
        status: PROCESSING,
        price: sub.recharge_value,
        item_type: 'Autoload',
        contract_id: contractId,
        employee_id: sub.employee_id,
        payload: JSON.stringify({ subscriptionId: sub.id, period, run: n }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      orderId: order.id,
      itemId: item.id,
      subscriptionId: sub.id,
      contractId,
      period,
      amount: sub.recharge_value,
      key,
      token: patronCard ? sub.payment_token : null,
      subscriber: sub.user_id,
    };
  });
}

async function charge(ctx: AppContext, c: Claim): Promise<ChargeResult | 'unavailable'> {
  if (c.token === null)
    return { approved: true, authorizationId: undefined, transactionId: undefined };
  try {
    return await getPaymentGateway(ctx).chargeToken({
      token: c.token,
      amount: c.amount,
      idempotencyKey: c.key,
    });
  } catch (err) {
    if (err instanceof PaymentGatewayError && err.reason === 'invalid_request') {
      return { approved: false, declineReason: 'The payment method on file could not be charged' };
    }
    // No answer (time-out, connection lost): the charge may have gone through. The order stays in
    // flight and is taken over later with the same key, so it is never charged twice nor lost.
    return 'unavailable';
  }
}

async function settle(ctx: AppContext, c: Claim, result: ChargeResult): Promise<AutoloadOutcome> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.nowIso();
    const status = result.approved ? 'Honoured' : 'Rejected';
    const done = await trx
      .updateTable('orders')
      .set({
        status,
        authorization_id: result.authorizationId ?? null,
        transaction_id: result.transactionId ?? null,
        fulfilled_at: now,
      })
      .where('id', '=', c.orderId)
      .where('status', '=', PROCESSING)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return 'none';
    await trx.updateTable('order_items').set({ status }).where('id', '=', c.itemId).execute();
    if (result.approved) {
      await creditContract(trx, {
        contractId: c.contractId,
        units: c.amount,
        activityType: 'Autoload',
        at: now,
        orderId: c.orderId,
        billed: c.amount,
      });
    } else {
      const reason = `Automatic reload of ${money(c.amount)} was declined (${result.declineReason ?? 'declined by the issuer'}). Please update the payment method.`;
      await trx
        .updateTable('subscriptions')
        .set({ status_reason: reason, updated_at: now })
        .where('id', '=', c.subscriptionId)
        .execute();
      // A declined run does not count against the month's maximum.
      await trx
        .updateTable('autoload_runs')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('subscription_id', '=', c.subscriptionId)
        .where('period', '=', c.period)
        .where('count', '>', 0)
        .execute();
    }
    await queueAutoloadNotice(trx, ctx, {
      orderId: c.orderId,
      contractId: c.contractId,
      userId: c.subscriber,
      amountCents: c.amount,
      honoured: result.approved,
    });
    if (c.subscriber !== null)
      await publishLiveEvent(trx, now, c.subscriber, 'autoload', {
        orderId: c.orderId,
        contractId: c.contractId,
        status,
      });
    return result.approved ? 'honoured' : 'declined';
  });
}

/** Runs one autoload for the contract if it is due. */
export async function runAutoload(ctx: AppContext, contractId: number): Promise<AutoloadOutcome> {
  const c = await claim(ctx, contractId);
  if (!c) return 'none';
  const result = await charge(ctx, c);
  if (result === 'unavailable') {
    // Gateway down: the order stays in flight; a later debit takes it over with the same key.
    ctx.log.warn({ orderId: c.orderId }, 'autoload charge deferred: payment gateway unavailable');
    return 'pending';
  }
  return settle(ctx, c, result);
}

/**
 * Autoloads a stopped process (or a gateway without an answer) left in flight: claimed, perhaps
 * charged, never settled. Taken over with the same key once stale, so each is charged and
 * credited once. Run by the fulfilment worker on every pass (registered in subscription-fulfillers).
 */
export async function settleStaleAutoloads(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.clock().getTime() - STALE_AUTOLOAD_SECONDS * 1000).toISOString();
  const rows = await ctx.db
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .select('i.contract_id')
    .where('o.kind', '=', 'Autoload')
    .where('o.status', '=', PROCESSING)
    .where('o.creation_date', '<', before)
    .where('i.contract_id', 'is not', null)
    .limit(50)
    .execute();
  let settled = 0;
  for (const row of rows) {
    const outcome = await runAutoload(ctx, Number(row.contract_id));
    if (outcome === 'honoured' || outcome === 'declined') settled += 1;
  }
  if (settled > 0) ctx.log.warn({ settled }, 'settled autoloads left in flight');
  return settled;
}

/** The onContractDebited listener. */
export async function autoloadOnDebit(ctx: AppContext, event: ContractDebitedEvent): Promise<void> {
  const outcome = await runAutoload(ctx, event.contractId);
  if (outcome !== 'none') ctx.log.info({ contractId: event.contractId, outcome }, 'autoload');
}
