// /forgot-password: e-mail and captcha, REQUEST PASSWORD LINK, then /reset-link (474).
import { Form } from 'react-final-form';
import { Link, useNavigate } from '@qcard/shared/navigation/router';
import { useDispatch } from 'react-redux';
import { EmailField } from '@qcard/shared/forms/text-fields';
import { SubmitButton } from '@qcard/shared/forms/submit-button';
import { FormActions } from '@qcard/shared/ui/form-actions';
import { PageHeader } from '@qcard/shared/ui/page-header';
import { CaptchaField } from '@qcard/shared/ui/captcha-field';
import { useScreenValidation } from '@qcard/shared/validation/use-screen-validation';
import { submitThroughSaga } from '@qcard/shared/store/form-submission';
import { FORGOT_SUBMITTED, type EmailCaptchaValues } from '../store/password-saga';
import { readResetEmail } from '../store/reset-email';
import '../../../app/pages.css';

export function emailCaptchaReason(values: EmailCaptchaValues, emailInvalid: boolean, action: string): string {
  if (!values.email || emailInvalid) return `Enter the e-mail address of your account to ${action}.`;
  if (!values.captcha) return `Tick "I'm not a robot" to ${action}.`;
  return '';
}

export function ForgotPasswordPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const validate = useScreenValidation({ screen: 'forgot_password', trim: ['email'] });
  return (
    <section className="qc-card auth-page">
      <PageHeader title="Forgot Password" description="Enter the e-mail address of your account. We will send you a link to choose a new password." />
      <Form<EmailCaptchaValues>
        validate={validate}
        initialValues={{ email: readResetEmail() ?? undefined }}
        onSubmit={async (values, form) => {
          const outcome = await submitThroughSaga(dispatch, FORGOT_SUBMITTED, values);
          if (outcome.ok) navigate('/reset-link');
          else form.change('captcha', undefined);
        }}
        render={({ handleSubmit, values, errors }) => (
          <form onSubmit={handleSubmit} noValidate className="qc-stack" aria-label="Request a password link">
            <EmailField name="email" label="Email" required maxLength={100} trim />
            <CaptchaField />
            <FormActions className="auth-actions" reasonId="forgot-reason" reasonClassName="auth-reason" reason={emailCaptchaReason(values, Boolean(errors?.email), 'request the link')}>
              <Link className="qc-btn qc-btn--secondary" to="/">
                BACK
              </Link>
              <SubmitButton blocked={!values.captcha} aria-describedby="forgot-reason">
                REQUEST PASSWORD LINK
              </SubmitButton>
            </FormActions>
          </form>
        )}
      />
    </section>
  );
}
