// The visible reason a submit button is disabled, shown while the form is not complete.
import { useFormState } from 'react-final-form';

export function SubmitHint({ id, text }: { id: string; text: string }) {
  const { hasValidationErrors } = useFormState({ subscription: { hasValidationErrors: true } });
  if (!hasValidationErrors) return null;
  return (
    <p className="qc-block-reason" id={id}>
      {text}
    </p>
  );
}
