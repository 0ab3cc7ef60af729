// /reset-link: the link was sent and is valid for 60 minutes; captcha, then Resend (472).
import { Form } from 'react-final-form';
import { Link } from '@qcard/runtime/navigation/router';
import { useDispatch } from 'react-redux';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { textWithElements } from '@qcard/kit/i18n/text-with-elements';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { FormActions } from '@qcard/kit/ui/form-actions';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { EmptyState } from '@qcard/kit/ui/empty-state';
import { CaptchaField } from '@qcard/runtime/ui/captcha-field';
// The captcha's field styles (the runtime's captcha carries only its own).
import '@qcard/kit/styles/forms.css';
import { submitThroughSaga } from '@qcard/kit/store/form-submission';
import { RESEND_SUBMITTED, passwordSaga, type EmailCaptchaValues } from '../store/password-saga';
import { readResetEmail } from '../store/reset-email';
import '../../../app/pages.css';
import { paintedFormAction } from '@qcard/kit/forms/painted-form-action';

export const RESET_LINK_MINUTES = 60;

export function ResetLinkPage() {
  const dispatch = useDispatch();
  const email = readResetEmail();
  const { t } = useTranslation('auth');
  return (
    <section className="qc-card auth-page">
      <PageHeader title={t('resetLink.title')} />
      {email ? (
        <>
          <p className="auth-note" data-testid="reset-link-sent">
            {textWithElements(t('resetLink.sent', { email, minutes: RESET_LINK_MINUTES }), {
              strong: <strong />,
            })}
          </p>
          <p>{t('resetLink.notReceived')}</p>
          <Form<EmailCaptchaValues>
            onSubmit={async (values, form) => {
              await submitThroughSaga(dispatch, RESEND_SUBMITTED, {
                email,
                captcha: values.captcha,
              });
              // Each challenge is accepted once: a further resend needs a new solve.
              form.change('captcha', undefined);
              form.resetFieldState('captcha');
            }}
            render={({ handleSubmit, values }) => (
              <form
                action={paintedFormAction}
                onSubmit={handleSubmit}
                noValidate
                className="qc-stack"
                aria-label={t('resetLink.form')}
              >
                {/* The captcha is this form's only field: nothing to start on before it. */}
                <CaptchaField eager />
                <FormActions
                  className="auth-actions"
                  reasonId="resend-reason"
                  reasonClassName="auth-reason"
                  reason={values.captcha ? '' : t('resetLink.reason.captcha')}
                >
                  <Link className="qc-btn qc-btn--secondary" to="/">
                    {t('action.back')}
                  </Link>
                  <SubmitButton blocked={!values.captcha} aria-describedby="resend-reason">
                    {t('resetLink.resend')}
                  </SubmitButton>
                </FormActions>
              </form>
            )}
          />
        </>
      ) : (
        <EmptyState
          title={t('resetLink.none.title')}
          action={
            <Link className="qc-btn" to="/forgot-password">
              {t('resetLink.none.action')}
            </Link>
          }
        >
          {t('resetLink.none.text')}
        </EmptyState>
      )}
    </section>
  );
}

export default ResetLinkPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [passwordSaga];
