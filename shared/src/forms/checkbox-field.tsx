import { useField } from 'react-final-form';
import { FieldShell, type BaseFieldProps, fieldData } from '@qcard/shared/forms/field-shell';

export type CheckboxFieldProps = Omit<BaseFieldProps, 'minLength' | 'maxLength' | 'pattern' | 'trim'>;

/** Checkbox; with `required` it must be ticked ('{label} can not be blank' otherwise). */
export function CheckboxField(props: CheckboxFieldProps) {
  const { name, label, required, hint, help, id, className, disabled } = props;
  const { input, meta } = useField<boolean>(name, {
    type: 'checkbox',
    data: fieldData(label),
    validate: (v: unknown, all: object) =>
      required && !v ? `${label} can not be blank` : props.validate?.(v, all as Record<string, unknown>),
  });
  return (
    <FieldShell inline label={label} required={required} meta={meta} hint={hint} help={help} id={id} className={className} messageDurationMs={props.messageDurationMs}>
      {({ onBlurShell, onFocusShell, className: cls, ...aria }) => (
        <input
          {...aria}
          className={`${cls} qc-checkbox`}
          type="checkbox"
          name={input.name}
          checked={!!input.checked}
          disabled={disabled}
          onChange={input.onChange}
          onFocus={(e) => {
            input.onFocus(e);
            onFocusShell();
          }}
          onBlur={(e) => {
            input.onBlur(e);
            onBlurShell();
          }}
        />
      )}
    </FieldShell>
  );
}
