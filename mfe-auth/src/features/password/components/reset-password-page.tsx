// /reset-password?token=… (and /user/isTokenValid?token=…): the token is validated on load;
// invalid or expired → 406 and back to /; valid → new + confirm password, CHANGE PASSWORD, then / (471).
import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useNavigate, useSearchParams } from '@qcard/runtime/navigation/router';
import { useDispatch } from 'react-redux';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { PasswordField } from '@qcard/kit/forms/text-fields';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { FormActions } from '@qcard/kit/ui/form-actions';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { Spinner } from '@qcard/kit/ui/spinner';
import { useScreenValidation } from '@qcard/kit/validation/use-screen-validation';
import { submitThroughSaga } from '@qcard/kit/store/form-submission';
import {
  NEW_PASSWORD_SUBMITTED,
  RESET_TOKEN_CHECKED,
  passwordSaga,
  type NewPasswordValues,
} from '../store/password-saga';
import '../../../app/pages.css';

type Check = 'checking' | 'valid' | 'invalid';

export function ResetPasswordPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [check, setCheck] = useState<Check>('checking');
  const validate = useScreenValidation({
    screen: 'reset_password',
    confirm: { confirmpassword: 'newpassword' },
  });

  useEffect(() => {
    let alive = true;
    setCheck('checking');
    void submitThroughSaga(dispatch, RESET_TOKEN_CHECKED, { token }).then((outcome) => {
      if (!alive) return;
      if (outcome.ok) setCheck('valid');
      else {
        setCheck('invalid');
        navigate('/', { replace: true });
      }
    });
    return () => {
      alive = false;
    };
  }, [token, dispatch, navigate]);

  return (
    <section className="qc-card auth-page">
      <PageHeader
        title={t('reset.title')}
        description={check === 'valid' ? t('reset.description') : undefined}
      />
      {check !== 'valid' ? (
        <Spinner block label={t('reset.checking')} />
      ) : (
        <Form<Omit<NewPasswordValues, 'token'>>
          validate={validate}
          onSubmit={async (values) => {
            const outcome = await submitThroughSaga(dispatch, NEW_PASSWORD_SUBMITTED, {
              ...values,
              token,
            });
            if (outcome.ok) navigate('/', { replace: true });
          }}
          render={({ handleSubmit, hasValidationErrors }) => (
            <form
              onSubmit={handleSubmit}
              noValidate
              className="qc-stack"
              aria-label={t('reset.form')}
            >
              <PasswordField
                name="newpassword"
                label={t('password.new')}
                required
                autoComplete="new-password"
                hint={t('password.policy')}
              />
              <PasswordField
                name="confirmpassword"
                label={t('password.confirm')}
                required
                minLength={8}
                maxLength={15}
                confirmOf="newpassword"
                autoComplete="new-password"
              />
              <FormActions
                className="auth-actions"
                reasonId="reset-reason"
                reasonClassName="auth-reason"
                reason={hasValidationErrors ? t('reset.reason') : ''}
              >
                <Link className="qc-btn qc-btn--secondary" to="/">
                  {t('action.back')}
                </Link>
                <SubmitButton aria-describedby="reset-reason">{t('password.change')}</SubmitButton>
              </FormActions>
            </form>
          )}
        />
      )}
    </section>
  );
}

export default ResetPasswordPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [passwordSaga];
