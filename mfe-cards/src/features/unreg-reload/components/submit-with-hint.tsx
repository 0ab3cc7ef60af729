// The visitor's submit button and, while the form is not complete, the visible reason it is
// disabled. One reading of the form's state for both: the button is described by the reason only
// while the reason is on the page (fields register after the first render, so a button that
// always named it pointed at nothing until they had).
import type { ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import { SubmitButton } from '@qcard/kit/forms/submit-button';

export function SubmitWithHint({
  id,
  hint,
  blocked,
  children,
}: {
  id: string;
  hint: string;
  blocked: boolean;
  children: ReactNode;
}) {
  const { hasValidationErrors } = useFormState({ subscription: { hasValidationErrors: true } });
  return (
    <>
      <div className="qc-form-actions">
        <SubmitButton
          blocked={blocked}
          showReason={false}
          aria-describedby={hasValidationErrors ? id : undefined}
        >
          {children}
        </SubmitButton>
      </div>
      {hasValidationErrors ? (
        <p className="qc-block-reason" id={id}>
          {hint}
        </p>
      ) : null}
    </>
  );
}
