// Patron (and sponsor single-contract) subscription calls of SPEC section 7. Every change
// goes to the caller's cart as a price-0 item; the order fulfilment applies it.
import type { Language } from '../../platform/i18n/request-language';
import { say } from '../../platform/config/texts';
import { recordText } from '../../platform/i18n/record-texts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { UserRow } from '../../platform/db/schema';
import { registerCall, success } from '../../platform/http/call-routes';
import { API_MSG, ApiError, catalogueText } from '../../platform/http/envelope';
import { text } from '../../platform/validation/validate-screen';
import { notFound, positiveId } from '../../platform/http/requested-record';
import {
  activeSubscription,
  pendingUpdatePayload,
  scopedContract,
  storedJson,
  subscriptionAllowed,
  type ScopedContract,
} from './subscription-queries';
import { readSubscriptionParams, type SubscriptionParams } from './subscription-rules';
import { tokenizePaymentMethod } from './payment-method';
import { brandLabel } from '@qcard/contracts/payment/card-number';
import { registerSubscriptionEngine } from './subscription-fulfillers';
import {
  AddSubscription,
  DeleteSubscription,
  GetPaymentMethod,
  IsSubscriptionAllowed,
  ListSubscriptions,
  UpdatePaymentMethod,
  UpdateSubscription,
} from '@qcard/contracts/subscriptions-contracts';
import {
  employeeSuffix,
  paidByText,
  paramsPayload,
  paymentPayload,
  pickPayment,
  putInCart,
  type SubscriptionChange,
} from './subscription-cart-items';

function notAllowed(description: string | null, serial: string): ApiError {
  const message = catalogueText('SUBSCRIPTION_NOT_ALLOWED', serial, description ?? '');
  return new ApiError(API_MSG.ACCESS_DENIED, {
    httpStatus: 409,
    message,
    data: { allowed: false, description },
  });
}

/** The contract named by contractid, checked against cardSerialNumber when that is sent. */
async function contractFor(
  ctx: AppContext,
  user: UserRow,
  body: Record<string, unknown>,
): Promise<ScopedContract> {
  const scoped = await scopedContract(ctx.db, user, positiveId(body, 'contractid', 'contractId'));
  const serial = text(body, 'cardSerialNumber');
  if (serial !== '' && serial !== scoped.card.serial) throw notFound();
  return scoped;
}

/** The contract's Active subscription to manage, else 409 with the reason there is none. */
function subscribed(ctx: AppContext, scoped: ScopedContract, sponsor: boolean, language: Language) {
  const allowed = subscriptionAllowed(scoped, 'manage', ctx.nowIso(), sponsor, language);
  if (!scoped.subscription) throw notAllowed(allowed.description, scoped.card.serial);
  return scoped.subscription;
}

/** The contract and the form's new values of an add or a change, once the contract's state allows it (else 409). */
async function allowedChange(
  ctx: AppContext,
  user: UserRow,
  body: Record<string, unknown>,
  op: 'add' | 'manage',
  language: Language,
) {
  const scoped = await contractFor(ctx, user, body);
  const params = readSubscriptionParams(ctx.config, body, 'form', language);
  const allowed = subscriptionAllowed(scoped, op, ctx.nowIso(), user.is_sponsor === 1, language);
  if (!allowed.allowed) throw notAllowed(allowed.description, scoped.card.serial);
  return { scoped, params };
}

