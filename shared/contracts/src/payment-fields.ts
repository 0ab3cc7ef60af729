// What the order submit and the subscription payment send alike about the paying card and its
// payer: the expiry, the security code and the billing address, each text the handler checks.
import { TextIn, Type } from '@qcard/contracts/schema-parts';

export const CardExpiryAndAddressIn = {
  month: Type.Optional(TextIn),
  year: Type.Optional(TextIn),
  cvvCode: Type.Optional(TextIn),
  address1: Type.Optional(TextIn),
  address2: Type.Optional(TextIn),
  city: Type.Optional(TextIn),
  state: Type.Optional(TextIn),
  zipcode: Type.Optional(TextIn),
};
