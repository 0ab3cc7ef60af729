// Submit stays disabled until every field passes; with requireChange also until the form is dirty.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useFormState } from 'react-final-form';

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  children: ReactNode;
  /** Save buttons: also disabled until something changed. */
  requireChange?: boolean;
  /** Extra condition (e.g. captcha solved, subscription allowed). */
  blocked?: boolean;
  variant?: 'primary' | 'secondary';
}

export function SubmitButton({ children, requireChange, blocked, disabled, variant = 'primary', className, ...rest }: SubmitButtonProps) {
  const state = useFormState({ subscription: { valid: true, dirty: true, submitting: true, hasValidationErrors: true } });
  const off = !!disabled || !!blocked || state.hasValidationErrors || state.submitting || (requireChange === true && !state.dirty);
  return (
    <button
      {...rest}
      type="submit"
      disabled={off}
      aria-busy={state.submitting || undefined}
      className={`qc-btn${variant === 'secondary' ? ' qc-btn--secondary' : ''}${className ? ` ${className}` : ''}`}
    >
      {children}
    </button>
  );
}
