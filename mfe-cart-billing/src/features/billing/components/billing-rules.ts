// Billing step rules: the payment and address rule sets of the order flow (no phone), and the
// order payload built from the form.
import { validateScreen } from '@qcard/contracts/validation/rule-engine';
import { getConfig } from '@qcard/runtime/config/config-store';
import { cardDigits, cardTypeCode, lastFour } from '@qcard/contracts/payment/card-number';
import type { OrderPayload } from '@qcard/contracts/orders-api';
import type { SessionUser } from '@qcard/contracts/domain';
import { toStateCode } from '@qcard/contracts/forms/us-states';
import { PAGE_RULES } from '@qcard/kit/validation/page-rules';

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
  /** Also keep this address as the profile's (patrons, when it differs). */
  saveAddress?: boolean;
}

type ProfileUser = Pick<
  SessionUser,
  'address' | 'address1' | 'address2' | 'town' | 'state' | 'zipcode'
>;
type ProfileHolder = ProfileUser & Pick<SessionUser, 'firstName' | 'lastName'>;

/** The profile's address as billing form values: what a patron's billing step starts from. */
export function profileAddress(user: ProfileUser): BillingValues {
  return {
    address1: user.address1 ?? user.address.split(', ')[0] ?? '',
    address2: user.address2 ?? '',
    city: user.town ?? '',
    state: toStateCode(user.state) ?? undefined,
    zipcode: user.zipcode ?? '',
  };
}

/**
 * A patron's billing step as it opens: the profile's name as the card holder's (as the
 * subscription payment page has always done) and the profile's address. Both stay editable; a
 * card in another person's name is typed over.
 */
export function profileBilling(user: ProfileHolder): BillingValues {
  return {
    firstName: user.firstName || undefined,
    lastName: user.lastName || undefined,
    ...profileAddress(user),
  };
}

const ADDRESS_KEYS = ['address1', 'address2', 'city', 'state', 'zipcode'] as const;

/** Whether the typed billing address is not the profile's (spaces around a value do not count). */
export function addressDiffersFromProfile(values: BillingValues, user: ProfileUser): boolean {
  const profile = profileAddress(user);
  return ADDRESS_KEYS.some((k) => (values[k] ?? '').trim() !== (profile[k] ?? '').trim());
}

/**
 * Record-level validation of the billing step: payment + address rules, phone excluded (SPEC 3).
 * Rules and texts are read from this app's view of the loaded configuration at every run.
 */
export function validateBilling(values: BillingValues): Record<string, string> {
  const v = values as Record<string, unknown>;
  const sets = getConfig().validationRules;
  const address = validateScreen(
    sets,
    { screen: 'address', action: 'ORDER_MANAGEMENT' },
    v,
    PAGE_RULES,
  );
  delete address.phonenumber;
  return {
    ...address,
    ...validateScreen(sets, { screen: 'payment', action: 'ORDER_MANAGEMENT' }, v, PAGE_RULES),
  };
}

/** Order payload without the card number (the saga adds it encrypted). */
export function orderPayload(
  values: BillingValues,
  idempotencyKey: string,
  patron: boolean,
  profile?: ProfileUser | null,
): OrderPayload {
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
    // Sent only when the rider ticked it and the address is not already the profile's.
    ...(patron && values.saveAddress && profile && addressDiffersFromProfile(values, profile)
      ? { saveAddress: true }
      : {}),
    subscription: false,
  };
}
