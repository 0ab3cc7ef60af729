// /unreg-recharge: reload without an account. Card serial, confirm serial, optional e-mail,
// captcha, RELOAD → /user/anonymoususer → /unreg-recharge-value.
import { useEffect, useRef } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { Form } from 'react-final-form';
import type { FormApi, SubmissionErrors } from 'final-form';
import { useNavigate } from '@qcard/runtime/navigation/router';
import { TextField } from '@qcard/kit/forms/text-fields';
import { CaptchaField } from '@qcard/runtime/ui/captcha-field';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectUnreg, unregActions } from '../store/unreg-slice';
import { SubmitWithHint } from './submit-with-hint';
import { CardSerialFields } from './card-serial-fields';
import '../../cards/components/cards.css';
import { paintedFormAction } from '@qcard/kit/forms/painted-form-action';
import { unregSaga } from '../store/unreg-saga';
import { cardsSaga } from '../../cards/public';

interface Values {
  cardSerialNo?: string;
  confirmCardSerialNo?: string;
  email?: string;
  captcha?: string;
}

export function UnregRechargePage() {
  const { t } = useTranslation('cards');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const unreg = useAppSelector(selectUnreg);
  const seqAtMount = useRef(unreg.seq);
  const formRef = useRef<FormApi<Values> | null>(null);

  useEffect(() => {
    if (unreg.loginStatus === 'done' && unreg.seq > seqAtMount.current)
      void navigate('/unreg-recharge-value');
    // A refused attempt spent the captcha: clear it so the widget offers a new one.
    if (unreg.loginStatus === 'error') formRef.current?.change('captcha', undefined);
  }, [unreg.loginStatus, unreg.seq, navigate]);

  // The two serials are compared by the confirm field itself (confirmOf): ' is not matching' on
  // blur, and RELOAD stays disabled while they differ (SPEC 5), so a submit
  // always has equal serials.
  const submit = (values: Values): SubmissionErrors | undefined => {
    dispatch(
      unregActions.loginRequested(
        values.cardSerialNo ?? '',
        values.email?.trim() || undefined,
        values.captcha ?? '',
      ),
    );
    return undefined;
  };

  return (
    <section>
      <PageHeader title={t('unreg.title')} description={t('unreg.description')} />
      <Form<Values>
        onSubmit={submit}
        render={({ handleSubmit, form }) => {
          formRef.current = form;
          return (
            <form
              action={paintedFormAction}
              className="qc-card qc-stack"
              onSubmit={(e) => void handleSubmit(e)}
              noValidate
              aria-label={t('unreg.formLabel')}
            >
              <CardSerialFields
                name="cardSerialNo"
                confirmName="confirmCardSerialNo"
                label={t('unreg.serial')}
                confirmLabel={t('unreg.confirmSerial')}
              />
              <TextField
                name="email"
                type="email"
                label={t('unreg.email')}
                maxLength={100}
                pattern="^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$"
                autoComplete="email"
                trim
                hint={t('unreg.emailHint')}
              />
              <CaptchaField />
              <SubmitWithHint
                id="unreg-reload-hint"
                hint={t('unreg.submitHint')}
                blocked={unreg.loginStatus === 'submitting'}
              >
                {t('unreg.submit')}
              </SubmitWithHint>
            </form>
          );
        }}
      />
    </section>
  );
}

export default UnregRechargePage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [unregSaga, cardsSaga];
