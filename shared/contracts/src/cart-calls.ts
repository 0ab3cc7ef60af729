// Where each cart call is reached: path, SPEC action and function(s), access, and the types of its
// body and answer. Plain data, so a browser imports it without the schemas (cart-api.ts).
import type * as S from '@qcard/contracts/cart-api';
import { call } from '@qcard/contracts/call';

export const CartItemsCall = /* @__PURE__ */ call<
  typeof S.CartItemsBody,
  typeof S.CartItemsAnswer
>()({
  path: '/cart/cartItems',
  action: 'CART_MANAGEMENT',
  functions: ['cart_items'],
  access: 'session',
  summary: "The caller's cart, paged by page_size; price is the subtotal of every item (cents)",
});

export const EditOrderItemCall = /* @__PURE__ */ call<
  typeof S.EditOrderItemBody,
  typeof S.EditOrderItemAnswer
>()({
  path: '/cart/editOrderItem',
  action: 'CART_MANAGEMENT',
  functions: ['edit_order_item'],
  access: 'session',
  summary: "Changes a Recharge item's amount (cents) within its contract's bounds (463)",
});

export const DeleteOrderItemCall = /* @__PURE__ */ call<
  typeof S.DeleteOrderItemBody,
  typeof S.DeleteOrderItemAnswer
>()({
  path: '/cart/deleteOrderItem',
  action: 'CART_MANAGEMENT',
  functions: ['delete_order_item'],
  access: 'session',
  summary:
    "Removes one item from the caller's cart (another owner's item answers 485 like a missing one)",
});
