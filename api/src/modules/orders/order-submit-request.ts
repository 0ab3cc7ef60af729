// What an /order/submit body asks for before any cart is touched: the function and who may call
// it, the total the page showed, the idempotency key.
import crypto from 'node:crypto';
import type { AuthInfo } from '../../platform/http/access';
import { API_MSG, ApiError, catalogueText } from '../../platform/http/envelope';
import { fieldInvalid } from './payment-input';
import { SubmitOrderCall } from '@qcard/contracts/orders-calls';
import type { SubmitFunction } from '@qcard/contracts/orders-api';

// The submit call's functions, as its contract names them: the body's `function` picks one.
export const SUBMIT_FUNCTIONS = SubmitOrderCall.functions as readonly SubmitFunction[];
export type { SubmitFunction };

export function submitFunction(body: Record<string, unknown>): SubmitFunction {
  const fn =
    typeof body.function === 'string' && body.function !== '' ? body.function : 'submit_order';
  if (!(SUBMIT_FUNCTIONS as readonly string[]).includes(fn))
    throw new ApiError(API_MSG.UNKNOWN_PATH, {
      httpStatus: 404,
      message: catalogueText('UNKNOWN_FUNCTION', fn),
    });
  return fn as SubmitFunction;
}

/** Who may call which function (a refused combination answers 403). */
export function checkFunctionAccess(fn: SubmitFunction, auth: AuthInfo): void {
  const denied = () => new ApiError(API_MSG.ACCESS_DENIED, { httpStatus: 403 });
  const sponsor = !!auth.user?.is_sponsor;
  if (fn === 'submit_order' && sponsor) throw denied();
  if (fn === 'rs_submit_order' && (!sponsor || auth.user?.company_id == null)) throw denied();
  if (fn === 'subscription_submit_order' && !auth.user) throw denied();
}

/** The cart total (cents) the page showed, if sent: a cart changed in another tab is never paid unseen. */
export function expectedPriceOf(body: Record<string, unknown>): number | null {
  const raw = body.expectedPrice;
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'number' || !Number.isSafeInteger(raw) || raw < 0)
    throw fieldInvalid(catalogueText('LABEL_EXPECTED_PRICE'));
  return raw;
}

/** Idempotency key from the body (idempotencyKey) or the Idempotency-Key header; a fresh one if absent. */
export function idempotencyKeyOf(body: Record<string, unknown>, header: unknown): string {
  const raw =
    typeof body.idempotencyKey === 'string'
      ? body.idempotencyKey
      : typeof header === 'string'
        ? header
        : '';
  if (raw === '') return crypto.randomUUID();
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(raw))
    throw fieldInvalid(catalogueText('LABEL_IDEMPOTENCY_KEY'));
  return raw;
}
