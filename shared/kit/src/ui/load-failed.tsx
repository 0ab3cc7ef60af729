// A list that could not be loaded says so where the list would be, with a way to try again
// (the alert above tells why; SPEC 8 clears the table).
import type { ReactNode } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { EmptyState } from '@qcard/kit/ui/empty-state';
import { focusNearestHeading } from '@qcard/kit/ui/focus-return';

/**
 * Try again after a load that failed. The button leaves with the failure once the load starts;
 * focus goes to the heading of its part of the page first, so a keyboard or screen-reader rider
 * is not left at the top of the document.
 */
export function TryAgainButton({
  onRetry,
  children,
  variant = 'primary',
}: {
  onRetry: () => void;
  children?: ReactNode;
  variant?: 'primary' | 'secondary' | 'link';
}) {
  const { t } = useTranslation('common');
  const className = variant === 'primary' ? 'qc-btn' : `qc-btn qc-btn--${variant}`;
  return (
    <button
      type="button"
      className={className}
      onClick={(event) => {
        focusNearestHeading(event.currentTarget);
        onRetry();
      }}
    >
      {children ?? t('ui.tryAgain')}
    </button>
  );
}

/** `what` names the list, plural in Spanish: "The employees" / "Los empleados". */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <p className="qc-inline-error" role="alert">
      {t('ui.loadFailed', { what })} <TryAgainButton variant="link" onRetry={onRetry} />
    </p>
  );
}

/**
 * A record page whose load failed (the connection or the server, not the record: a record that is
 * not there says so instead): the record could not be loaded, Try again, and the page's way out.
 */
export function RecordLoadFailed({
  title,
  onRetry,
  wayOut,
}: {
  title: string;
  onRetry: () => void;
  wayOut?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      title={title}
      action={
        <>
          <TryAgainButton onRetry={onRetry} />
          {wayOut}
        </>
      }
    >
      {t('ui.checkConnection')}
    </EmptyState>
  );
}
