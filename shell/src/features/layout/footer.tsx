import { Link } from '@qcard/runtime/navigation/router';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { LANGUAGES, setLanguage, type Language } from '@qcard/runtime/i18n/i18n';

export const PORTAL_VERSION = '1.0.41';

export function Footer() {
  const { t, i18n } = useTranslation('shell');
  const language = i18n.language;
  return (
    <footer className="shell-footer">
      <div className="shell-footer__inner">
        <address className="shell-footer__address">{t('footer.address')}</address>
        <nav aria-label={t('footer.label')} className="shell-footer__links">
          <a href="/privacy.html">{t('footer.privacy')}</a>
          <Link to="/user-feedback">{t('footer.feedback')}</Link>
        </nav>
        <label className="shell-footer__language">
          <span>{t('footer.language')}</span>
          <select value={language} onChange={(e) => void setLanguage(e.target.value as Language)}>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
        <p className="shell-footer__version">
          {t('footer.version')} <span data-testid="portal-version">{PORTAL_VERSION}</span>
        </p>
      </div>
    </footer>
  );
}
