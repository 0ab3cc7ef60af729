// The cart items of subscription changes, patron and sponsor alike: each change goes to the
// caller's cart as a price-0 item, described and carried the way the order fulfilment reads it.
import { say } from '../../platform/config/texts';
import type { Envelope } from '@qcard/contracts/envelope';
import type { AppContext } from '../../app-context';
import type { UserRow } from '../../platform/db/schema';
import { inEveryLanguage } from '../../platform/http/envelope';
import type { Language } from '@qcard/contracts/languages';
import {
  putSubscriptionCartItem,
  type CartItemInput,
  type ScopedContract,
  type SubscriptionItemType,
} from './subscription-queries';
import { describeParams, type SubscriptionParams } from './subscription-rules';
import type { PaymentMethod } from './payment-method';
import { brandLabel } from '@qcard/contracts/payment/card-number';
import { cartCount } from '../cart/public';

/**
 * A SUCCESS envelope whose text is a plain default message (SPEC 8 'Default messages'), in the
 * request's language and, for a page that switches language, in every other (errorTexts).
 */
export function successWithText<T>(
  data: T,
  textIn: (language: Language) => string,
  language: Language,
): Envelope<T> {
  return {
    status: 'SUCCESS',
    msgCode: null,
    data,
    errorMessage: textIn(language),
    errorTexts: inEveryLanguage(textIn),
  };
}

/** The card as a cart line names it to its owner: 'Q Card 3000000002 (Work)' once named, else the serial. */
function cardShown(scoped: ScopedContract, user: UserRow): string {
  const { card } = scoped;
  return card.nickname && card.owner_user_id === user.id
    ? `${card.serial} (${card.nickname})`
    : card.serial;
}

/** The catalogue code and English text of each kind of subscription cart line. */
const ITEM_TEXTS = {
  add: ['ITEM_SUBSCRIPTION_ADD', 'Automatic reload: {0} · Q Card {1}{2}'],
  update: ['ITEM_SUBSCRIPTION_UPDATE', 'Change automatic reload to {0} · Q Card {1}{2}'],
  payment: ['ITEM_SUBSCRIPTION_PAYMENT', 'Automatic reload payment method: {0} · Q Card {1}'],
  cancel: ['ITEM_SUBSCRIPTION_CANCEL', 'Cancel automatic reload · Q Card {0}{1}'],
} as const;

/** A cart line's text: add and update name the parameters, a payment change its card first. */
export function itemDescription(
  kind: keyof typeof ITEM_TEXTS,
  p: SubscriptionParams | null,
  serial: string,
  extra: string,
  language: Language,
): string {
  const [code, english] = ITEM_TEXTS[kind];
  if (kind === 'add' || kind === 'update')
    return say(
      language,
      code,
      english,
      describeParams(p as SubscriptionParams, language),
      serial,
      extra,
    );
  return kind === 'payment'
    ? say(language, code, english, extra, serial)
    : say(language, code, english, serial, extra);
}

export function paymentPayload(pm: PaymentMethod | null): Record<string, unknown> {
  if (!pm) return {};
  return {
    paymentToken: pm.token,
    cardBrand: pm.brand,
    cardLast4: pm.last4,
    payerName: pm.payerName,
    cardExpiry: pm.expiry,
    billingAddress: pm.address,
  };
}

export function pickPayment(p: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of [
    'paymentToken',
    'cardBrand',
    'cardLast4',
    'payerName',
    'cardExpiry',
    'billingAddress',
  ])
    if (p[k] !== undefined) out[k] = p[k];
  return out;
}

export function paramsPayload(p: SubscriptionParams): Record<string, unknown> {
  return { thresholdAmount: p.threshold, rechargevalue: p.recharge, maxRecharges: p.maxPerMonth };
}

export function employeeSuffix(s: ScopedContract): string {
  return s.employee
    ? ` (${s.employee.first_name} ${s.employee.last_name}, ${s.employee.employee_code})`
    : '';
}

/**
 * The cart item of a change to this contract's subscription: patron and sponsor calls name the
 * contract, card and employee the same way, which the order fulfilment reads back.
 */
export function subscriptionItem(
  s: ScopedContract,
  type: SubscriptionItemType,
  description: string,
  payload: Record<string, unknown> = {},
): CartItemInput {
  const employeeId = s.employee?.id ?? null;
  return {
    type,
    description,
    contractId: s.contract.id,
    employeeId,
    payload: { contractid: s.contract.id, cardSerialNumber: s.card.serial, employeeId, ...payload },
  };
}

/** A change to a contract's subscription as the patron calls ask for it. */
export interface SubscriptionChange {
  type: SubscriptionItemType;
  kind: Parameters<typeof itemDescription>[0];
  params: SubscriptionParams | null;
  /** What the description adds after the card: the employee, the payment card. */
  extra: string;
  payload?: Record<string, unknown>;
}

/**
 * Puts the contract's one pending change in the caller's cart, described with the card as its
 * owner names it; answers with the item and the cart's count.
 */
export async function putInCart(
  ctx: AppContext,
  user: UserRow,
  scoped: ScopedContract,
  change: SubscriptionChange,
  language: Language,
) {
  const { type, kind, params, extra, payload } = change;
  const description = itemDescription(kind, params, cardShown(scoped, user), extra, language);
  const item = subscriptionItem(scoped, type, description, payload);
  const itemId = await ctx.db
    .transaction()
    .execute((trx) => putSubscriptionCartItem(trx, user.id, item, ctx.nowIso()));
  const message = type === 'CancelSubscription' ? 'CANCEL_ADDED' : 'ITEMS_ADDED';
  return successWithText(
    { itemId, cartCount: await cartCount(ctx.db, user.id) },
    (lang) => ctx.config.message(message, [], lang),
    language,
  );
}

/** ', paid by Visa ending 1111': the card a subscription line is paid with, its brand by name. */
export function paidByText(brand: string, last4: string, language: Language): string {
  return say(language, 'PAID_BY', ', paid by {0} ending {1}', brandLabel(brand), last4);
}
