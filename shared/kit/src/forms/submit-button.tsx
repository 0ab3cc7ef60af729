// Submit stays disabled until every field passes; with requireChange also until the form is dirty.
// A disabled button says why, next to it (else a rider facing a disabled button sees no reason):
// the labels of the fields still missing or wrong, that nothing changed yet, or the caller's reason.
import { useEffect, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useForm, useFormState } from 'react-final-form';
import type { FormApi } from 'final-form';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import type { FieldData } from '@qcard/kit/forms/field-shell';
import { i18n } from '@qcard/runtime/i18n/i18n';
import { useElementId } from '@qcard/runtime/ui/element-ids';

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  children: ReactNode;
  /** Save buttons: also disabled until something changed. */
  requireChange?: boolean;
  /** Extra condition (e.g. captcha solved, subscription allowed). */
  blocked?: boolean;
  /** What the rider must do while blocked ("Solve the captcha first."). */
  blockedReason?: string;
  /** false: the page explains it itself. Default: shown unless the page passes its own aria-describedby. */
  showReason?: boolean;
  variant?: 'primary' | 'secondary';
}

/** "Complete or correct: First Name, Card Number." from the fields that do not pass now (page's language). */
export function missingFieldsText(labels: ReadonlyArray<string>): string {
  return labels.length === 0
    ? i18n.t('common:form.completeRequired')
    : i18n.t('common:form.completeOrCorrect', { fields: labels.join(', ') });
}

/** The same sentence for a form as it is now: the labels of its registered fields that do not pass. */
export function invalidFieldsText(
  form: Pick<FormApi, 'getRegisteredFields' | 'getFieldState'>,
): string {
  const labels = form
    .getRegisteredFields()
    .map((name) => form.getFieldState(name))
    .filter((f) => f && f.error)
    .map((f) => (f?.data as Partial<FieldData> | undefined)?.label)
    .filter((l): l is string => typeof l === 'string' && l !== '');
  return missingFieldsText([...new Set(labels)]);
}

export function SubmitButton({
  children,
  requireChange,
  blocked,
  blockedReason,
  showReason,
  disabled,
  variant = 'primary',
  className,
  ...rest
}: SubmitButtonProps) {
  const { t } = useTranslation('common');
  const form = useForm();
  const state = useFormState({
    subscription: {
      valid: true,
      dirty: true,
      submitting: true,
      hasValidationErrors: true,
      errors: true,
    },
  });
  // One submit button per form: inside NamedIds, a second form on the page has its own scope.
  const reasonId = useElementId('qc-sr', 'submit');
  // Fields register in their effects, after the first render: look at them again once mounted.
  const [, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const unchanged = requireChange === true && !state.dirty;
  const off = !!disabled || !!blocked || state.hasValidationErrors || state.submitting || unchanged;

  let reason: string | null = null;
  // A page that describes the button itself (aria-describedby) already says why.
  const explain = showReason ?? !rest['aria-describedby'];
  if (off && explain && !state.submitting && !disabled) {
    if (state.hasValidationErrors) {
      reason = invalidFieldsText(form);
    } else if (blocked) {
      reason = blockedReason ?? null;
    } else if (unchanged) {
      reason = t('form.nothingChanged');
    }
  }
  const describedBy =
    [rest['aria-describedby'], reason ? reasonId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <>
      <button
        {...rest}
        type="submit"
        disabled={off}
        aria-busy={state.submitting || undefined}
        aria-describedby={describedBy}
        className={`qc-btn${variant === 'secondary' ? ' qc-btn--secondary' : ''}${className ? ` ${className}` : ''}`}
      >
        {children}
      </button>
      {reason ? (
        <p id={reasonId} className="qc-submit-reason" data-testid="submit-reason">
          {reason}
        </p>
      ) : null}
    </>
  );
}
