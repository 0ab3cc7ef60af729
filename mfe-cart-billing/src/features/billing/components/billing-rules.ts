// Billing step rules: the payment and address rule sets of the order flow (no phone), and the
// order payload built from the form.
import { validateScreen } from '@qcard/shared/validation/rule-engine';
import { getConfig, messageText } from '@qcard/shared/config/config-store';
import { cardDigits, cardTypeCode, lastFour } from '@qcard/shared/payment/card-number';
import type { OrderPayload } from '@qcard/shared/contracts/orders-api';

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

/**
 * Record-level validation of the billing step: payment + address rules, phone excluded (SPEC 3).
 * Rules and texts are read from this app's view of the loaded configuration at every run.
 */
export function validateBilling(values: BillingValues): Record<string, string> {
  const v = values as Record<string, unknown>;
  const sets = getConfig().validationRules;
  const address = validateScreen(sets, { screen: 'address', action: 'ORDER_MANAGEMENT' }, v, { lookup: messageText });
  delete address.phonenumber;
  return { ...address, ...validateScreen(sets, { screen: 'payment', action: 'ORDER_MANAGEMENT' }, v, { lookup: messageText }) };
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
