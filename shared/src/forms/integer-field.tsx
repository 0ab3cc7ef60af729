// Whole-number field bound to react-final-form. Its own module: the input mask library it uses
// (react-number-format, 6 KB gzip) ships only with the pages that ask for numbers, not with the
// login form.
import { NumericFormat } from 'react-number-format';
import { controlProps, FieldShell, shellProps, useRuleField } from '@qcard/shared/forms/field-shell';
import type { TextFieldProps } from '@qcard/shared/forms/text-fields';

/**
 * Whole numbers, digits only (issue 18 item 11: "2.5" was read as 25). The input mask of
 * react-number-format refuses a sign, a decimal point, exponents and letters, typed or pasted,
 * so what the rider sees is the number the form keeps (a number, or undefined when empty).
 */
export function IntegerField(props: Omit<TextFieldProps, 'type' | 'parse' | 'format'> & { maxDigits?: number }) {
  const { required, disabled, readOnly, placeholder, autoComplete } = props;
  const maxDigits = props.maxDigits ?? 9;
  const { input, meta } = useRuleField<number | undefined>(props);
  const shown = typeof input.value === 'number' && Number.isFinite(input.value) ? input.value : '';
  return (
    <FieldShell {...shellProps(props)} meta={meta}>
      {(control) => (
        <div className="qc-input-wrap">
          <NumericFormat
            {...controlProps(input, control)}
            value={shown}
            decimalScale={0}
            allowNegative={false}
            allowLeadingZeros={false}
            thousandSeparator={false}
            isAllowed={({ value }) => value.length <= maxDigits}
            onValueChange={({ value }, { source }) => {
              // Only the rider's typing changes the form; a new value from the form re-renders.
              if (source === 'event') input.onChange(value === '' ? undefined : Number(value));
            }}
            type="text"
            inputMode="numeric"
            disabled={disabled}
            readOnly={readOnly}
            placeholder={placeholder}
            autoComplete={autoComplete}
            required={required}
          />
        </div>
      )}
    </FieldShell>
  );
}

