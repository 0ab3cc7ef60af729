// Whole-number field bound to react-final-form: a plain text input whose text stays as typed.
import { useEffect, useState } from 'react';
import { controlProps, FieldShell, shellProps, useRuleField } from '@qcard/kit/forms/field-shell';
import {
  isUnreadable,
  NUMBER_TEXT_MAX,
  wholeNumberTextToValue,
} from '@qcard/kit/forms/input-formats';
import type { TextFieldProps } from '@qcard/kit/forms/text-fields';
import { fieldText } from '@qcard/contracts/validation/rule-engine';
import { PAGE_RULES } from '@qcard/kit/validation/page-rules';

const shownOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/**
 * Whole numbers. An input mask that drops what it refuses read "0.5" as 5 and "2.5" as 25,
 * so nothing typed is dropped: the text stays as typed, and the form holds
 * the number, undefined when blank, or NaN for anything that is not digits only ("0.5", "-1",
 * letters, more than maxDigits), which the field's check turns into its message.
 */
export function IntegerField(
  props: Omit<TextFieldProps, 'type' | 'parse' | 'format'> & { maxDigits?: number },
) {
  const { name, label, required, disabled, readOnly, placeholder, autoComplete } = props;
  const maxDigits = props.maxDigits ?? 9;
  const { input, meta } = useRuleField<number | undefined>({
    ...props,
    validate: (value, all) => {
      // The screen's own message first (the range of its codes), else "is not valid".
      const own = props.validate?.(value, all);
      if (own) return own;
      return isUnreadable(value) ? fieldText('FIELD_INVALID', [label], PAGE_RULES) : undefined;
    },
  });
  const [text, setText] = useState(() => shownOf(input.value));
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    // Outside changes (reset, a form that starts over) replace the shown text; text that is no
    // whole number stays as typed, with its message.
    if (!focused && !isUnreadable(input.value)) setText(shownOf(input.value));
  }, [input.value, focused]);

  return (
    <FieldShell {...shellProps(props)} meta={meta}>
      {(control) => {
        const own = controlProps(input, control);
        return (
          <div className="qc-input-wrap">
            <input
              {...own}
              name={name}
              type="text"
              inputMode="numeric"
              value={text}
              maxLength={NUMBER_TEXT_MAX}
              disabled={disabled}
              readOnly={readOnly}
              placeholder={placeholder}
              autoComplete={autoComplete}
              required={required}
              onChange={(e) => {
                setText(e.target.value);
                input.onChange(wholeNumberTextToValue(e.target.value, maxDigits));
              }}
              onFocus={(e) => {
                setFocused(true);
                own.onFocus(e);
              }}
              onBlur={(e) => {
                setFocused(false);
                own.onBlur(e);
              }}
            />
          </div>
        );
      }}
    </FieldShell>
  );
}
