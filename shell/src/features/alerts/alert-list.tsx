import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '@qcard/shared/i18n/language';
import { alertsActions, selectAlerts } from './alerts-slice';
import type { ShellState } from '../../store/shell-store';

export function AlertList() {
  const alerts = useSelector((s: ShellState) => selectAlerts(s));
  const dispatch = useDispatch();
  const { t } = useTranslation();
  return (
    <div className="shell-alerts" aria-live="polite" aria-atomic="false">
      {alerts.map((a) => (
        <div
          key={a.id}
          className={`shell-alert shell-alert--${a.type}`}
          role={a.type === 'danger' || a.type === 'warning' ? 'alert' : 'status'}
          data-alert-type={a.type}
        >
          <span>{a.msg}</span>
          <button
            type="button"
            className="shell-alert__close"
            aria-label={t('alerts.dismiss')}
            onClick={() => a.id && dispatch(alertsActions.dismissed(a.id))}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
