// Where each subscriptions call is reached: path, SPEC action and function(s), access, and the types of its
// body and answer. Plain data, so a browser imports it without the schemas (subscriptions-api.ts).
import type * as S from '@qcard/contracts/subscriptions-api';
import type * as P from '@qcard/contracts/schema-parts';
import { call } from '@qcard/contracts/call';

export const ListSubscriptionsCall = /* @__PURE__ */ call<
  typeof P.EmptyBody,
  typeof S.ListSubscriptionsAnswer
>()({
  path: '/subscription/list',
  action: 'SUBSCRIPTION_MANAGEMENT',
  functions: ['list_subscriptions'],
  access: 'authenticated',
  summary: "The caller's own cards' Active subscriptions (patron subscription rows)",
});

export const IsSubscriptionAllowedCall = /* @__PURE__ */ call<
  typeof S.IsSubscriptionAllowedBody,
  typeof S.IsSubscriptionAllowedAnswer
>()({
  path: '/subscription/isSubscriptionAllowed',
  action: 'SUBSCRIPTION_MANAGEMENT',
  functions: ['is_subscription_allowed'],
  access: 'authenticated',
  summary:
    'contractid (operation add|manage, default add) → {allowed, description, subscriptionState}',
});

export const AddSubscriptionCall = /* @__PURE__ */ call<
  typeof S.AddSubscriptionBody,
  typeof S.CartResult
>()({
  path: '/subscription/addSubscription',
  action: 'SUBSCRIPTION_MANAGEMENT',
  functions: ['add_subscription'],
  access: 'authenticated',
  summary:
    'contractid, thresholdAmount, rechargevalue, maxRecharges (cents/count) + payment card (patron) → Subscription cart item',
});

export const UpdateSubscriptionCall = /* @__PURE__ */ call<
  typeof S.UpdateSubscriptionBody,
  typeof S.CartResult
>()({
  path: '/subscription/updateSubscription',
  action: 'SUBSCRIPTION_MANAGEMENT',
  functions: ['update_subscription'],
  access: 'authenticated',
  summary:
    'contractid, thresholdAmount, rechargevalue, maxRecharges → SubscriptionUpdate cart item',
});

export const DeleteSubscriptionCall = /* @__PURE__ */ call<
  typeof S.DeleteSubscriptionBody,
  typeof S.CartResult
>()({
  path: '/subscription/deleteSubscription',
  action: 'SUBSCRIPTION_MANAGEMENT',
  functions: ['delete_subscription', 'cancel_subscription'],
  access: 'authenticated',
  summary: 'contractid → CancelSubscription cart item',
});

export const GetPaymentMethodCall = /* @__PURE__ */ call<
  typeof S.GetPaymentMethodBody,
  typeof S.GetPaymentMethodAnswer
>()({
  path: '/subscription/getSPA',
  action: 'SUBSCRIPTION_MANAGEMENT',
  functions: ['get_spa'],
  access: 'patron',
  summary:
    'contractid → payment method on file (brand, last4, name, expiry, address); never the number',
});

export const UpdatePaymentMethodCall = /* @__PURE__ */ call<
  typeof S.UpdatePaymentMethodBody,
  typeof S.CartResult
>()({
  path: '/subscription/updateSPA',
  action: 'SUBSCRIPTION_MANAGEMENT',
  functions: ['update_spa'],
  access: 'patron',
  summary:
    'contractid, cardSerialNumber + new payment card → SubscriptionUpdate cart item replacing the payment token',
});

export const SponsorSubscriptionSearchCall = /* @__PURE__ */ call<
  typeof S.SponsorSubscriptionSearchBody,
  typeof S.SponsorSubscriptionSearchAnswer
>()({
  path: '/rssubscription/search',
  action: 'SPONSER_SUBSCRIPTION_MANAGEMENT',
  functions: ['search'],
  access: 'sponsor',
  summary:
    'filterType (employeeId|name|group|contract|cardNumber|all), filterValue, pageNo → paged employee subscription rows of the own company',
});

export const SponsorAddSubscriptionsCall = /* @__PURE__ */ call<
  typeof S.SponsorAddSubscriptionsBody,
  typeof S.SponsorAddSubscriptionsAnswer
>()({
  path: '/rssubscription/addSubscription',
  action: 'SPONSER_SUBSCRIPTION_MANAGEMENT',
  functions: ['add_subscription'],
  access: 'sponsor',
  summary:
    'employeeSubscriptions[] {employeeId, contractid, recordVersion?, refreshrate, trigger, maxRecharges} → Subscription / SubscriptionUpdate cart items (rows with refreshrate > 0 and changed values); 507 (HTTP 409) with the current rows when a row changed since its recordVersion',
});

export const SponsorAddSubscriptionsShortCall = /* @__PURE__ */ call<
  typeof S.SponsorAddSubscriptionsBody,
  typeof S.SponsorAddSubscriptionsAnswer
>()({
  path: '/rssubscription/add',
  action: 'SPONSER_SUBSCRIPTION_MANAGEMENT',
  functions: ['add'],
  access: 'sponsor',
  summary:
    'employeeSubscriptions[] {employeeId, contractid, recordVersion?, refreshrate, trigger, maxRecharges} → Subscription / SubscriptionUpdate cart items (rows with refreshrate > 0 and changed values); 507 (HTTP 409) with the current rows when a row changed since its recordVersion',
});

export const SponsorDeleteSubscriptionsCall = /* @__PURE__ */ call<
  typeof S.SponsorDeleteSubscriptionsBody,
  typeof S.SponsorDeleteSubscriptionsAnswer
>()({
  path: '/rssubscription/delete',
  action: 'SPONSER_SUBSCRIPTION_MANAGEMENT',
  functions: ['delete'],
  access: 'sponsor',
  summary:
    'employeeSubscriptions[] {employeeId, contractid, recordVersion?} → CancelSubscription cart items; 507 (HTTP 409) with the current rows when a row changed since its recordVersion',
});
