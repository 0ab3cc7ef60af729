// CARD ALLOCATION (/card-allocation): one required numeric card serial. CONTINUE checks that the
// card is a company card no other employee holds (468 as danger when empty) and then replaces the
// route with /employee-detail carrying the serial; BACK goes back.
import { Form } from 'react-final-form';
import { useNavigate } from '@qcard/shared/navigation/router';
import { TextField } from '@qcard/shared/forms/text-fields';
import { digitsOnly } from '@qcard/shared/forms/input-formats';
import { BackButton } from '@qcard/shared/ui/back-button';
import { PageHeader } from '@qcard/shared/ui/page-header';
import { submitThroughSaga } from '@qcard/shared/store/form-submission';
import { useAppDispatch, useFromPath } from '../../../app/hooks';
import { CARD_ALLOCATION_SUBMITTED } from '../store/employees-slice';
import '../../../app/sponsor.css';

interface AllocationValues {
  cardNumber?: string;
}

export function CardAllocationPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const from = useFromPath('/emp_mgmt');
  return (
    <section className="qc-card sp-page">
      <PageHeader title="CARD ALLOCATION" description="Enter the serial number of a company Q Card that is not yet allocated to an employee." />
      <Form<AllocationValues>
        onSubmit={async (values) => {
          const cardNumber = values.cardNumber ?? '';
          const outcome = await submitThroughSaga(dispatch, CARD_ALLOCATION_SUBMITTED, { cardNumber });
          if (outcome.ok) {
            void navigate(`/employee-detail?cardNumber=${encodeURIComponent(cardNumber)}&from=${encodeURIComponent(from)}`, { replace: true });
            return undefined;
          }
          return outcome.fieldErrors;
        }}
        render={({ handleSubmit, submitting, values, form }) => (
          <form onSubmit={handleSubmit} noValidate className="sp-form" aria-label="Card allocation">
            <TextField
              name="cardNumber"
              label="Card Serial Number"
              required
              inputMode="numeric"
              autoComplete="off"
              minLength={6}
              maxLength={20}
              inputMaxLength={20}
              pattern="^[0-9]{6,20}$"
              customError="must contain digits only"
              parse={(t) => digitsOnly(t, 20) || undefined}
              hint="The number printed on the back of the Q Card."
            />
            <div className="sp-actions">
              <BackButton fallback={from} label="BACK" />
              {/* CONTINUE stays enabled: an empty serial answers 468 (danger) as the spec says. */}
              <button
                type="submit"
                className="qc-btn"
                disabled={submitting}
                aria-busy={submitting || undefined}
                onClick={(e) => {
                  if (values.cardNumber) return;
                  e.preventDefault();
                  void submitThroughSaga(dispatch, CARD_ALLOCATION_SUBMITTED, { cardNumber: '' });
                  void form.submit();
                }}
              >
                CONTINUE
              </button>
            </div>
          </form>
        )}
      />
    </section>
  );
}

