// A list that could not be loaded says so where the list would be, with a way to try again
// (the alert above tells why; SPEC 8 clears the table).
import type { ReactNode } from 'react';
import { useTranslation } from '@qcard/shared/i18n/react-i18n';
import { EmptyState } from '@qcard/shared/ui/empty-state';

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

/**
 * A record page whose load failed (the connection or the server, not the record: a record that is
 * not there says so instead): the record could not be loaded, Try again, and the page's way out.
 */
export function RecordLoadFailed({ title, onRetry, wayOut }: { title: string; onRetry: () => void; wayOut?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      title={title}
      action={
        <>
          <button type="button" className="qc-btn" onClick={onRetry}>
            {t('ui.tryAgain')}
          </button>
          {wayOut}
        </>
      }
    >
      {t('ui.checkConnection')}
    </EmptyState>
  );
}
