// From / To date inputs (YYYY-MM-DD). Inline: 'To Date must be older than From Date';
// on search use checkDateRange (466 both-or-neither, 467 from after to).
import { useId } from 'react';
import { useTranslation } from '@qcard/shared/i18n/react-i18n';
import { checkDateRange, type CodedError } from '@qcard/shared/validation/rule-engine';
import '../styles/forms.css';
import '../styles/ui.css';

export interface DateRangeValue {
  from: string;
  to: string;
}

export interface DateRangeProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  fromLabel?: string;
  toLabel?: string;
  max?: string;
}

/** Search-time check: 466 / 467 with configured texts, or undefined. */
export function validateDateRange(value: DateRangeValue): CodedError | undefined {
  return checkDateRange(value.from, value.to);
}

export function DateRange({ value, onChange, fromLabel, toLabel, max }: DateRangeProps) {
  const { t } = useTranslation('common');
  const id = useId().replace(/:/g, '');
  const orderError = value.from && value.to && value.from > value.to ? t('validation.dateOrder') : undefined;
  return (
    <fieldset className="qc-fieldset qc-date-range">
      <legend className="qc-visually-hidden">{t('search.dateRange')}</legend>
      <div className="qc-field">
        <label className="qc-field__label" htmlFor={`${id}-from`}>
          {fromLabel ?? t('search.fromDate')}
        </label>
        <input id={`${id}-from`} className="qc-input" type="date" value={value.from} max={max} onChange={(e) => onChange({ ...value, from: e.target.value })} />
      </div>
      <div className="qc-field">
        <label className="qc-field__label" htmlFor={`${id}-to`}>
          {toLabel ?? t('search.toDate')}
        </label>
        <input
          id={`${id}-to`}
          className={`qc-input${orderError ? ' qc-input--invalid' : ''}`}
          type="date"
          value={value.to}
          max={max}
          aria-invalid={!!orderError}
          aria-describedby={`${id}-err`}
          onChange={(e) => onChange({ ...value, to: e.target.value })}
        />
      </div>
      <p id={`${id}-err`} className="qc-inline-error" aria-live="polite">
        {orderError ?? ''}
      </p>
    </fieldset>
  );
}
