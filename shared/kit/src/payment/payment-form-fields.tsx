// Payment form (SPEC section 5): name, card number (4x4 with brand icon), CVV, expiry month/year.
// Card-type names (Visa, Mastercard, ...) are brands and stay as they are in every language.
import { useField } from 'react-final-form';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { configValue } from '@qcard/runtime/config/config-store';
import { useConfigPart } from '@qcard/kit/config/use-config-part';
import { checkCardNumber } from '@qcard/contracts/validation/input-checks';
import { SelectField } from '@qcard/kit/forms/select-field';
import { PasswordLikeCvv, TextField } from '@qcard/kit/payment/payment-inputs';
import { expiryProblem, expiryYears, type ExpiryClock } from '@qcard/contracts/payment/card-expiry';
import {
  BRAND_LABELS,
  detectBrand,
  formatCardNumber,
  isSavedCardValue,
  maskCardNumber,
} from '@qcard/contracts/payment/card-number';
import '../styles/forms.css';
import { PAGE_RULES } from '@qcard/kit/validation/page-rules';
import { textsIn } from '@qcard/runtime/i18n/i18n';

export const MONTH_OPTIONS = Array.from({ length: 12 }, (_, i) => {
  const m = String(i + 1).padStart(2, '0');
  return { value: m, label: m };
});

/** Year options: the years the expiry rule accepts (payment/card-expiry, the one source). */
export function yearOptions(clock: ExpiryClock = {}): { value: string; label: string }[] {
  return expiryYears(clock).map((y) => ({ value: y, label: y }));
}

export interface PaymentFormFieldsProps {
  prefix?: string;
  /** 'split' = firstName + lastName, 'single' = cardholdername. */
  nameMode?: 'split' | 'single';
  /** Last four of a preselected saved card: the card field then accepts the saved value. */
  savedCardLast4?: string | null;
  now?: Date;
  disabled?: boolean;
  legend?: string | null;
}

function CardBrandIcon({ value }: { value: unknown }) {
  const creditCards = useConfigPart('creditCards');
  const brand = detectBrand(typeof value === 'string' ? value : '');
  if (!brand) return null;
  const icon = creditCards.find((c) => c.title === brand);
  return icon ? (
    <img className="qc-card-brand" src={icon.image} alt={BRAND_LABELS[brand]} height={24} />
  ) : (
    <span className="qc-card-brand qc-card-brand--text">{BRAND_LABELS[brand]}</span>
  );
}

export function PaymentFormFields({
  prefix = '',
  nameMode = 'split',
  savedCardLast4,
  now,
  disabled,
  legend,
}: PaymentFormFieldsProps) {
  const { t } = useTranslation('common');
  const n = (k: string) => `${prefix}${k}`;
  const legendText = legend === undefined ? t('payment.legend') : legend;
  const cardValue = useField<string>(n('cardNumber'), { subscription: { value: true } }).input
    .value;
  const saved = isSavedCardValue(cardValue, savedCardLast4);
  // Today in the portal's zone, as the API reads it: the list and the check agree with the server.
  const clock: ExpiryClock = { now, timeZone: configValue('Time_Zone', 'Time_Zone') };
  const years = yearOptions(clock);
  const monthYearCheck =
    (which: 'month' | 'year') => (_: unknown, all: Record<string, unknown>) => {
      const scope = prefix
        ? ((all[prefix.replace(/\.$/, '')] as Record<string, unknown> | undefined) ?? {})
        : all;
      const problem = expiryProblem(scope.month, scope.year, clock, textsIn());
      return problem?.property === which ? problem.message : undefined;
    };
  return (
    <fieldset className="qc-fieldset qc-form-grid">
      {legendText ? <legend className="qc-fieldset__legend">{legendText}</legend> : null}
      {nameMode === 'split' ? (
        <>
          <TextField
            name={n('firstName')}
            label={t('payment.firstName')}
            required
            maxLength={50}
            autoComplete="cc-given-name"
            disabled={disabled}
          />
          <TextField
            name={n('lastName')}
            label={t('payment.lastName')}
            required
            maxLength={50}
            autoComplete="cc-family-name"
            disabled={disabled}
          />
        </>
      ) : (
        <TextField
          className="qc-span-2"
          name={n('cardholdername')}
          label={t('payment.cardholderName')}
          required
          maxLength={100}
          autoComplete="cc-name"
          disabled={disabled}
        />
      )}
      <TextField
        className="qc-span-2"
        name={n('cardNumber')}
        label={t('payment.cardNumber')}
        required
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="#### #### #### ####"
        disabled={disabled}
        parse={(t) => {
          if (savedCardLast4 && t.includes('#')) return undefined;
          const d = t.replace(/\D/g, '').slice(0, 16);
          return d === '' ? undefined : d;
        }}
        format={(v) =>
          isSavedCardValue(String(v ?? ''), savedCardLast4)
            ? maskCardNumber(savedCardLast4)
            : formatCardNumber(String(v ?? ''))
        }
        validate={(v) =>
          checkCardNumber(typeof v === 'string' ? v : '', {
            ...PAGE_RULES,
            savedLast4: savedCardLast4,
          })?.message
        }
        adornment={saved ? null : <CardBrandIcon value={cardValue} />}
        hint={saved ? t('payment.savedCard') : undefined}
      />
      <SelectField
        name={n('month')}
        label={t('payment.expiryMonth')}
        required
        options={MONTH_OPTIONS}
        validate={monthYearCheck('month')}
        disabled={disabled}
        autoComplete="cc-exp-month"
      />
      <SelectField
        name={n('year')}
        label={t('payment.expiryYear')}
        required
        options={years}
        validate={monthYearCheck('year')}
        disabled={disabled}
        autoComplete="cc-exp-year"
      />
      <PasswordLikeCvv name={n('cvvCode')} label={t('payment.securityCode')} disabled={disabled} />
    </fieldset>
  );
}