export function registerSubscriptionRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  registerSubscriptionEngine();

  registerCall(app, ListSubscriptions, async (req) => {
    const rows = await ctx.db
      .selectFrom('subscriptions as s')
      .innerJoin('contracts as c', 'c.id', 's.contract_id')
      .innerJoin('cards as k', 'k.id', 'c.card_id')
      .select([
        's.id',
        's.contract_id',
        's.max_per_period',
        's.threshold',
        's.recharge_value',
        's.status_reason',
        's.card_brand',
        's.card_last4',
        'k.id as card_id',
        'k.serial',
        'k.nickname',
        'k.profile_name',
        'c.contract_name',
        'c.type_of_contract',
        'c.family',
      ])
      .where('k.owner_user_id', '=', req.auth.user.id)
      .where('s.state', '=', 'Active')
      .orderBy('k.serial')
      .orderBy('c.id')
      .execute();
    return success(
      rows.map((r) => ({
        subscriptionId: r.id,
        cardId: r.card_id,
        contractId: r.contract_id,
        serialNumber: r.serial,
        nickname: r.nickname,
        profileName: recordText(r.profile_name, req.language),
        contractName: recordText(r.contract_name, req.language),
        contractType: `${recordText(r.family, req.language)}:${recordText(r.type_of_contract, req.language)}`,
        maxNumberOfRecharges: r.max_per_period,
        threshold: r.threshold,
        rechargeValue: r.recharge_value,
        statusReason: recordText(r.status_reason, req.language),
        cardBrand: r.card_brand,
        cardLast4: r.card_last4,
      })),
    );
  });

  registerCall(app, IsSubscriptionAllowed, async (req) => {
    const scoped = await contractFor(ctx, req.auth.user, req.body);
    const op = text(req.body, 'operation') === 'manage' ? 'manage' : 'add';
    const result = subscriptionAllowed(
      scoped,
      op,
      ctx.nowIso(),
      req.auth.user.is_sponsor === 1,
      req.language,
    );
    return success({
      ...result,
      cardSerialNumber: scoped.card.serial,
      subscriptionState: scoped.subscription ? 'Active' : 'NoSubscription',
    });
  });

  registerCall(app, AddSubscription, async (req) => {
    const user = req.auth.user;
    const { scoped, params } = await allowedChange(ctx, user, req.body, 'add', req.language);
    // Sponsors subscribe straight to the cart; the company account is billed (no card).
    const sponsorPaid = user.is_sponsor === 1;
    const pm = sponsorPaid ? null : await tokenizePaymentMethod(ctx, req.body, req.language);
    const change: SubscriptionChange = {
      type: 'Subscription',
      kind: 'add',
      params,
      extra: pm ? paidByText(pm.brand, pm.last4, req.language) : employeeSuffix(scoped),
      payload: { ...paramsPayload(params), ...paymentPayload(pm) },
    };
    return putInCart(ctx, user, scoped, change, req.language);
  });

  registerCall(app, UpdateSubscription, async (req) => {
    const user = req.auth.user;
    const { scoped, params } = await allowedChange(ctx, user, req.body, 'manage', req.language);
    // A pending payment-method change of this contract stays part of the one pending update.
    const pending = await pendingUpdatePayload(ctx.db, user.id, scoped.contract.id);
    const keptPayment =
      pending && typeof pending.paymentToken === 'string' ? pickPayment(pending) : {};
    const paidBy =
      typeof keptPayment.cardLast4 === 'string'
        ? paidByText(String(keptPayment.cardBrand), keptPayment.cardLast4, req.language)
        : '';
    const change: SubscriptionChange = {
      type: 'SubscriptionUpdate',
      kind: 'update',
      params,
      extra: `${employeeSuffix(scoped)}${paidBy}`,
      payload: { ...paramsPayload(params), ...keptPayment },
    };
    return putInCart(ctx, user, scoped, change, req.language);
  });

  registerCall(app, DeleteSubscription, async (req) => {
    const user = req.auth.user;
    const scoped = await contractFor(ctx, user, req.body);
    subscribed(ctx, scoped, user.is_sponsor === 1, req.language);
    const change: SubscriptionChange = {
      type: 'CancelSubscription',
      kind: 'cancel',
      params: null,
      extra: employeeSuffix(scoped),
    };
    return putInCart(ctx, user, scoped, change, req.language);
  });

  registerCall(app, GetPaymentMethod, async (req) => {
    const scoped = await contractFor(ctx, req.auth.user, req.body);
    const sub = scoped.subscription ?? (await activeSubscription(ctx.db, scoped.contract.id));
    if (!sub)
      throw new ApiError(API_MSG.NOT_FOUND, {
        httpStatus: 404,
        message: catalogueText('NO_ACTIVE_SUBSCRIPTION'),
      });
    const [first = '', ...rest] = (sub.payer_name ?? '').split(' ');
    const [month = '', year = ''] = (sub.card_expiry ?? '').split('/');
    const address = (storedJson(sub.billing_address) ?? {}) as Record<string, string>;
    return success({
      contractid: scoped.contract.id,
      cardSerialNumber: scoped.card.serial,
      cardBrand: sub.card_brand,
      cardLast4: sub.card_last4,
      firstName: first,
      lastName: rest.join(' '),
      month,
      year,
      address1: address.address1 ?? '',
      address2: address.address2 ?? '',
      city: address.city ?? '',
      state: address.state ?? '',
      zipcode: address.zipcode ?? '',
      phonenumber: address.phonenumber ?? '',
      statusReason: recordText(sub.status_reason, req.language),
    });
  });

  registerCall(app, UpdatePaymentMethod, async (req) => {
    const user = req.auth.user;
    const scoped = await contractFor(ctx, user, req.body);
    const sub = subscribed(ctx, scoped, false, req.language);
    const pm = await tokenizePaymentMethod(ctx, req.body, req.language);
    // A pending parameter change of this contract stays part of the one pending update.
    const pending = await pendingUpdatePayload(ctx.db, user.id, scoped.contract.id);
    const pendingParams = pending && pending.paymentOnly !== true ? pending : null;
    const params: SubscriptionParams = pendingParams
      ? {
          threshold: Number(pendingParams.thresholdAmount),
          recharge: Number(pendingParams.rechargevalue),
          maxPerMonth: Number(pendingParams.maxRecharges),
        }
      : { threshold: sub.threshold, recharge: sub.recharge_value, maxPerMonth: sub.max_per_period };
    // A patron's contract has no employee: the item names none.
    const change: SubscriptionChange = {
      type: 'SubscriptionUpdate',
      kind: pendingParams ? 'update' : 'payment',
      params: pendingParams ? params : null,
      extra: pendingParams
        ? paidByText(pm.brand, pm.last4, req.language)
        : say(req.language, 'CARD_ENDING', '{0} ending {1}', brandLabel(pm.brand), pm.last4),
      payload: { paymentOnly: !pendingParams, ...paramsPayload(params), ...paymentPayload(pm) },
    };
    return putInCart(ctx, user, scoped, change, req.language);
  });
}
