// How a create/update form of a company record saves and ends, alike for employees and groups:
// the save goes through the feature's saga, a success returns to the list it came from (where
// the saga's alert shows), a refusal leaves the server's field problems on the form.
import { useDispatch } from 'react-redux';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { useNavigate } from '@qcard/runtime/navigation/router';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { submitThroughSaga } from '@qcard/kit/store/form-submission';
import { FormActions } from '@qcard/kit/ui/form-actions';
import type { SavePayload } from '../store/record-sagas';

/** The form's onSubmit: through the saga, then back to the previous path when saved. */
export function useRecordSubmit<V>(submitted: string, id: number | null, from: string) {
  // react-redux's own hook: the app's hooks import the store, which imports this feature's sagas.
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return async (values: V) => {
    const outcome = await submitThroughSaga<SavePayload<V>>(dispatch, submitted, { id, values });
    if (outcome.ok) {
      void navigate(from);
      return undefined;
    }
    return outcome.fieldErrors;
  };
}

export interface RecordFormActionsProps {
  /** The save button's text: CREATE GROUP for a new record, UPDATE GROUP for one loaded. */
  submitLabel: string;
  from: string;
  /** Why the save button is disabled ('' when it is not), described by `reasonId`. */
  reason: string;
  reasonId: string;
  blocked?: boolean;
}

/** BACK to the list and CREATE … / UPDATE …, with the reason the save waits. */
export function RecordFormActions({
  submitLabel,
  from,
  reason,
  reasonId,
  blocked,
}: RecordFormActionsProps) {
  const { t } = useTranslation('sponsor');
  const navigate = useNavigate();
  return (
    <FormActions
      className="sp-actions"
      reasonId={reasonId}
      reasonClassName="qc-muted sp-reason"
      reason={reason}
    >
      <button
        type="button"
        className="qc-btn qc-btn--secondary"
        onClick={() => void navigate(from)}
      >
        {t('record.back')}
      </button>
      <SubmitButton requireChange blocked={blocked} aria-describedby={reasonId}>
        {submitLabel}
      </SubmitButton>
    </FormActions>
  );
}
