// /verify-email?token=…: opens the account of the mailed link once, then offers the login right
// here; a new account signs in to My Cards, where its empty state says how to add a card.
// A used, expired or unknown link (477) offers a new link or a new sign-up.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@qcard/shared/navigation/router';
import { useDispatch } from 'react-redux';
import { useTranslation } from '@qcard/shared/i18n/react-i18n';
import { PageHeader } from '@qcard/shared/ui/page-header';
import { Spinner } from '@qcard/shared/ui/spinner';
import { submitThroughSaga } from '@qcard/shared/store/form-submission';
import { LoginPanel } from '../../login/public';
import { VERIFY_EMAIL_SUBMITTED } from '../store/sign-up-saga';
import { ResendVerificationForm } from './resend-verification-form';
import '../../../app/pages.css';

type Check = 'checking' | 'verified' | 'invalid';

export function VerifyEmailPage() {
  const dispatch = useDispatch();
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [check, setCheck] = useState<Check>('checking');

  useEffect(() => {
    let alive = true;
    if (!token) {
      setCheck('invalid');
      return;
    }
    setCheck('checking');
    void submitThroughSaga(dispatch, VERIFY_EMAIL_SUBMITTED, { token }).then((outcome) => {
      if (alive) setCheck(outcome.ok ? 'verified' : 'invalid');
    });
    return () => {
      alive = false;
    };
  }, [token, dispatch]);

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
