// Where each orders call is reached: path, SPEC action and function(s), access, and the types of its
// body and answer. Plain data, so a browser imports it without the schemas (orders-api.ts).
import type * as S from '@qcard/contracts/orders-api';
import { call } from '@qcard/contracts/call';

export const SubmitOrderCall = /* @__PURE__ */ call<
  typeof S.SubmitOrderBody,
  typeof S.SubmitOrderAnswer
>()({
  path: '/order/submit',
  action: 'ORDER_MANAGEMENT',
  functions: ['submit_order', 'rs_submit_order', 'subscription_submit_order'],
  access: 'session',
  summary:
    'Turns the cart into an order (card charge, company account, or subscription items); idempotent per key',
});

export const OrderSearchCall = /* @__PURE__ */ call<
  typeof S.OrderSearchBody,
  typeof S.OrderSearchAnswer
>()({
  path: '/order/search',
  action: 'ORDER_MANAGEMENT',
  functions: ['order_search'],
  access: 'authenticated',
  summary:
    "The caller's orders (patron: own; sponsor: company's) by order number or status and date range, sorted by sortBy (orderId|price|status|creationDate) and sortDir, then id; 469 when none",
});

export const OrderDetailsCall = /* @__PURE__ */ call<typeof S.OrderDetailsBody, typeof S.Order>()({
  path: '/order/getOrdersDetails',
  action: 'ORDER_MANAGEMENT',
  functions: ['order_details'],
  access: 'authenticated',
  summary: 'One order with its items (scoped like /order/search; sponsors get no payment details)',
});
