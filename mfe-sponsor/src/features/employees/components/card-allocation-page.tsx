// CARD ALLOCATION (/card-allocation): one required numeric card serial. CONTINUE checks that the
// card is a company card no other employee holds (468 as danger when empty) and then replaces the
// route with /employee-detail carrying the serial; BACK goes back.
import { Form } from 'react-final-form';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { useNavigate } from '@qcard/runtime/navigation/router';
import { CardSerialField } from '@qcard/kit/forms/card-serial-field';
import { BackButton } from '@qcard/kit/ui/back-button';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { settleAlerts } from '@qcard/runtime/bus/alerts';
import { submitThroughSaga } from '@qcard/kit/store/form-submission';
import { useAppDispatch, useFromPath } from '../../../app/hooks';
import { CARD_ALLOCATION_SUBMITTED } from '../store/employees-slice';
import '../../../app/sponsor.css';
import { employeesSaga } from '../store/employees-saga';

interface AllocationValues {
  cardNumber?: string;
}

export function CardAllocationPage() {
  const { t } = useTranslation('sponsor');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const from = useFromPath('/emp_mgmt');
  return (
    <section className="qc-card sp-page">
      <PageHeader title={t('page.cardAllocation')} description={t('cardAllocation.description')} />
      <Form<AllocationValues>
        onSubmit={async (values) => {
          const cardNumber = values.cardNumber ?? '';
          const outcome = await submitThroughSaga(dispatch, CARD_ALLOCATION_SUBMITTED, {
            cardNumber,
          });
          if (outcome.ok) {
            void navigate(
              `/employee-detail?cardNumber=${encodeURIComponent(cardNumber)}&from=${encodeURIComponent(from)}`,
              { replace: true },
            );
            return undefined;
          }
          return outcome.fieldErrors;
        }}
        render={({ handleSubmit, submitting, values, form }) => (
          <form
            onSubmit={handleSubmit}
            noValidate
            className="sp-form"
            aria-label={t('cardAllocation.form')}
          >
            <CardSerialField
              name="cardNumber"
              label={t('cardAllocation.serial')}
              customError={t('cardAllocation.digitsOnly')}
              hint={t('cardAllocation.serialHint')}
            />
            <div className="sp-actions">
              <BackButton fallback={from} label={t('record.back')} />
              {/* CONTINUE stays enabled: an empty serial answers 468 (danger) as the spec says. */}
              <button
                type="submit"
                className="qc-btn"
                disabled={submitting}
                aria-busy={submitting || undefined}
                onClick={(e) => {
                  // The field's own reason answers this CONTINUE: the server's refusal of the card
                  // typed before ("… is already allocated") is no longer the latest word.
                  if (values.cardNumber && form.getState().hasValidationErrors)
                    settleAlerts(CARD_ALLOCATION_SUBMITTED);
                  if (values.cardNumber) return;
                  e.preventDefault();
                  void submitThroughSaga(dispatch, CARD_ALLOCATION_SUBMITTED, { cardNumber: '' });
                  void form.submit();
                }}
              >
                {t('cardAllocation.continue')}
              </button>
            </div>
          </form>
        )}
      />
    </section>
  );
}

export default CardAllocationPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [employeesSaga];
