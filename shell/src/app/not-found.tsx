import { Link } from '@qcard/runtime/navigation/router';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';

export function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <section className="qc-card">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </section>
  );
}
