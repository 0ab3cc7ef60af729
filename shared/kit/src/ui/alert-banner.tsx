// Alert banner: danger, warning, info, success. Danger/warning use role=alert, others role=status.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import type { AlertMessage, AlertType } from '@qcard/contracts/domain';
import { alertWords } from '@qcard/runtime/bus/alert-text';
import '../styles/ui.css';

export interface AlertBannerProps {
  type: AlertType;
  children: ReactNode;
  onDismiss?: () => void;
  /** Auto-dismiss after this many ms (alert tooltips: 5000). */
  autoHideMs?: number;
  /** Optional link to a route (e.g. a list page the alert is about). */
  target?: string;
  targetLabel?: string;
  onNavigate?: (target: string) => void;
}

/** The icon's glyph (hidden from screen readers, which hear the type's name instead). */
const ICONS: Record<AlertType, string> = { danger: '!', warning: '!', info: 'i', success: '✓' };
/** The dismiss button's glyph; its accessible name is the translated aria-label. */
const CLOSE = '×';

export function AlertBanner({
  type,
  children,
  onDismiss,
  autoHideMs,
  target,
  targetLabel,
  onNavigate,
}: AlertBannerProps) {
  const { t } = useTranslation('common');
  useEffect(() => {
    if (!autoHideMs || !onDismiss) return undefined;
    const t = setTimeout(onDismiss, autoHideMs);
    return () => clearTimeout(t);
  }, [autoHideMs, onDismiss]);
  const urgent = type === 'danger' || type === 'warning';
  return (
    <div className={`qc-alert qc-alert--${type}`} role={urgent ? 'alert' : 'status'}>
      <span className="qc-alert__icon" aria-hidden="true">
        {ICONS[type]}
      </span>
      <div className="qc-alert__text">
        <span className="qc-visually-hidden">{`${t(`alert.${type}`)}: `}</span>
        {children}
        {target && onNavigate ? (
          <>
            {' '}
            <a
              href={target}
              className="qc-alert__link"
              onClick={(e) => {
                e.preventDefault();
                onNavigate(target);
              }}
            >
              {targetLabel ?? t('alert.view')}
            </a>
          </>
        ) : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          className="qc-alert__close"
          aria-label={t('alert.dismiss')}
          onClick={onDismiss}
        >
          {CLOSE}
        </button>
      ) : null}
    </div>
  );
}

export interface AlertListProps {
  alerts: ReadonlyArray<AlertMessage>;
  /** Alerts tied to another path, or raised on another page, are not shown. */
  currentPath?: string;
  onDismiss?: (id: string) => void;
}

export function AlertList({ alerts, currentPath, onDismiss }: AlertListProps) {
  // Subscribed to the language: a switch says every alert again in the new one (bus/alert-text).
  useTranslation('common');
  const shown = alerts.filter((a) => {
    const page = a.target ?? a.page;
    return !page || currentPath === undefined || page === currentPath;
  });
  if (shown.length === 0) return null;
  return (
    <div className="qc-alert-list">
      {shown.map((a, i) => (
        <AlertBanner
          key={a.id ?? i}
          type={a.type}
          onDismiss={onDismiss && a.id ? () => onDismiss(a.id as string) : undefined}
        >
          {alertWords(a)}
        </AlertBanner>
      ))}
    </div>
  );
}
