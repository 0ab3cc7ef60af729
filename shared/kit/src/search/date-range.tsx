// From / To dates, typed in the page language's order (mm/dd/yyyy, dd/mm/aaaa) and handed over
// as YYYY-MM-DD. Inline: 'To Date must be older than From Date', and a day that is no day says
// the format; on search use checkDateRange (466 both-or-neither, 467 from after to).
import { useId, useState } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { checkDateRange } from '@qcard/contracts/validation/input-checks';
import type { CodedError } from '@qcard/contracts/validation/rule-engine';
import { isoToShownDate, maskShownDate, SHOWN_DATE, shownDateToIso } from '@qcard/kit/format/dates';
import '../styles/forms.css';
import '../styles/ui.css';
import { PAGE_RULES } from '@qcard/kit/validation/page-rules';

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
  return checkDateRange(value.from, value.to, PAGE_RULES);
}

interface DateInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (iso: string) => void;
  /** Another reason the field is invalid (the range's order), told by the element `describedBy`. */
  otherError?: string;
  describedBy?: string;
}

/**
 * One day as text in the page language's order. Chromium draws <input type="date"> in the
 * browser's locale whatever the page's `lang`, so a Spanish page showed
 * mm/dd/yyyy. Text that is no day yet hands over '' (no date) and, once left, says the format.
 */
function DateInput({ id, label, value, onChange, otherError, describedBy }: DateInputProps) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language === 'es' ? 'es' : 'en';
  const { placeholder } = SHOWN_DATE[language];
  // What was typed while it is not the value's day in this language (null: show the value).
  const [draft, setDraft] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  const draftDay = draft === null ? null : shownDateToIso(draft, language);
  const text =
    draft !== null && (draftDay ?? '') === value ? draft : isoToShownDate(value, language);
  const badDay =
    text !== '' &&
    shownDateToIso(text, language) === null &&
    (left || text.length >= placeholder.length);
  const error = badDay ? t('validation.dateFormat', { format: placeholder }) : otherError;
  return (
    <div className="qc-field">
      <label className="qc-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={`qc-input${error ? ' qc-input--invalid' : ''}`}
        type="text"
        lang={language}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        maxLength={placeholder.length}
        value={text}
        aria-invalid={!!error}
        aria-describedby={badDay ? `${id}-format` : describedBy}
        onChange={(e) => {
          const typed = maskShownDate(e.target.value);
          setDraft(typed);
          setLeft(false);
          onChange(shownDateToIso(typed, language) ?? '');
        }}
        onBlur={() => {
          setLeft(true);
          // A day typed whole (or pasted as YYYY-MM-DD) is shown the language's way from now on.
          if (draftDay !== null) setDraft(null);
        }}
      />
      {badDay ? (
        <p id={`${id}-format`} className="qc-inline-error" aria-live="polite">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function DateRange({ value, onChange, fromLabel, toLabel }: DateRangeProps) {
  const { t } = useTranslation('common');
  const id = useId().replace(/:/g, '');
  const orderError =
    value.from && value.to && value.from > value.to ? t('validation.dateOrder') : undefined;
  return (
    <fieldset className="qc-fieldset qc-date-range">
      <legend className="qc-visually-hidden">{t('search.dateRange')}</legend>
      <DateInput
        id={`${id}-from`}
        label={fromLabel ?? t('search.fromDate')}
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
      />
      <DateInput
        id={`${id}-to`}
        describedBy={`${id}-err`}
        label={toLabel ?? t('search.toDate')}
        value={value.to}
        otherError={orderError}
        onChange={(to) => onChange({ ...value, to })}
      />
      <p id={`${id}-err`} className="qc-inline-error" aria-live="polite">
        {orderError ?? ''}
      </p>
    </fieldset>
  );
}
