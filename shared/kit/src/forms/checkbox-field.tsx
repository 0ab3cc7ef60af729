import { useField } from 'react-final-form';
import {
  FieldShell,
  shellFocus,
  shellProps,
  type BaseFieldProps,
  useFieldData,
} from '@qcard/kit/forms/field-shell';
import { textsIn } from '@qcard/runtime/i18n/i18n';

export type CheckboxFieldProps = Omit<
  BaseFieldProps,
  'minLength' | 'maxLength' | 'pattern' | 'trim'
>;

/** Checkbox; with `required` it must be ticked ('{label} can not be blank' otherwise). */
export function CheckboxField(props: CheckboxFieldProps) {
  const { name, required, disabled } = props;
  const { input, meta } = useField<boolean>(name, {
    type: 'checkbox',
    data: useFieldData(props.label),
    validate: (v: unknown, all: object) =>
      required && !v
        ? textsIn()('common:validation.blank', { label: props.label })
        : props.validate?.(v, all as Record<string, unknown>),
  });
  return (
    <FieldShell inline {...shellProps(props)} meta={meta}>
      {({ onBlurShell, onFocusShell, className: cls, ...aria }) => (
        <input
          {...aria}
          className={`${cls} qc-checkbox`}
          type="checkbox"
          name={input.name}
          checked={!!input.checked}
          disabled={disabled}
          onChange={input.onChange}
          {...shellFocus(input, { onFocusShell, onBlurShell })}
        />
      )}
    </FieldShell>
  );
}
