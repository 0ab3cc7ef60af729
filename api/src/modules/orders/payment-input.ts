// The card of an /order/submit body (SPEC section 3): validated, and its number decrypted in
// memory only (never stored or logged).
import type { Language } from '../../platform/i18n/request-language';
import { API_MSG, ApiError, catalogueText, type TextParam } from '../../platform/http/envelope';
import type { AppContext } from '../../app-context';
import { validateScreen, text } from '../../platform/validation/validate-screen';
import {
  cardDigits,
  cardTypeCode,
  detectBrand,
  isValidCardNumber,
  type CardBrand,
} from '@qcard/contracts/payment/card-number';
import type { CardDetails } from '../../platform/payments/payment-gateway';
import { checkCardExpiry } from '../../platform/payments/card-expiry';

export const MSG_INVALID_CARD = '415';

export interface PaymentInput {
  card: CardDetails;
  brand: CardBrand;
  last4: string;
}

export function invalid(message: TextParam): ApiError {
  return new ApiError(API_MSG.VALIDATION_FAILED, { params: [message] });
}

/** 488 naming the field whose value is not valid. */
export const fieldInvalid = (field: TextParam) => invalid(catalogueText('FIELD_INVALID', field));

/** Payment fields of SPEC section 3, card number decrypted in memory (never stored or logged). */
export function readPayment(
  ctx: AppContext,
  body: Record<string, unknown>,
  language: Language,
): PaymentInput {
  validateScreen(ctx.config, 'payment', body, language, [
    'firstName',
    'lastName',
    'month',
    'year',
    'cvvCode',
  ]);
  const month = text(body, 'month');
  const year = text(body, 'year');
  checkCardExpiry(ctx, month, year, language);
  const encrypted = typeof body.cardNumber === 'string' ? body.cardNumber.trim() : '';
  if (encrypted === '')
    throw invalid(catalogueText('FIELD_BLANK', catalogueText('LABEL_CARD_NUMBER')));
  let digits: string;
  try {
    const plain = ctx.keys.decryptCardNumber(encrypted);
    digits = cardDigits(plain);
    if (digits !== plain.replace(/\s/g, '')) throw new Error('not digits');
  } catch {
    throw new ApiError(MSG_INVALID_CARD);
  }
  const brand = detectBrand(digits);
  if (!brand || !isValidCardNumber(digits)) throw new ApiError(MSG_INVALID_CARD);
  if (
    body.cardType !== undefined &&
    body.cardType !== null &&
    body.cardType !== '' &&
    Number(body.cardType) !== cardTypeCode(digits)
  ) {
    throw new ApiError(MSG_INVALID_CARD);
  }
  const last4 = digits.slice(-4);
  if (typeof body.cardLast4 === 'string' && body.cardLast4 !== '' && body.cardLast4 !== last4)
    throw new ApiError(MSG_INVALID_CARD);
  return {
    card: {
      number: digits,
      expMonth: month,
      expYear: year,
      cvv: text(body, 'cvvCode'),
      name: `${text(body, 'firstName')} ${text(body, 'lastName')}`,
    },
    brand,
    last4,
  };
}
