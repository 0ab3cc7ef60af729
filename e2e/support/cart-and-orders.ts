// A rider's or sponsor's cart and orders through the API, for the cart and billing journeys:
// emptying the cart, a card's first contract, the order numbers of the account; and the billing
// page filled as Pat Second pays.
import type { APIRequestContext, Page } from '@playwright/test';
import { fillBillingAddress, fillPaymentCard } from './payment-form';
import { apiCall } from './session';

export interface CartData {
  cartItems: Array<{ itemId: number; price: number; description: string }>;
  price: number;
  numberOfRecords: number;
}
export interface Contract {
  id: number;
  unitsLeft: number;
}

export async function emptyCart(request: APIRequestContext, token: string) {
  for (;;) {
    const cart = await apiCall<CartData>(request, token, '/cart/cartItems', {});
    if (cart.data.cartItems.length === 0) return;
    for (const item of cart.data.cartItems)
      await apiCall(request, token, '/cart/deleteOrderItem', { orderItemId: item.itemId });
  }
}

export async function contractOf(
  request: APIRequestContext,
  token: string,
  serial: string,
): Promise<Contract> {
  const res = await apiCall<{ contracts: Contract[] }>(request, token, '/card/detailsBySerial', {
    cardSerialNo: serial,
  });
  const c = res.data.contracts[0];
  if (!c) throw new Error(`no contract on ${serial}: ${JSON.stringify(res)}`);
  return c;
}

export async function orderIds(request: APIRequestContext, token: string): Promise<number[]> {
  const res = await apiCall<{ data: Array<{ orderId: number }> }>(
    request,
    token,
    '/order/search',
    {},
  );
  return res.data.data.map((o) => o.orderId);
}

/** The billing page filled with Pat Second's name and address and the card given. */
export async function fillBilling(page: Page, cardNumber: string) {
  await fillPaymentCard(page, { firstName: 'Pat', lastName: 'Second', cardNumber });
  await fillBillingAddress(page, '200 Second Avenue', '10002');
}
