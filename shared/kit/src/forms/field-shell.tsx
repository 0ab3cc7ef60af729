// Common frame of every form field: visible label tied to the control, error checked on blur,
// shown in a bubble for Message_Display_Duration seconds (SPEC), and kept as wrong-input style
// and as visible text under the field, which is also the control's description (aria-describedby
// + polite live region), for as long as the value stays invalid: once the bubble has gone, the
// rider still reads what is wrong. A field still empty speaks only once it was typed
// in or the form was submitted (fieldError). When the page changes language, the form checks
// its fields again, so the messages shown read in the new language.
import { useCallback, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useField, useForm, type FieldMetaState, type UseFieldConfig } from 'react-final-form';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import type { FormApi } from 'final-form';
import type { ValidationRule } from '@qcard/contracts/domain';
import { validateField } from '@qcard/contracts/validation/rule-engine';
import { messageDisplayMs } from '@qcard/kit/forms/message-duration';
import { afterPress } from '@qcard/kit/forms/press-aware-blur';
import { textsIn } from '@qcard/runtime/i18n/i18n';
import { useElementId } from '@qcard/runtime/ui/element-ids';
import '../styles/forms.css';
import { PAGE_RULES } from '@qcard/kit/validation/page-rules';

export type FieldValidator = (
  value: unknown,
  allValues: Record<string, unknown>,
) => string | undefined;

export interface BaseFieldProps {
  name: string;
  label: string;
  /** Mandatory: '{label} can not be blank' when empty; also marks the field as required. */
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** Regex source checked after the length rules ('{label} is not valid'). */
  pattern?: string;
  /** Text appended to the label when the pattern fails. */
  customError?: string;
  /** Name used in the length messages (defaults to the label). */
  placeholderName?: string;
  /** Extra check after the rule checks; receives all form values. */
  validate?: FieldValidator;
  /** Compare with another field: '{label} is not matching' when different. */
  confirmOf?: string;
  /** Trim spaces from the value (login username and password). */
  trim?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  help?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  id?: string;
  className?: string;
  autoComplete?: string;
  /** Override Message_Display_Duration (ms) for this field. */
  messageDurationMs?: number;
}

/** What a field tells the form about itself (its label, for the submit button's reason). */
export interface FieldData {
  label: string;
}
const dataByLabel = new Map<string, FieldData>();
/**
 * One object per label: react-final-form registers the field again whenever data changes identity.
 * A field whose label changes (another language) should use useFieldData instead.
 */
export function fieldData(label: string): FieldData {
  let data = dataByLabel.get(label);
  if (!data) {
    data = { label };
    dataByLabel.set(label, data);
  }
  return data;
}

/**
 * The field's data, one object for the life of the field whose label follows the props: a label
 * in another language does not register the field again (which would forget it was touched).
 */
export function useFieldData(label: string): FieldData {
  const data = useRef<FieldData>({ label }).current;
  data.label = label;
  return data;
}

const languageOfForm = new WeakMap<FormApi, string>();
/**
 * Once per form and language switch: every validator runs again, so the errors kept in the form
 * read in the new language. final-form has no public "validate again"; registering a field with
 * a validator and dropping it at once does that, and leaves no trace in the form's values. It
 * waits for the switch's effects to end: react-final-form hands a field its new validator (with
 * the new label) in an effect of its own.
 */
function revalidateOnLanguage(form: FormApi, language: string): void {
  const before = languageOfForm.get(form);
  languageOfForm.set(form, language);
  if (before === undefined || before === language) return;
  void Promise.resolve().then(() => {
    const unregister = form.registerField(
      '__qcLanguage',
      () => undefined,
      {},
      { getValidator: () => () => undefined },
    );
    unregister();
  });
}

/** Build a final-form field validator from the rule props (same engine and messages as the API). */
export function ruleValidator(props: BaseFieldProps): FieldValidator {
  const rule: ValidationRule = {
    property: props.name,
    label: props.label,
    placeholder: props.placeholderName,
    isUiMandatory: !!props.required,
    minLength: props.minLength ?? null,
    maxLength: props.maxLength ?? null,
    pattern: props.pattern ?? null,
    customError: props.customError ?? null,
  };
  return (value, allValues) => {
    const v = value === null || value === undefined ? '' : value;
    const msg = validateField(rule, v, { ...PAGE_RULES, trim: props.trim });
    if (msg) return msg;
    if (props.confirmOf !== undefined) {
      const other = allValues?.[props.confirmOf];
      if ((other ?? '') !== (value ?? ''))
        return textsIn()('common:validation.notMatching', { label: props.label });
    }
    return props.validate?.(value, allValues ?? {});
  };
}

/** The field in the form, registered with its label and checked by its rule props; `config` adds parse and the like. */
export function useRuleField<V>(
  props: BaseFieldProps,
  config: Omit<UseFieldConfig, 'data' | 'validate'> = {},
) {
  return useField<V>(props.name, {
    data: useFieldData(props.label),
    validate: ruleValidator(props) as (v: unknown, all: object) => string | undefined,
    ...config,
  });
}

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  className: string;
  onFocusShell: () => void;
  onBlurShell: () => void;
}

