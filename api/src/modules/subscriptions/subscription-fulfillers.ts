// Order fulfilment of the subscription cart items (inside the order worker's transaction):
//   Subscription        → a new Active subscription with the stored payment token
//   SubscriptionUpdate  → new parameters and/or a new payment token on the Active one
//   CancelSubscription  → the Active subscription becomes Cancelled
// Every item is re-checked against the order's owner: a contract the order's user (or
// company) may not manage is Rejected.
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/database';
import type { OrderRow } from '../../platform/db/schema';
import {
  registerFulfilmentTask,
  registerItemFulfiller,
  type ItemFulfiller,
  type OrderItemRow,
} from '../orders/public';
import { onContractDebited } from '../cards/public';
import { autoloadOnDebit, settleStaleAutoloads } from './autoload-engine';
import {
  activeSubscription,
  STATE_ACTIVE,
  STATE_CANCELLED,
  storedJson,
} from './subscription-queries';
import { subscriptionBounds } from './subscription-rules';

interface ItemPayload {
  contractid?: number;
  employeeId?: number | null;
  thresholdAmount?: number;
  rechargevalue?: number;
  maxRecharges?: number;
  paymentToken?: string;
  cardBrand?: string;
  cardLast4?: string;
  payerName?: string;
  cardExpiry?: string;
  billingAddress?: Record<string, string>;
  paymentOnly?: boolean;
}

/** The payload's payment method as the subscription row keeps it; a new payment method ends a previous decline. */
function paymentColumns(p: ItemPayload) {
  return {
    payment_token: p.paymentToken ?? null,
    card_brand: p.cardBrand ?? null,
    card_last4: p.cardLast4 ?? null,
    payer_name: p.payerName ?? null,
    card_expiry: p.cardExpiry ?? null,
    billing_address: p.billingAddress ? JSON.stringify(p.billingAddress) : null,
    status_reason: null,
  };
}

function parsePayload(item: OrderItemRow): ItemPayload {
  return (storedJson(item.payload) ?? {}) as ItemPayload;
}

/** May the order's owner manage this contract's subscription? */
async function ownerMayManage(trx: Db, contractId: number, order: OrderRow): Promise<boolean> {
  const row = await trx
    .selectFrom('contracts as c')
    .innerJoin('cards as k', 'k.id', 'c.card_id')
    .select(['k.owner_user_id', 'k.company_id', 'k.status'])
    .where('c.id', '=', contractId)
    .executeTakeFirst();
  if (!row) return false;
  if (order.user_id !== null && row.owner_user_id === order.user_id) return true;
  if (order.company_id !== null && row.company_id === order.company_id) return true;
  if (order.user_id === null || row.company_id === null) return false;
  return (await sponsorCompanyOf(trx, order.user_id)) === row.company_id;
}

/** The company a sponsor administrator manages; null for a rider. */
async function sponsorCompanyOf(trx: Db, userId: number): Promise<number | null> {
  const u = await trx
    .selectFrom('users')
    .select(['is_sponsor', 'company_id'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return u && u.is_sponsor === 1 ? u.company_id : null;
}

function paramsValid(
  ctx: AppContext,
  p: ItemPayload,
): p is ItemPayload & { thresholdAmount: number; rechargevalue: number; maxRecharges: number } {
  const b = subscriptionBounds(ctx.config);
  const inRange = (v: unknown, min: number, max: number) =>
    typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;
  return (
    inRange(p.thresholdAmount, b.minThreshold, b.maxThreshold) &&
    inRange(p.rechargevalue, b.minRecharge, b.maxRecharge) &&
    inRange(p.maxRecharges, b.minFrequency, b.maxFrequency)
  );
}

async function companyOf(trx: Db, order: OrderRow): Promise<number | null> {
  if (order.company_id !== null) return order.company_id;
  return order.user_id === null ? null : sponsorCompanyOf(trx, order.user_id);
}

export const fulfilSubscription: ItemFulfiller = async (trx, ctx, item, order) => {
  const p = parsePayload(item);
  const contractId = item.contract_id;
  if (
    contractId === null ||
    !paramsValid(ctx, p) ||
    !(await ownerMayManage(trx, contractId, order))
  )
    return 'Rejected';
  if (await activeSubscription(trx, contractId)) return 'Rejected';
  const companyId = await companyOf(trx, order);
  if (companyId === null && !p.paymentToken) return 'Rejected';
  const now = ctx.nowIso();
  await trx
    .insertInto('subscriptions')
    .values({
      contract_id: contractId,
      state: STATE_ACTIVE,
      type: 'Individual',
      max_per_period: p.maxRecharges,
      recharge_value: p.rechargevalue,
      threshold: p.thresholdAmount,
      ...paymentColumns(p),
      user_id: order.user_id,
      company_id: companyId,
      employee_id: item.employee_id ?? p.employeeId ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return 'Honoured';
};

export const fulfilSubscriptionUpdate: ItemFulfiller = async (trx, ctx, item, order) => {
  const p = parsePayload(item);
  const contractId = item.contract_id;
  if (contractId === null || !(await ownerMayManage(trx, contractId, order))) return 'Rejected';
  const sub = await activeSubscription(trx, contractId);
  if (!sub) return 'Rejected';
  // A payment-only change needs a token; any other, parameters within the bounds.
  if (p.paymentOnly ? !p.paymentToken : !paramsValid(ctx, p)) return 'Rejected';
  const now = ctx.nowIso();
  await trx
    .updateTable('subscriptions')
    .set({
      ...(p.paymentOnly
        ? {}
        : {
            threshold: p.thresholdAmount as number,
            recharge_value: p.rechargevalue as number,
            max_per_period: p.maxRecharges as number,
          }),
      ...(p.paymentToken ? paymentColumns(p) : {}),
      updated_at: now,
    })
    .where('id', '=', sub.id)
    .execute();
  return 'Honoured';
};

export const fulfilCancelSubscription: ItemFulfiller = async (trx, ctx, item, order) => {
  const contractId = item.contract_id;
  if (contractId === null || !(await ownerMayManage(trx, contractId, order))) return 'Rejected';
  const res = await trx
    .updateTable('subscriptions')
    .set({ state: STATE_CANCELLED, updated_at: ctx.nowIso() })
    .where('contract_id', '=', contractId)
    .where('state', '=', STATE_ACTIVE)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0 ? 'Honoured' : 'Rejected';
};

/** Registers the three fulfillers and the autoload debit listener (idempotent: module-level registries). */
export function registerSubscriptionEngine(): void {
  registerItemFulfiller('Subscription', fulfilSubscription);
  registerItemFulfiller('SubscriptionUpdate', fulfilSubscriptionUpdate);
  registerItemFulfiller('CancelSubscription', fulfilCancelSubscription);
  onContractDebited(autoloadOnDebit);
  registerFulfilmentTask(settleStaleAutoloads);
}
