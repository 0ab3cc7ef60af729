// A list that could not be loaded says so where the list would be, with a way to try again
// (the alert above tells why; SPEC 8 clears the table).
import { useTranslation } from '@qcard/shared/i18n/react-i18n';

/** `what` names the list, plural in Spanish: "The employees" / "Los empleados". */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <p className="qc-inline-error" role="alert">
      {t('ui.loadFailed', { what })}{' '}
      <button type="button" className="qc-btn qc-btn--link" onClick={onRetry}>
        {t('ui.tryAgain')}
      </button>
    </p>
  );
}
