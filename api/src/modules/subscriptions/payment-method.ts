// The payment method of a patron subscription: the browser sends the card number encrypted
// with /pbk.key; it is decrypted in memory, handed to the gateway's tokenize(), and only the
// token, brand, last four, cardholder name, expiry and billing address are kept.
import type { Language } from '../../platform/i18n/request-language';
import type { AppContext } from '../../app-context';
import { MSG } from '@qcard/shared/contracts/envelope';
import { cardDigits, isValidCardNumber } from '@qcard/shared/payment/card-number';
import { decryptCardNumber } from '../../platform/crypto/key-pair';
import { API_MSG, ApiError, catalogueText } from '../../platform/http/envelope';
import { getPaymentGateway, PaymentGatewayError } from '../../platform/payments/payment-gateway';
import { checkCardExpiry } from '../../platform/payments/card-expiry';
import { text, validateScreen } from '../../platform/validation/validate-screen';

const CARD_NUMBER_BLANK = catalogueText('FIELD_BLANK', catalogueText('LABEL_CARD_NUMBER'));

export interface BillingAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
  phonenumber: string;
}

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
  return new ApiError(MSG.INVALID_CARD_NUMBER, { httpStatus: 400 });
}

/** Validates the payment + address fields and tokenizes the card. Throws 488 / 415 / 475. */
export async function tokenizePaymentMethod(
  ctx: AppContext,
  body: Record<string, unknown>,
  language: Language,
): Promise<PaymentMethod> {
  const values: Record<string, unknown> = {};
  for (const k of [
    'firstName',
    'lastName',
    'month',
    'year',
    'cvvCode',
    'address1',
    'address2',
    'city',
    'state',
    'zipcode',
    'phonenumber',
  ])
    values[k] = text(body, k);
  validateScreen(ctx.config, 'payment', values, language, [
    'firstName',
    'lastName',
    'month',
    'year',
    'cvvCode',
  ]);
  validateScreen(ctx.config, 'address', values, language);
  const encrypted = text(body, 'cardNumber');
  if (encrypted === '') {
    throw new ApiError(API_MSG.VALIDATION_FAILED, {
      httpStatus: 400,
      params: [CARD_NUMBER_BLANK],
      data: { problems: [{ property: 'cardNumber', message: CARD_NUMBER_BLANK }] },
    });
  }
  let number: string;
  try {
    number = cardDigits(decryptCardNumber(ctx.keys, encrypted));
  } catch {
    throw invalidCard();
  }
  if (!isValidCardNumber(number)) throw invalidCard();
  const month = String(values.month);
  const year = String(values.year);
  checkCardExpiry(ctx, month, year, language);
  const payerName = `${String(values.firstName)} ${String(values.lastName)}`;
  try {
    const tok = await getPaymentGateway(ctx).tokenize({
      number,
      expMonth: month,
      expYear: year,
      cvv: String(values.cvvCode),
      name: payerName,
    });
    return {
      token: tok.token,
      brand: tok.brand,
      last4: tok.last4,
      payerName,
      expiry: `${month}/${year}`,
      address: {
        address1: String(values.address1),
        address2: String(values.address2),
        city: String(values.city),
        state: String(values.state),
        zipcode: String(values.zipcode),
        phonenumber: String(values.phonenumber),
      },
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
