// Helpers for the cart / order API tests: contracts by card serial, encrypted card numbers,
// a ready-made order body.
import crypto from 'node:crypto';
import type { TestApp } from '../../../test-support/create-test-app';

export const RIDER = { email: 'rider@example.com', password: 'Rider#2026' };
export const PATRON2 = { email: 'patron2@example.com', password: 'Rider#2026' };
export const SPONSOR = { email: 'sponsor@example.com', password: 'Sponsor#2026' };
export const SPONSOR2 = { email: 'sponsor2@example.com', password: 'Sponsor#2026' };

export const APPROVE = '4111111111111111';
export const DECLINE = '4000000000000002';
export const GATEWAY_ERROR = '4000000000000119';
export const CVV = '8642';

export async function contractOf(
  t: TestApp,
  serial: string,
): Promise<{ id: number; units_left: number; min: number; max: number }> {
  const row = await t.app.qcard.db
    .selectFrom('contracts')
    .innerJoin('cards', 'cards.id', 'contracts.card_id')
    .select([
      'contracts.id',
      'contracts.units_left',
      'contracts.min_input_value',
      'contracts.maximum_allowed',
    ])
    .where('cards.serial', '=', serial)
    .where('contracts.ride_sponsor', '=', 0)
    .orderBy('contracts.id')
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    units_left: row.units_left,
    min: row.min_input_value,
    max: row.maximum_allowed,
  };
}

export async function balanceOf(t: TestApp, contractId: number): Promise<number> {
  const row = await t.app.qcard.db
    .selectFrom('contracts')
    .select('units_left')
    .where('id', '=', contractId)
    .executeTakeFirstOrThrow();
  return row.units_left;
}

/** The key card numbers are encrypted with: a test app's, or one fetched from /pbk.key. */
export type CardKey = TestApp | crypto.KeyObject;

export function encrypt(t: CardKey, cardNumber: string): string {
  const key = t instanceof crypto.KeyObject ? t : t.app.qcard.keys.publicPem;
  return crypto
    .publicEncrypt(
      { key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(cardNumber),
    )
    .toString('base64');
}

/** An expiry year that is always valid: next year on the app's clock (a test app's fixed clock
 * too; for a key alone, the real one). */
export function expiryYear(t: CardKey): string {
  const now = t instanceof crypto.KeyObject ? new Date() : t.app.qcard.clock();
  return String(now.getUTCFullYear() + 1);
}

export function orderBody(
  t: CardKey,
  cardNumber = APPROVE,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const nextYear = expiryYear(t);
  return {
    function: 'submit_order',
    firstName: 'Riley',
    lastName: 'Rider',
    cardNumber: encrypt(t, cardNumber),
    month: '12',
    year: nextYear,
    cvvCode: CVV,
    address1: '100 Main Street',
    address2: '',
    city: 'Springfield',
    state: 'NY',
    zipcode: '10001',
    cardType: cardNumber.startsWith('4') ? 1 : -1,
    cardLast4: cardNumber.slice(-4),
    idempotencyKey: crypto.randomUUID(),
    ...extra,
  };
}

export async function addReload(
  t: TestApp,
  token: string,
  contractId: number,
  cents: number,
): Promise<number> {
  const res = await t.post(
    '/cart/addRechargeCard',
    { contractid: contractId, rechargevalue: cents },
    token,
  );
  if (res.envelope.status !== 'SUCCESS') throw new Error(`addRechargeCard failed: ${res.body}`);
  return res.envelope.data.item.itemId as number;
}

export async function cartOf(t: TestApp, token: string) {
  return (await t.post('/cart/cartItems', {}, token)).envelope.data;
}

export async function emptyCart(t: TestApp, token: string) {
  for (const item of (await cartOf(t, token)).cartItems)
    await t.post('/cart/deleteOrderItem', { orderItemId: item.itemId }, token);
}

/** Charges the gateway took, across every order: a retry must not add one. */
export async function chargeCount(t: TestApp): Promise<number> {
  const row = await t.app.qcard.db
    .selectFrom('payment_charges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function orderCount(t: TestApp, email: string): Promise<number> {
  const user = await t.app.qcard.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const row = await t.app.qcard.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
