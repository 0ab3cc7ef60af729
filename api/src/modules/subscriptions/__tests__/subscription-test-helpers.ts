// Helpers of the subscription API tests: encrypted card numbers, the demo contracts, and
// submitting a subscription-only cart through /order/submit then fulfilling the order.
import crypto from 'node:crypto';
import type { TestApp } from '../../../test-support/create-test-app';
import { fulfilOrder } from '../../orders/fulfilment-worker';
import { expiryYear } from '../../orders/__tests__/order-test-helpers';

export const RIDER = { email: 'rider@example.com', password: 'Rider#2026' };
export const PATRON2 = { email: 'patron2@example.com', password: 'Rider#2026' };
export const SPONSOR = { email: 'sponsor@example.com', password: 'Sponsor#2026' };
export const SPONSOR2 = { email: 'sponsor2@example.com', password: 'Sponsor#2026' };

export function encryptFor(t: TestApp, cardNumber: string): string {
  return crypto
    .publicEncrypt(
      {
        key: t.app.qcard.keys.publicPem,
        padding: crypto.constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from(cardNumber),
    )
    .toString('base64');
}

export function paymentFields(
  t: TestApp,
  cardNumber = '4111111111111111',
): Record<string, unknown> {
  return {
    firstName: 'Riley',
    lastName: 'Rider',
    cardNumber: encryptFor(t, cardNumber),
    month: '12',
    year: expiryYear(t),
    cvvCode: '123',
    cardType: 1,
    address1: '42 Elm Street',
    address2: 'Apt 3B',
    city: 'Springfield',
    state: 'NY',
    zipcode: '10001',
    phonenumber: '+1 212 555 0142',
  };
}

/** Contract id of a card's first contract (by serial), optionally by contract name. */
export async function contractOf(t: TestApp, serial: string, name?: string): Promise<number> {
  let q = t.app.qcard.db
    .selectFrom('contracts as c')
    .innerJoin('cards as k', 'k.id', 'c.card_id')
    .select('c.id')
    .where('k.serial', '=', serial);
  if (name) q = q.where('c.contract_name', '=', name);
  const row = await q.orderBy('c.id').executeTakeFirstOrThrow();
  return row.id;
}

/** Submits the caller's subscription cart and fulfils the order now; returns the order id. */
export async function submitAndFulfil(
  t: TestApp,
  token: string,
  fn: 'subscription_submit_order' | 'rs_submit_order' = 'subscription_submit_order',
): Promise<number> {
  const res = await t.post(
    '/order/submit',
    { function: fn, idempotencyKey: crypto.randomUUID() },
    token,
  );
  // Until the cart team's /order/submit is in, build the same order straight from the cart.
  const orderId =
    res.statusCode === 404 ? await directOrder(t, token) : Number(res.envelope.data?.orderId);
  if (res.statusCode !== 404 && res.envelope.status !== 'SUCCESS')
    throw new Error(`submit failed: ${res.body}`);
  await fulfilOrder(t.app.qcard, orderId);
  return orderId;
}

export async function activeSub(t: TestApp, contractId: number) {
  return t.app.qcard.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('contract_id', '=', contractId)
    .where('state', '=', 'Active')
    .executeTakeFirst();
}

async function directOrder(t: TestApp, token: string): Promise<number> {
  const db = t.app.qcard.db;
  const me = await t.post('/user/details', {}, token);
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', Number(me.envelope.data.id))
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('cart_items')
    .selectAll()
    .where('owner_kind', '=', 'user')
    .where('owner_id', '=', String(user.id))
    .execute();
  const now = t.app.qcard.nowIso();
  const order = await db
    .insertInto('orders')
    .values({
      user_id: user.id,
      company_id: user.is_sponsor ? user.company_id : null,
      anonymous_serial: null,
      anonymous_email: null,
      price: 0,
      status: 'ProcessingOrder',
      kind: 'Subscription',
      creation_date: now,
      method_of_payment: null,
      authorization_id: null,
      transaction_id: null,
      payment_description: null,
      card_brand: null,
      card_last4: null,
      billing_address: null,
      idempotency_key: crypto.randomUUID(),
      fulfil_after: now,
      fulfilled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const i of items) {
    await db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        description: i.description,
        status: 'ProcessingOrder',
        price: i.price,
        item_type: i.item_type,
        contract_id: i.contract_id,
        employee_id: i.employee_id,
        payload: i.payload,
      })
      .execute();
  }
  await db
    .deleteFrom('cart_items')
    .where(
      'id',
      'in',
      items.map((i) => i.id),
    )
    .execute();
  return order.id;
}
