// The billing address of a card order (no phone number), and "save this address to my profile":
// the order's address, validated like the profile's, kept as the patron's
// address once the payment is approved.
import type { Language } from '../../platform/i18n/request-language';
import type { AppContext } from '../../app-context';
import type { UserRow } from '../../platform/db/schema';
import { catalogueText } from '../../platform/http/envelope';
import { fieldInvalid } from './payment-input';
import { validateScreen, text } from '../../platform/validation/validate-screen';
import { US_STATES } from '@qcard/contracts/forms/us-states';

export interface BillingAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
}

export function readAddress(
  ctx: AppContext,
  body: Record<string, unknown>,
  language: Language,
): BillingAddress {
  validateScreen(ctx.config, 'address', body, language, [
    'address1',
    'address2',
    'city',
    'state',
    'zipcode',
  ]);
  const state = text(body, 'state');
  if (!US_STATES.some((s) => s.code === state)) throw fieldInvalid(catalogueText('LABEL_STATE'));
  return {
    address1: text(body, 'address1'),
    address2: text(body, 'address2'),
    city: text(body, 'city'),
    state,
    zipcode: text(body, 'zipcode'),
  };
}

/** The patron whose profile gets this order's address (saveAddress true), or null. Only a signed-in patron has a profile to save to. */
export function readSaveAddress(
  body: Record<string, unknown>,
  address: BillingAddress | null,
  user: UserRow | null,
): number | null {
  if (body.saveAddress !== undefined && typeof body.saveAddress !== 'boolean')
    throw fieldInvalid('saveAddress');
  return body.saveAddress === true && address && user && user.is_sponsor !== 1 ? user.id : null;
}

/** The rider asked to keep this order's billing address as their profile's address (the phone stays). */
export async function saveBillingAddress(
  ctx: AppContext,
  userId: number,
  address: BillingAddress,
): Promise<void> {
  await ctx.db
    .updateTable('users')
    .set({
      address1: address.address1,
      address2: address.address2,
      town: address.city,
      state: address.state,
      zipcode: address.zipcode,
      updated_at: ctx.nowIso(),
    })
    .where('id', '=', userId)
    .execute();
}
