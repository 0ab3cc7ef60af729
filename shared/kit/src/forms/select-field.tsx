// Select bound to react-final-form; the first option is --SELECT-- (empty value).
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import {
  controlProps,
  FieldShell,
  shellProps,
  useRuleField,
  type BaseFieldProps,
} from '@qcard/kit/forms/field-shell';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends BaseFieldProps {
  options: ReadonlyArray<SelectOption>;
  /** Text of the empty first option; null removes it. */
  emptyLabel?: string | null;
  onValueChange?: (value: string) => void;
}

export function SelectField(props: SelectFieldProps) {
  const { t } = useTranslation('common');
  const { required, disabled, options } = props;
  const emptyLabel = props.emptyLabel === undefined ? t('form.select') : props.emptyLabel;
  const { input, meta } = useRuleField<string>(props, {
    parse: (v: unknown) => (v === '' ? undefined : (v as string)),
  });
  return (
    <FieldShell {...shellProps(props)} meta={meta}>
      {(control) => (
        <select
          {...controlProps(input, control, `${control.className} qc-select`)}
          value={input.value ?? ''}
          disabled={disabled || props.readOnly}
          required={required}
          onChange={(e) => {
            input.onChange(e);
            props.onValueChange?.(e.target.value);
          }}
        >
          {emptyLabel !== null ? <option value="">{emptyLabel}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
