// /verify-email?token=…: opens the account of the mailed link once, then offers the login right
// here; a new account signs in to My Cards, where its empty state says how to add a card.
// A used, expired or unknown link (477) is said once, here, with a new link or a new sign-up as
// the way on (no alert: it said the same again in other words). A link that could not be checked
// (connection, server) is not called spent: the alert says why and the page offers Try again.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@qcard/runtime/navigation/router';
import { useDispatch } from 'react-redux';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { Spinner } from '@qcard/kit/ui/spinner';
import { submitThroughSaga } from '@qcard/kit/store/form-submission';
import { API_MSG } from '@qcard/contracts/api-codes';
import { TryAgainButton } from '@qcard/kit/ui/load-failed';
import { LoginPanel } from '../../login/public';
import { VERIFY_EMAIL_SUBMITTED, signUpSaga } from '../store/sign-up-saga';
import { ResendVerificationForm } from './resend-verification-form';
import '../../../app/pages.css';

type Check = 'checking' | 'verified' | 'invalid' | 'unchecked';

export function VerifyEmailPage() {
  const dispatch = useDispatch();
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [check, setCheck] = useState<Check>('checking');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    if (!token) {
      setCheck('invalid');
      return;
    }
    setCheck('checking');
    void submitThroughSaga(dispatch, VERIFY_EMAIL_SUBMITTED, { token }).then((outcome) => {
      if (!alive) return;
      setCheck(
        outcome.ok
          ? 'verified'
          : String(outcome.msgCode) === API_MSG.INVALID_VERIFY_LINK
            ? 'invalid'
            : 'unchecked',
      );
    });
    return () => {
      alive = false;
    };
  }, [token, dispatch, attempt]);

  if (check === 'checking') {
    return (
      <section className="qc-card auth-page">
        <PageHeader title={t('verify.title')} />
        <Spinner block label={t('verify.checking')} />
      </section>
    );
  }
  if (check === 'verified') {
    return (
      <div className="qc-stack">
        <section className="qc-card auth-page">
          <PageHeader title={t('verify.done.title')} description={t('verify.done.text')} />
        </section>
        <LoginPanel next="/cards" />
      </div>
    );
  }
  if (check === 'unchecked') {
    return (
      <section className="qc-card auth-page">
        <PageHeader title={t('verify.title')} />
        <TryAgainButton onRetry={() => setAttempt((n) => n + 1)} />
      </section>
    );
  }
  return (
    <section className="qc-card auth-page">
      <PageHeader title={t('verify.invalid.title')} description={t('verify.invalid.text')} />
      <ResendVerificationForm />
      <p>
        <Link to="/sign-up">{t('verify.invalid.signUp')}</Link>
      </p>
    </section>
  );
}

export default VerifyEmailPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [signUpSaga];