export interface FieldShellProps {
  label: ReactNode;
  required?: boolean;
  meta: FieldMetaState<unknown>;
  hint?: ReactNode;
  help?: ReactNode;
  id?: string;
  /** The field's name: its control's id inside NamedIds (element-ids.tsx). */
  name?: string;
  className?: string;
  messageDurationMs?: number;
  /** Checkbox style: control before the label. */
  inline?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/** What a field passes on to its FieldShell unchanged. */
export function shellProps(props: BaseFieldProps) {
  const { label, required, hint, help, id, name, className, messageDurationMs } = props;
  return { label, required, hint, help, id, name, className, messageDurationMs };
}

interface FocusTarget<E> {
  onFocus: (event?: E) => void;
  onBlur: (event?: E) => void;
}

/** A control's focus and blur: the form marks the field first, then the shell shows its bubble. */
export function shellFocus<E>(
  input: FocusTarget<E>,
  { onFocusShell, onBlurShell }: Pick<ControlProps, 'onFocusShell' | 'onBlurShell'>,
) {
  return {
    onFocus: (event: E) => {
      input.onFocus(event);
      onFocusShell();
    },
    onBlur: (event: E) => {
      // The field turns touched (and may show its message) once a button press has clicked.
      afterPress(() => {
        input.onBlur(event);
        onBlurShell();
      });
    },
  };
}

/** What a control takes from its shell and field: ids and aria, class (the shell's, or `className`), name, focus and blur. */
export function controlProps<E>(
  input: FocusTarget<E> & { name: string },
  control: ControlProps,
  className: string = control.className,
) {
  const { onBlurShell, onFocusShell, ...shell } = control;
  return {
    ...shell,
    className,
    name: input.name,
    ...shellFocus(input, { onFocusShell, onBlurShell }),
  };
}

/** What an empty field holds in the form: undefined, '' or null. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched) return undefined;
  // One rule for every form: a field that is still empty as the form opened
  // and was never typed in is not yet wrong, only not filled in. Focus passing through it (a form
  // that opens with the focus in its first field, a tap on a button elsewhere) says nothing; its
  // reason shows once the rider has typed in it or tried to submit. The disabled submit button
  // names it meanwhile.
  if (meta.pristine && !meta.modified && !meta.submitFailed && isEmpty(meta.initial))
    return undefined;
  const err = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  return typeof err === 'string' && err !== '' ? err : undefined;
}

export function FieldShell({
  label,
  required,
  meta,
  hint,
  help,
  id,
  name,
  className,
  messageDurationMs,
  inline,
  children,
}: FieldShellProps) {
  const autoId = useElementId('qc-f', name);
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const error = fieldError(meta);
  const form = useForm();
  const language = useTranslation().i18n.language;
  useEffect(() => revalidateOnLanguage(form, language), [form, language]);
  const [bubble, setBubble] = useState(false);
  const [pulse, setPulse] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Show again on each blur/focus while invalid. An effect event, run after the render that
  // follows the blur: only then has react-final-form marked the field touched, so `error` is set.
  const showBubble = useEffectEvent(() => {
    if (!error) {
      setBubble(false);
      return;
    }
    setBubble(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setBubble(false), messageDurationMs ?? messageDisplayMs());
  });
  useEffect(() => {
    if (pulse !== 0) showBubble();
  }, [pulse]);

  useEffect(() => {
    if (!error) setBubble(false);
  }, [error]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const ping = useCallback(() => setPulse((p) => p + 1), []);
  const describedBy = [hint ? hintId : '', errorId].filter(Boolean).join(' ');
  const control: ControlProps = {
    id: controlId,
    'aria-invalid': !!error,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    className: `qc-input${error ? ' qc-input--invalid' : ''}`,
    onFocusShell: () => {
      if (error) ping();
    },
    onBlurShell: ping,
  };

  const labelEl = (
    <label htmlFor={controlId} className="qc-field__label">
      {label}
      {required ? (
        // A no-break space: a long label ("Alert amount for 1000000001") wrapped with the star
        // alone on the next line.
        <span className="qc-field__required" aria-hidden="true">
          {'\u00a0'}*
        </span>
      ) : null}
    </label>
  );

  // Above the control for a field with its label on top (the GOV.UK pattern): the rule is read
  // before typing, and the error bubble under the control has only the error text's own place to
  // cover, never the rule a rider needs to correct the value.
  const hintEl = hint ? (
    <div id={hintId} className="qc-field__hint">
      {hint}
    </div>
  ) : null;

  return (
    <div
      className={`qc-field${inline ? ' qc-field--inline' : ''}${error ? ' qc-field--invalid' : ''}${error && bubble ? ' qc-field--bubble' : ''}${className ? ` ${className}` : ''}`}
    >
      {inline ? null : (
        <div className="qc-field__label-row">
          {labelEl}
          {help}
        </div>
      )}
      {inline ? null : hintEl}
      <div className="qc-field__control">
        {children(control)}
        {inline ? labelEl : null}
        {inline ? help : null}
        {error && bubble ? (
          <div className="qc-field__bubble" aria-hidden="true" data-testid="field-error-bubble">
            {error}
          </div>
        ) : null}
      </div>
      {inline ? hintEl : null}
      <span id={errorId} className="qc-field__error" aria-live="polite" data-testid="field-error">
        {error ?? ''}
      </span>
    </div>
  );
}
