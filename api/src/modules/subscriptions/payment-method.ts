// The payment method of a patron subscription: the browser sends the card number encrypted
// with /pbk.key; it is decrypted in memory, handed to the gateway's tokenize(), and only the
// token, brand, last four, cardholder name, expiry and billing address are kept.
import type { Language } from '../../platform/i18n/request-language';
import type { AppContext } from '../../app-context';
import { MSG } from '@qcard/contracts/envelope';
import { cardDigits, isValidCardNumber } from '@qcard/contracts/payment/card-number';
import { API_MSG, ApiError, catalogueText } from '../../platform/http/envelope';
import { fieldError } from '../sponsor/public';
import { getPaymentGateway, PaymentGatewayError } from '../../platform/payments/payment-gateway';
import { checkCardExpiry } from '../../platform/payments/card-expiry';
import { text, validateScreen } from '../../platform/validation/validate-screen';

const CARD_NUMBER_BLANK = catalogueText('FIELD_BLANK', catalogueText('LABEL_CARD_NUMBER'));
/** The payment screen's fields the form sends beside the encrypted card number. */
const PAYMENT_FIELDS = ['firstName', 'lastName', 'month', 'year', 'cvvCode'] as const;
const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'zipcode', 'phonenumber'] as const;
export type BillingAddress = Record<(typeof ADDRESS_FIELDS)[number], string>;

export interface PaymentMethod {
  token: string;
  brand: string;
  last4: string;
  payerName: string;
  /** MM/YYYY */
  expiry: string;
  address: BillingAddress;
}

function invalidCard(): ApiError {
  return new ApiError(MSG.INVALID_CARD_NUMBER);
}

/** Validates the payment + address fields and tokenizes the card. Throws 488 / 415 / 475. */
export async function tokenizePaymentMethod(
  ctx: AppContext,
  body: Record<string, unknown>,
  language: Language,
): Promise<PaymentMethod> {
  const values = Object.fromEntries(
    [...PAYMENT_FIELDS, ...ADDRESS_FIELDS].map((k) => [k, text(body, k)]),
  ) as Record<(typeof PAYMENT_FIELDS)[number] | keyof BillingAddress, string>;
  validateScreen(ctx.config, 'payment', values, language, [...PAYMENT_FIELDS]);
  validateScreen(ctx.config, 'address', values, language);
  const encrypted = text(body, 'cardNumber');
  if (encrypted === '') throw fieldError('cardNumber', CARD_NUMBER_BLANK);
  let number: string;
  try {
    number = cardDigits(ctx.keys.decryptCardNumber(encrypted));
  } catch {
    throw invalidCard();
  }
  if (!isValidCardNumber(number)) throw invalidCard();
  const { month, year } = values;
  checkCardExpiry(ctx, month, year, language);
  const payerName = `${values.firstName} ${values.lastName}`;
  try {
    const tok = await getPaymentGateway(ctx).tokenize({
      number,
      expMonth: month,
      expYear: year,
      cvv: values.cvvCode,
      name: payerName,
    });
    return {
      token: tok.token,
      brand: tok.brand,
      last4: tok.last4,
      payerName,
      expiry: `${month}/${year}`,
      address: Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, values[k]])) as BillingAddress,
    };
  } catch (err) {
    if (err instanceof PaymentGatewayError && err.reason === 'invalid_request') throw invalidCard();
    ctx.log.warn(
      { reason: err instanceof PaymentGatewayError ? err.reason : 'error' },
      'tokenize failed',
    );
    throw new ApiError(API_MSG.INTERNAL_ERROR, { httpStatus: 502 });
  }
}
