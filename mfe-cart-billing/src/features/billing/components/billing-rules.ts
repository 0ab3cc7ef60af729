// Billing step rules: the payment and address rule sets of the order flow (no phone), and the
// order payload built from the form.
import { screenValidator } from '@qcard/shared/validation/use-screen-validation';
import { cardDigits, cardTypeCode, lastFour } from '@qcard/shared/payment/card-number';
import type { OrderPayload } from '../../cart/api/cart-api';

export interface BillingValues {
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
}

const paymentRules = screenValidator({ screen: 'payment', action: 'ORDER_MANAGEMENT' });
const addressRules = screenValidator({ screen: 'address', action: 'ORDER_MANAGEMENT' });

/** Record-level validation of the billing step: payment + address rules, phone excluded (SPEC 3). */
export function validateBilling(values: BillingValues): Record<string, string> {
  const v = values as Record<string, unknown>;
  const address = addressRules(v);
  delete address.phonenumber;
  return { ...address, ...paymentRules(v) };
}

/** Order payload without the card number (the saga adds it encrypted). */
export function orderPayload(values: BillingValues, idempotencyKey: string, patron: boolean): OrderPayload {
  const digits = cardDigits(values.cardNumber);
  return {
    function: 'submit_order',
    idempotencyKey,
    firstName: (values.firstName ?? '').trim(),
    lastName: (values.lastName ?? '').trim(),
    month: values.month ?? '',
    year: values.year ?? '',
    cvvCode: values.cvvCode ?? '',
    address1: (values.address1 ?? '').trim(),
    address2: (values.address2 ?? '').trim(),
    city: (values.city ?? '').trim(),
    state: values.state ?? '',
    zipcode: values.zipcode ?? '',
    cardType: cardTypeCode(digits),
    ...(patron ? { cardLast4: lastFour(digits) } : {}),
    subscription: false,
  };
}
