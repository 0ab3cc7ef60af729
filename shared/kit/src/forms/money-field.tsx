// Money in dollars with two decimals on screen; the form value is integer cents, undefined when
// blank, or NaN while the text is no amount. The text stays as typed (a refused "-"
// would turn "-30" into a $30 reload), and the field's check turns NaN into its message.
import { useEffect, useState } from 'react';
import { useField } from 'react-final-form';
import {
  FieldShell,
  ruleValidator,
  shellProps,
  type BaseFieldProps,
  useFieldData,
} from '@qcard/kit/forms/field-shell';
import {
  centsToInput,
  isUnreadable,
  moneyTextToCents,
  NUMBER_TEXT_MAX,
} from '@qcard/kit/forms/input-formats';
import { fieldText } from '@qcard/contracts/validation/rule-engine';
import { afterPress } from '@qcard/kit/forms/press-aware-blur';
import { PAGE_RULES } from '@qcard/kit/validation/page-rules';

export interface MoneyFieldProps extends BaseFieldProps {
  /** Inclusive bounds in cents with their message (e.g. code 463 text from the engine). */
  range?: { min: number; max: number; message: string };
}

export function MoneyField(props: MoneyFieldProps) {
  const { name, required, disabled, readOnly, placeholder, range } = props;
  const base = ruleValidator({
    ...props,
    minLength: undefined,
    maxLength: undefined,
    pattern: undefined,
    validate: undefined,
  });
  const { input, meta } = useField<number | undefined>(name, {
    data: useFieldData(props.label),
    validate: (value: unknown, all: object) => {
      const msg = base(value, all as Record<string, unknown>);
      if (msg) return msg;
      // Text that is no amount says what the screen says of an amount out of range, else "is not valid".
      if (
        typeof value === 'number' &&
        range &&
        (isUnreadable(value) || value < range.min || value > range.max)
      )
        return range.message;
      const own = props.validate?.(value, all as Record<string, unknown>);
      if (own) return own;
      return isUnreadable(value)
        ? fieldText('FIELD_INVALID', [props.label], PAGE_RULES)
        : undefined;
    },
  });
  const [text, setText] = useState(() => centsToInput(input.value));
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    // Outside changes (presets, populate-all, reset) replace the shown text; text that is no
    // amount stays as typed, with its message.
    if (!focused && !isUnreadable(input.value)) setText(centsToInput(input.value));
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
            maxLength={NUMBER_TEXT_MAX}
            disabled={disabled}
            readOnly={readOnly}
            placeholder={placeholder ?? '0.00'}
            required={required}
            onChange={(e) => {
              // Kept as typed: commas are read as grouping or decimals, anything else is NaN.
              setText(e.target.value);
              input.onChange(moneyTextToCents(e.target.value));
            }}
            onFocus={() => {
              setFocused(true);
              input.onFocus();
              onFocusShell();
            }}
            onBlur={() => {
              setFocused(false);
              // A valid amount shows with its cents; anything else stays as typed.
              if (!isUnreadable(input.value)) setText(centsToInput(input.value));
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
