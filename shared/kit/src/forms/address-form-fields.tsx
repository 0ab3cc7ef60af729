// Shared address form (SPEC section 2): address1, address2, city, state, zipcode, phone.
// Required per SPEC section 5: address1, city, state, zipcode and phone. The state select shows
// the names in the page's language; its values are the 2-letter codes either way.
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { getLanguage, i18n } from '@qcard/runtime/i18n/i18n';
import { SelectField } from '@qcard/kit/forms/select-field';
import { PhoneField, TextField, ZipField } from '@qcard/kit/forms/text-fields';
import { US_STATES } from '@qcard/contracts/forms/us-states';

export type AddressKey = 'address1' | 'address2' | 'city' | 'state' | 'zipcode' | 'phonenumber';

/** The states named in the page's language, in its alphabetical order ("Nueva York" in Spanish). */
export function stateOptions(): Array<{ value: string; label: string }> {
  const language = getLanguage();
  const options = US_STATES.map((s) => ({
    value: s.code,
    label: i18n.t(`common:state.${s.code}`),
  }));
  return language === 'en'
    ? options
    : options.sort((a, b) => a.label.localeCompare(b.label, language));
}

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

export function AddressFormFields({
  prefix = '',
  showPhone = true,
  names = {},
  disabled,
  legend,
}: AddressFormFieldsProps) {
  const { t } = useTranslation('common');
  const n = (k: AddressKey) => `${prefix}${names[k] ?? k}`;
  const legendText = legend === undefined ? t('address.legend') : legend;
  return (
    <fieldset className="qc-fieldset qc-form-grid">
      {legendText ? <legend className="qc-fieldset__legend">{legendText}</legend> : null}
      <TextField
        className="qc-span-2"
        name={n('address1')}
        label={t('address.line1')}
        required
        maxLength={100}
        autoComplete="address-line1"
        disabled={disabled}
      />
      <TextField
        className="qc-span-2"
        name={n('address2')}
        label={t('address.line2')}
        maxLength={100}
        autoComplete="address-line2"
        disabled={disabled}
      />
      <TextField
        name={n('city')}
        label={t('address.city')}
        required
        maxLength={50}
        autoComplete="address-level2"
        disabled={disabled}
      />
      <SelectField
        name={n('state')}
        label={t('address.state')}
        required
        options={stateOptions()}
        disabled={disabled}
        autoComplete="address-level1"
      />
      <ZipField
        name={n('zipcode')}
        label={t('address.zipcode')}
        required
        maxLength={5}
        disabled={disabled}
      />
      {showPhone ? (
        <PhoneField
          name={n('phonenumber')}
          label={t('address.phone')}
          required
          disabled={disabled}
        />
      ) : null}
    </fieldset>
  );
}
