// Cart and order-submit calls (shapes as the API answers them).
import { callApi, type CallResult } from '@qcard/shared/api/api-client';
import type { CartItem } from '@qcard/shared/contracts/domain';

export interface CartItemView extends CartItem {
  contractId?: number | null;
  employeeId?: number | null;
}

export interface CartPage {
  cartItems: CartItemView[];
  /** Subtotal of every item in the cart, cents. */
  price: number;
  numberOfPages: number;
  pageNumber: number;
  numberOfRecords: number;
}

export type SubmitFunction = 'submit_order' | 'rs_submit_order' | 'subscription_submit_order';

/** Order payload of SPEC section 3: payment and address fields (no phone), encrypted card number. */
export interface OrderPayload {
  function: SubmitFunction;
  idempotencyKey: string;
  firstName?: string;
  lastName?: string;
  cardNumber?: string;
  month?: string;
  year?: string;
  cvvCode?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  zipcode?: string;
  cardType?: number;
  cardLast4?: string;
  subscription?: boolean;
}

export interface SubmitResult {
  orderId: number;
  status: string;
}

export const SUBSCRIPTION_ITEM_TYPES = ['Subscription', 'SubscriptionUpdate', 'CancelSubscription'];

export function fetchCart(pageNo: number): Promise<CallResult<CartPage>> {
  return callApi<CartPage>('/cart/cartItems', { pageNo });
}

export function deleteCartItem(orderItemId: number): Promise<CallResult<{ price: number; numberOfRecords: number }>> {
  return callApi('/cart/deleteOrderItem', { orderItemId });
}

export function submitOrder(payload: OrderPayload): Promise<CallResult<SubmitResult>> {
  return callApi<SubmitResult>('/order/submit', { action: 'ORDER_MANAGEMENT', ...payload });
}

/** A fresh idempotency key: one per review, so a double click or a retry submits once. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
