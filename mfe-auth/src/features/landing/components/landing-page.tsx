import type { ReactNode } from 'react';
import { Link } from '@qcard/runtime/navigation/router';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { CommonQuestions } from './common-questions';
import '../landing.css';

/** The public landing page: login panel, common questions, and a way to reload without an account. */
export function LandingPage({ loginPanel }: { loginPanel: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-landing">
      <div className="auth-landing__intro">
        <h1>{t('landing.title')}</h1>
        <p className="qc-muted">{t('landing.intro')}</p>
      </div>
      <div className="auth-landing__grid">
        <div className="auth-landing__login">{loginPanel}</div>
        <aside className="qc-card auth-landing__unreg" aria-labelledby="unreg-title">
          <h2 id="unreg-title">{t('landing.unregistered')}</h2>
          <p>{t('landing.unregistered.text')}</p>
          <Link className="qc-btn qc-btn--secondary" to="/unreg-recharge">
            {t('landing.unregistered.action')}
          </Link>
        </aside>
      </div>
      <CommonQuestions />
    </div>
  );
}
