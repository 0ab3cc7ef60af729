// The landing page's login panel: username and password (trimmed), captcha; Login is enabled
// only when the form is valid and the captcha is solved. Success goes to `next` (a just-verified
// sign-up goes to My Cards), else back to the page the sign-in interrupted (return-path.ts), else
// to /account.
import { Form } from 'react-final-form';
import { Link, useNavigate } from '@qcard/runtime/navigation/router';
import { useDispatch } from 'react-redux';
import { EmailField, PasswordField } from '@qcard/kit/forms/text-fields';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { CaptchaField } from '@qcard/runtime/ui/captcha-field';
import { useScreenValidation } from '@qcard/kit/validation/use-screen-validation';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { submitThroughSaga } from '@qcard/kit/store/form-submission';
import { readSession } from '@qcard/runtime/session/session-storage';
import { takeReturnPath } from '@qcard/kit/session/return-path';
import { LOGIN_SUBMITTED, type LoginValues } from '../store/login-saga';
import '../../../app/pages.css';
import { paintedFormAction } from '@qcard/kit/forms/painted-form-action';

export function loginBlockedReason(
  values: LoginValues,
  hasFieldErrors: boolean,
  t: (key: string) => string,
): string {
  if (hasFieldErrors || !values.username || !values.password) return t('login.reason.fields');
  if (!values.captcha) return t('login.reason.captcha');
  return '';
}

export function LoginPanel({ next }: { next?: string } = {}) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const validate = useScreenValidation({ screen: 'login', trim: ['username', 'password'] });

  return (
    <section className="qc-card" aria-labelledby="login-title">
      <h2 id="login-title">{t('login.title')}</h2>
      <Form<LoginValues>
        validate={validate}
        onSubmit={async (values, form) => {
          const outcome = await submitThroughSaga(dispatch, LOGIN_SUBMITTED, values);
          if (outcome.ok) {
            const { user } = readSession();
            navigate(next ?? (user ? takeReturnPath(user) : null) ?? '/account', { replace: true });
            return;
          }
          // The challenge is spent: solve a new one before the next try.
          form.change('captcha', undefined);
          form.resetFieldState('captcha');
        }}
        render={({ handleSubmit, values, errors }) => {
          const fieldErrors = Object.keys(errors ?? {}).some((k) => k !== 'captcha');
          const reason = loginBlockedReason(values, fieldErrors, t);
          return (
            <form
              action={paintedFormAction}
              onSubmit={handleSubmit}
              noValidate
              className="qc-stack"
              aria-labelledby="login-title"
            >
              {/* No asterisks: both fields are plainly needed; the login rules (mandatory) still apply. */}
              <EmailField
                name="username"
                label={t('login.username')}
                hint={t('login.username.hint')}
                maxLength={100}
                placeholderName={t('login.username.name')}
                trim
                autoComplete="username"
              />
              <PasswordField
                name="password"
                label={t('login.password')}
                trim
                autoComplete="current-password"
              />
              <CaptchaField />
              <div>
                <SubmitButton blocked={!values.captcha} aria-describedby="login-blocked-reason">
                  {t('login.submit')}
                </SubmitButton>
                <p id="login-blocked-reason" className="auth-reason" aria-live="polite">
                  {reason}
                </p>
              </div>
              <p className="auth-login__links">
                <Link to="/sign-up">{t('login.signUp')}</Link>
                <Link to="/forgot-password">{t('login.forgot')}</Link>
                <Link to="/user-feedback">{t('login.feedback')}</Link>
              </p>
            </form>
          );
        }}
      />
    </section>
  );
}
