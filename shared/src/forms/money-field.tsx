// Money in dollars with two decimals on screen; the form value is integer cents (or undefined).
import { useEffect, useState } from 'react';
import { useField } from 'react-final-form';
import { dollarsToCents } from '@qcard/shared/format/money';
import { FieldShell, ruleValidator, shellProps, type BaseFieldProps, useFieldData } from '@qcard/shared/forms/field-shell';
import { centsToInput, isDollarDraft } from '@qcard/shared/forms/input-formats';
import { afterPress } from '@qcard/shared/forms/press-aware-blur';

export interface MoneyFieldProps extends BaseFieldProps {
  /** Inclusive bounds in cents with their message (e.g. code 463 text from the engine). */
  range?: { min: number; max: number; message: string };
}

export function MoneyField(props: MoneyFieldProps) {
  const { name, required, disabled, readOnly, placeholder, range } = props;
  const base = ruleValidator({ ...props, minLength: undefined, maxLength: undefined, pattern: undefined, validate: undefined });
  const { input, meta } = useField<number | undefined>(name, {
    data: useFieldData(props.label),
    validate: (value: unknown, all: object) => {
      const msg = base(value, all as Record<string, unknown>);
      if (msg) return msg;
      if (typeof value === 'number' && range && (value < range.min || value > range.max)) return range.message;
      return props.validate?.(value, all as Record<string, unknown>);
    },
  });
  const [text, setText] = useState(() => centsToInput(input.value));
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    // Outside changes (presets, populate-all, reset) replace the shown text.
    if (!focused) setText(centsToInput(input.value));
  }, [input.value, focused]);

  return (
    <FieldShell {...shellProps(props)} meta={meta}>
      {({ onBlurShell, onFocusShell, className: cls, ...aria }) => (
        <div className="qc-input-wrap qc-input-wrap--money">
          <span className="qc-input-prefix" aria-hidden="true">
            $
          </span>
          <input
            {...aria}
            className={`${cls} qc-input--money`}
            name={name}
            type="text"
            inputMode="decimal"
            value={text}
            disabled={disabled}
            readOnly={readOnly}
            placeholder={placeholder ?? '0.00'}
            required={required}
            onChange={(e) => {
              // The rider's commas stay as typed: dollarsToCents reads them as grouping or decimals.
              const t = e.target.value.replace(/[$\s]/g, '');
              if (!isDollarDraft(t)) return;
              setText(t);
              const cents = dollarsToCents(t);
              input.onChange(cents === null ? undefined : cents);
            }}
            onFocus={() => {
              setFocused(true);
              input.onFocus();
              onFocusShell();
            }}
            onBlur={() => {
              setFocused(false);
              setText(centsToInput(input.value));
              afterPress(() => {
                input.onBlur();
                onBlurShell();
              });
            }}
          />
        </div>
      )}
    </FieldShell>
  );
}
