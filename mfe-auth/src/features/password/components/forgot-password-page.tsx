// /forgot-password: e-mail and captcha, REQUEST PASSWORD LINK, then /reset-link (474).
import { Form } from 'react-final-form';
import { Link, useNavigate } from '@qcard/runtime/navigation/router';
import { useDispatch } from 'react-redux';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { EmailField } from '@qcard/kit/forms/text-fields';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { FormActions } from '@qcard/kit/ui/form-actions';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { CaptchaField } from '@qcard/runtime/ui/captcha-field';
import { useScreenValidation } from '@qcard/kit/validation/use-screen-validation';
import { submitThroughSaga } from '@qcard/kit/store/form-submission';
import { FORGOT_SUBMITTED, passwordSaga, type EmailCaptchaValues } from '../store/password-saga';
import { readResetEmail } from '../store/reset-email';
import '../../../app/pages.css';
import { paintedFormAction } from '@qcard/kit/forms/painted-form-action';

export function emailCaptchaReason(
  values: EmailCaptchaValues,
  emailInvalid: boolean,
  t: (key: string) => string,
): string {
  if (!values.email || emailInvalid) return t('forgot.reason.email');
  if (!values.captcha) return t('forgot.reason.captcha');
  return '';
}

export function ForgotPasswordPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const validate = useScreenValidation({ screen: 'forgot_password', trim: ['email'] });
  return (
    <section className="qc-card auth-page">
      <PageHeader title={t('forgot.title')} description={t('forgot.description')} />
      <Form<EmailCaptchaValues>
        validate={validate}
        initialValues={{ email: readResetEmail() ?? undefined }}
        onSubmit={async (values, form) => {
          const outcome = await submitThroughSaga(dispatch, FORGOT_SUBMITTED, values);
          if (outcome.ok) navigate('/reset-link');
          else form.change('captcha', undefined);
        }}
        render={({ handleSubmit, values, errors }) => (
          <form
            action={paintedFormAction}
            onSubmit={handleSubmit}
            noValidate
            className="qc-stack"
            aria-label={t('forgot.form')}
          >
            <EmailField name="email" label={t('forgot.email')} required maxLength={100} trim />
            <CaptchaField />
            <FormActions
              className="auth-actions"
              reasonId="forgot-reason"
              reasonClassName="auth-reason"
              reason={emailCaptchaReason(values, Boolean(errors?.email), t)}
            >
              <Link className="qc-btn qc-btn--secondary" to="/">
                {t('action.back')}
              </Link>
              <SubmitButton blocked={!values.captcha} aria-describedby="forgot-reason">
                {t('forgot.submit')}
              </SubmitButton>
            </FormActions>
          </form>
        )}
      />
    </section>
  );
}

export default ForgotPasswordPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [passwordSaga];
