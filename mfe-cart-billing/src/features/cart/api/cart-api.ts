// Cart and order-submit calls. Shapes: shared/contracts/src/cart-api and orders-api.
import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import { CartItemsCall, DeleteOrderItemCall } from '@qcard/contracts/cart-calls';
import { SubmitOrderCall } from '@qcard/contracts/orders-calls';
import type { CartItem, CartPage, DeleteOrderItemResult } from '@qcard/contracts/cart-api';
import type { OrderPayload, SubmitResult } from '@qcard/contracts/orders-api';

export type { CartPage } from '@qcard/contracts/cart-api';
export type { OrderPayload, SubmitFunction, SubmitResult } from '@qcard/contracts/orders-api';
export type CartItemView = CartItem;

export const SUBSCRIPTION_ITEM_TYPES = ['Subscription', 'SubscriptionUpdate', 'CancelSubscription'];

export function fetchCart(pageNo: number): Promise<CallResult<CartPage>> {
  return callContract(CartItemsCall, { pageNo });
}

export function deleteCartItem(orderItemId: number): Promise<CallResult<DeleteOrderItemResult>> {
  return callContract(DeleteOrderItemCall, { orderItemId });
}

export function submitOrder(payload: OrderPayload): Promise<CallResult<SubmitResult>> {
  return callContract(SubmitOrderCall, payload);
}

/** A fresh idempotency key: one per review, so a double click or a retry submits once. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
