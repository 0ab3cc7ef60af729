// Text-like fields bound to react-final-form: text, password (show/hide), e-mail, phone mask,
// zipcode and textarea (whole numbers: integer-field, with its input mask library). All share FieldShell (label, on-blur error bubble, a11y).
import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import {
  controlProps,
  FieldShell,
  shellProps,
  useRuleField,
  type BaseFieldProps,
} from '@qcard/kit/forms/field-shell';
import { digitsOnly, formatPhone, PHONE_PATTERN } from '@qcard/kit/forms/input-formats';
import { useTypedBeforeHydration } from '@qcard/kit/forms/typed-before-hydration';

export interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  /** Transform the typed text before it reaches form state (masks). */
  parse?: (text: string) => unknown;
  /** Transform form state for display. */
  format?: (value: unknown) => string;
  /** Extra element after the input (e.g. the password toggle). */
  adornment?: React.ReactNode;
  /** HTML maxLength on the input (stops typing); rule maxLength only reports. */
  inputMaxLength?: number;
}

const identityText = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function TextField(props: TextFieldProps) {
  const {
    required,
    disabled,
    readOnly,
    placeholder,
    autoComplete,
    type = 'text',
    inputMode,
    adornment,
  } = props;
  const trim = props.trim;
  const { input, meta } = useRuleField<unknown>(props, {
    parse: (text: unknown) => {
      const t = typeof text === 'string' ? text : identityText(text);
      const v = trim ? t.trim() : t;
      return props.parse ? props.parse(v) : v === '' ? undefined : v;
    },
    format: (v: unknown) => (props.format ? props.format(v) : identityText(v)),
  });
  const typedRef = useTypedBeforeHydration<HTMLInputElement>(input);
  // Text a mask refused (letters in a card's security code) leaves the form value as it was, so the
  // form does not count the field as typed in; the rider did type, and is told why it is still empty.
  const [typedIn, setTypedIn] = useState(false);
  return (
    <FieldShell
      {...shellProps(props)}
      meta={typedIn && !meta.modified ? { ...meta, modified: true } : meta}
    >
      {(control) => (
        <div className="qc-input-wrap">
          <input
            {...controlProps(input, control)}
            ref={typedRef}
            value={input.value as string}
            onChange={(e) => {
              if (e.target.value !== '') setTypedIn(true);
              input.onChange(e);
            }}
            type={type}
            inputMode={inputMode}
            disabled={disabled}
            readOnly={readOnly}
            placeholder={placeholder}
            autoComplete={autoComplete}
            maxLength={props.inputMaxLength}
            required={required}
          />
          {adornment}
        </div>
      )}
    </FieldShell>
  );
}

/** Password with a Show/Hide toggle button (aria-pressed). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'adornment'>) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className="qc-input-toggle"
          aria-pressed={visible}
          aria-label={
            visible
              ? t('form.hideField', { label: props.label })
              : t('form.showField', { label: props.label })
          }
          onClick={() => setVisible((v) => !v)}
          disabled={props.disabled}
        >
          {visible ? t('form.hide') : t('form.show')}
        </button>
      }
    />
  );
}

const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$';

export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      autoComplete="email"
      pattern={EMAIL_PATTERN}
      inputMaxLength={254}
      {...props}
      type="email"
    />
  );
}

/** Phone with the mask "+1 ### ### ####"; the form keeps the formatted text. */
export function PhoneField(props: Omit<TextFieldProps, 'type' | 'parse'>) {
  const { t } = useTranslation('common');
  return (
    <TextField
      autoComplete="tel-national"
      placeholder="+1 ### ### ####"
      pattern={PHONE_PATTERN}
      customError={t('form.phoneFormat')}
      {...props}
      type="tel"
      inputMode="tel"
      parse={(t) => formatPhone(t) || undefined}
    />
  );
}

/** Zipcode: digits only, at most 5. */
export function ZipField(props: Omit<TextFieldProps, 'type' | 'parse'>) {
  return (
    <TextField
      autoComplete="postal-code"
      pattern="^\d{5}$"
      {...props}
      type="text"
      inputMode="numeric"
      inputMaxLength={5}
      parse={(t) => digitsOnly(t, 5) || undefined}
    />
  );
}

export interface TextAreaFieldProps extends BaseFieldProps {
  rows?: number;
}

export function TextAreaField(props: TextAreaFieldProps) {
  const { required, disabled, readOnly, placeholder, rows = 5 } = props;
  const { input, meta } = useRuleField<string>(props);
  const typedRef = useTypedBeforeHydration<HTMLTextAreaElement>(input);
  return (
    <FieldShell {...shellProps(props)} meta={meta}>
      {(control) => (
        <textarea
          {...controlProps(input, control, `${control.className} qc-textarea`)}
          ref={typedRef}
          value={input.value ?? ''}
          onChange={input.onChange}
          rows={rows}
          disabled={disabled}
          readOnly={readOnly}
          placeholder={placeholder}
          maxLength={props.maxLength}
          required={required}
        />
      )}
    </FieldShell>
  );
}
