// Shared address form (SPEC section 2): address1, address2, city, state, zipcode, phone.
// Required per SPEC section 5: address1, city, state, zipcode and phone.
import { SelectField } from '@qcard/shared/forms/select-field';
import { PhoneField, TextField, ZipField } from '@qcard/shared/forms/text-fields';
import { US_STATES } from '@qcard/shared/forms/us-states';

export type AddressKey = 'address1' | 'address2' | 'city' | 'state' | 'zipcode' | 'phonenumber';

export const ADDRESS_LABELS: Record<AddressKey, string> = {
  address1: 'Address Line 1',
  address2: 'Address Line 2',
  city: 'City',
  state: 'State',
  zipcode: 'Zipcode',
  phonenumber: 'Phone Number',
};

export const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.state }));

export interface AddressFormFieldsProps {
  /** Prefix for nested form values, e.g. "billing." */
  prefix?: string;
  /** The order flow has no phone number. */
  showPhone?: boolean;
  /** Override field names, e.g. { zipcode: 'zipCode' }. */
  names?: Partial<Record<AddressKey, string>>;
  disabled?: boolean;
  /** Legend of the fieldset; null renders none. */
  legend?: string | null;
}

export function AddressFormFields({ prefix = '', showPhone = true, names = {}, disabled, legend = 'Address' }: AddressFormFieldsProps) {
  const n = (k: AddressKey) => `${prefix}${names[k] ?? k}`;
  return (
    <fieldset className="qc-fieldset qc-form-grid">
      {legend ? <legend className="qc-fieldset__legend">{legend}</legend> : null}
      <TextField className="qc-span-2" name={n('address1')} label={ADDRESS_LABELS.address1} required maxLength={100} autoComplete="address-line1" disabled={disabled} />
      <TextField className="qc-span-2" name={n('address2')} label={ADDRESS_LABELS.address2} maxLength={100} autoComplete="address-line2" disabled={disabled} />
      <TextField name={n('city')} label={ADDRESS_LABELS.city} required maxLength={50} autoComplete="address-level2" disabled={disabled} />
      <SelectField name={n('state')} label={ADDRESS_LABELS.state} required options={STATE_OPTIONS} disabled={disabled} autoComplete="address-level1" />
      <ZipField name={n('zipcode')} label={ADDRESS_LABELS.zipcode} required maxLength={5} disabled={disabled} />
      {showPhone ? <PhoneField name={n('phonenumber')} label={ADDRESS_LABELS.phonenumber} required disabled={disabled} /> : null}
    </fieldset>
  );
}
