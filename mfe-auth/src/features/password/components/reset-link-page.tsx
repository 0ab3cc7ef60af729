// /reset-link: the link was sent and is valid for 60 minutes; captcha, then Resend (472).
import { Form } from 'react-final-form';
import { Link } from '@qcard/shared/navigation/router';
import { useDispatch } from 'react-redux';
import { SubmitButton } from '@qcard/shared/forms/submit-button';
import { FormActions } from '@qcard/shared/ui/form-actions';
import { PageHeader } from '@qcard/shared/ui/page-header';
import { EmptyState } from '@qcard/shared/ui/empty-state';
import { CaptchaField } from '@qcard/shared/ui/captcha-field';
import { submitThroughSaga } from '@qcard/shared/store/form-submission';
import { RESEND_SUBMITTED, type EmailCaptchaValues } from '../store/password-saga';
import { readResetEmail } from '../store/reset-email';
import '../../../app/pages.css';

export const RESET_LINK_MINUTES = 60;

export function ResetLinkPage() {
  const dispatch = useDispatch();
  const email = readResetEmail();
  return (
    <section className="qc-card auth-page">
      <PageHeader title="Check your e-mail" />
      {email ? (
        <>
          <p className="auth-note" data-testid="reset-link-sent">
            If an account exists for <strong>{email}</strong>, we have sent it a link to choose a new password. The link is valid for{' '}
            {RESET_LINK_MINUTES} minutes.
          </p>
          <p>Did not get the e-mail? Check your spam folder, or send the link again.</p>
          <Form<EmailCaptchaValues>
            onSubmit={async (values, form) => {
              await submitThroughSaga(dispatch, RESEND_SUBMITTED, { email, captcha: values.captcha });
              // Each challenge is accepted once: a further resend needs a new solve.
              form.change('captcha', undefined);
              form.resetFieldState('captcha');
            }}
            render={({ handleSubmit, values }) => (
              <form onSubmit={handleSubmit} noValidate className="qc-stack" aria-label="Resend the reset link">
                {/* The captcha is this form's only field: nothing to start on before it. */}
                <CaptchaField eager />
                <FormActions className="auth-actions" reasonId="resend-reason" reasonClassName="auth-reason" reason={values.captcha ? '' : 'Tick "I\'m not a robot" to resend the link.'}>
                  <Link className="qc-btn qc-btn--secondary" to="/">
                    BACK
                  </Link>
                  <SubmitButton blocked={!values.captcha} aria-describedby="resend-reason">
                    Resend
                  </SubmitButton>
                </FormActions>
              </form>
            )}
          />
        </>
      ) : (
        <EmptyState
          title="No reset link requested yet"
          action={
            <Link className="qc-btn" to="/forgot-password">
              Request a password link
            </Link>
          }
        >
          Ask for a password link first; we will tell you here where it was sent.
        </EmptyState>
      )}
    </section>
  );
}
