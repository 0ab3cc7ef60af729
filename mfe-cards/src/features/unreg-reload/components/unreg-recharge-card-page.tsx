// /unreg-recharge-card: card number + confirm, CONTINUE → /unreg-recharge-value. The
// unregistered session reaches only its own card, so the number must be that card's.
import { useEffect, useRef } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { Form } from 'react-final-form';
import type { SubmissionErrors } from 'final-form';
import { Navigate, useNavigate } from '@qcard/runtime/navigation/router';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectUnreg, unregActions } from '../store/unreg-slice';
import { ReloadCardSidePanel } from './reload-card-side-panel';
import { useAnonymousSerial } from './use-anonymous-serial';
import { SubmitWithHint } from './submit-with-hint';
import { CardSerialFields } from './card-serial-fields';
import '../../cards/components/cards.css';
import { unregSaga } from '../store/unreg-saga';
import { cardsSaga } from '../../cards/public';

interface Values {
  cardnumber?: string;
  confirmcardnumber?: string;
}

export function UnregRechargeCardPage() {
  const { t } = useTranslation('cards');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const serial = useAnonymousSerial();
  const unreg = useAppSelector(selectUnreg);
  const seqAtMount = useRef(unreg.seq);

  useEffect(() => {
    if (unreg.cardStatus === 'loaded' && unreg.seq > seqAtMount.current)
      void navigate('/unreg-recharge-value');
  }, [unreg.cardStatus, unreg.seq, navigate]);

  if (!serial) return <Navigate to="/unreg-recharge" replace />;

  // Compared by the confirm field (confirmOf): ' is not matching' on blur and CONTINUE disabled
  // while the two differ, as on /unreg-recharge.
  const submit = (values: Values): SubmissionErrors | undefined => {
    dispatch(unregActions.cardRequested(values.cardnumber ?? '', values.confirmcardnumber ?? ''));
    return undefined;
  };

  return (
    <section>
      <PageHeader title={t('unreg.title')} description={t('unreg.card.description')} />
      <div className="qc-reload-layout">
        <Form<Values>
          onSubmit={submit}
          render={({ handleSubmit }) => (
            <form
              className="qc-card qc-stack"
              onSubmit={(e) => void handleSubmit(e)}
              noValidate
              aria-label={t('unreg.card.formLabel')}
            >
              <CardSerialFields
                name="cardnumber"
                confirmName="confirmcardnumber"
                label={t('unreg.card.number')}
                confirmLabel={t('unreg.card.confirmNumber')}
              />
              <SubmitWithHint
                id="unreg-card-hint"
                hint={t('unreg.card.submitHint')}
                blocked={unreg.cardStatus === 'loading'}
              >
                {t('unreg.card.submit')}
              </SubmitWithHint>
            </form>
          )}
        />
        <ReloadCardSidePanel serial={serial} />
      </div>
    </section>
  );
}

export default UnregRechargeCardPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [unregSaga, cardsSaga];
