// A fresh confirmation link for a sign-up still waiting (505: the same answer whether one waits).
// Shown after signing up (the e-mail is known) and on a spent or expired link (asks for it).
import { Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { EmailField } from '@qcard/kit/forms/text-fields';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { FormActions } from '@qcard/kit/ui/form-actions';
import { CaptchaField } from '@qcard/runtime/ui/captcha-field';
import { submitThroughSaga } from '@qcard/kit/store/form-submission';
import { RESEND_VERIFICATION_SUBMITTED } from '../store/sign-up-saga';
import { paintedFormAction } from '@qcard/kit/forms/painted-form-action';

type ResendValues = { email?: string; captcha?: string };

export function ResendVerificationForm({ email }: { email?: string }) {
  const dispatch = useDispatch();
  const { t } = useTranslation('auth');
  return (
    <Form<ResendValues>
      initialValues={{ email }}
      onSubmit={async (values, form) => {
        await submitThroughSaga(dispatch, RESEND_VERIFICATION_SUBMITTED, values);
        // Each challenge is accepted once: a further resend needs a new solve.
        form.change('captcha', undefined);
        form.resetFieldState('captcha');
      }}
      render={({ handleSubmit, values }) => {
        const reason = !values.email
          ? t('signUp.resend.reason.email')
          : values.captcha
            ? ''
            : t('signUp.resend.reason.captcha');
        return (
          <form
            action={paintedFormAction}
            onSubmit={handleSubmit}
            noValidate
            className="qc-stack"
            aria-label={t('signUp.resend.form')}
          >
            {email ? null : (
              <EmailField
                name="email"
                label={t('signUp.email')}
                required
                maxLength={100}
                trim
                autoComplete="email"
              />
            )}
            <CaptchaField eager={Boolean(email)} />
            <FormActions
              className="auth-actions"
              reasonId="resend-verification-reason"
              reasonClassName="auth-reason"
              reason={reason}
            >
              <SubmitButton
                blocked={!values.captcha || !values.email}
                aria-describedby="resend-verification-reason"
              >
                {t('signUp.resend.submit')}
              </SubmitButton>
            </FormActions>
          </form>
        );
      }}
    />
  );
}
