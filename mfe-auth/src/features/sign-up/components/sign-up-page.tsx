// /sign-up: e-mail, first and last name, password twice (the spec's rules), captcha. The answer is
// the same whether or not the e-mail has an account, so the page then always says "check your
// e-mail" and offers a new link (docs/sign-up.md).
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from '@qcard/runtime/navigation/router';
import { useDispatch } from 'react-redux';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { EmailField, PasswordField, TextField } from '@qcard/kit/forms/text-fields';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { FormActions } from '@qcard/kit/ui/form-actions';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { CaptchaField } from '@qcard/runtime/ui/captcha-field';
import { useScreenValidation } from '@qcard/kit/validation/use-screen-validation';
import { submitThroughSaga } from '@qcard/kit/store/form-submission';
import { SIGN_UP_SUBMITTED, signUpSaga, type SignUpValues } from '../store/sign-up-saga';
import { ResendVerificationForm } from './resend-verification-form';
import '../../../app/pages.css';
import { paintedFormAction } from '@qcard/kit/forms/painted-form-action';

export function signUpBlockedReason(
  values: SignUpValues,
  hasFieldErrors: boolean,
  t: (key: string) => string,
): string {
  if (
    hasFieldErrors ||
    !values.email ||
    !values.firstName ||
    !values.lastName ||
    !values.password ||
    !values.confirmpassword
  )
    return t('signUp.reason.fields');
  if (!values.captcha) return t('signUp.reason.captcha');
  return '';
}

export function SignUpPage() {
  const dispatch = useDispatch();
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const validate = useScreenValidation({
    screen: 'sign_up',
    trim: ['email', 'firstName', 'lastName'],
    confirm: { confirmpassword: 'password' },
  });

  if (sentTo) {
    return (
      <section className="qc-card auth-page">
        <PageHeader title={t('signUp.sent.title')} takeFocus />
        <p className="auth-note" data-testid="sign-up-sent">
          {t('signUp.sent.text', { email: sentTo })}
        </p>
        <p>{t('signUp.sent.notReceived')}</p>
        <ResendVerificationForm email={sentTo} />
      </section>
    );
  }

  return (
    <section className="qc-card auth-page">
      <PageHeader title={t('signUp.title')} description={t('signUp.description')} />
      <Form<SignUpValues>
        validate={validate}
        onSubmit={async (values, form) => {
          const outcome = await submitThroughSaga(dispatch, SIGN_UP_SUBMITTED, values);
          if (outcome.ok) {
            setSentTo((values.email ?? '').trim());
            return;
          }
          // The challenge is spent: solve a new one before the next try.
          form.change('captcha', undefined);
          form.resetFieldState('captcha');
          return outcome.fieldErrors;
        }}
        render={({ handleSubmit, values, errors }) => {
          const fieldErrors = Object.keys(errors ?? {}).some((k) => k !== 'captcha');
          return (
            <form
              action={paintedFormAction}
              onSubmit={handleSubmit}
              noValidate
              className="qc-stack"
              aria-label={t('signUp.form')}
            >
              <EmailField
                name="email"
                label={t('signUp.email')}
                required
                maxLength={100}
                trim
                autoComplete="email"
              />
              <TextField
                name="firstName"
                label={t('signUp.firstName')}
                required
                maxLength={50}
                trim
                autoComplete="given-name"
              />
              <TextField
                name="lastName"
                label={t('signUp.lastName')}
                required
                maxLength={50}
                trim
                autoComplete="family-name"
              />
              <PasswordField
                name="password"
                label={t('signUp.password')}
                required
                autoComplete="new-password"
                hint={t('signUp.passwordPolicy')}
              />
              <PasswordField
                name="confirmpassword"
                label={t('password.confirm')}
                required
                minLength={8}
                maxLength={15}
                confirmOf="password"
                autoComplete="new-password"
              />
              <CaptchaField />
              <FormActions
                className="auth-actions"
                reasonId="sign-up-reason"
                reasonClassName="auth-reason"
                reason={signUpBlockedReason(values, fieldErrors, t)}
              >
                <Link className="qc-btn qc-btn--secondary" to="/">
                  {t('action.back')}
                </Link>
                <SubmitButton blocked={!values.captcha} aria-describedby="sign-up-reason">
                  {t('signUp.submit')}
                </SubmitButton>
              </FormActions>
            </form>
          );
        }}
      />
    </section>
  );
}

export default SignUpPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [signUpSaga];
