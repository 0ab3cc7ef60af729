import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from '@qcard/runtime/navigation/router';
import { AlertList } from '@qcard/kit/ui/alert-banner';
import { alertsActions, selectAlerts } from './alerts-slice';
import type { ShellState } from '../../store/shell-store';

/** The shell's alert area: every alert raised by any remote, through the kit's banners. */
export function ShellAlerts() {
  const alerts = useSelector((s: ShellState) => selectAlerts(s));
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  return (
    <div className="shell-alerts">
      <AlertList
        alerts={alerts}
        currentPath={pathname}
        onDismiss={(id) => dispatch(alertsActions.dismissed(id))}
      />
    </div>
  );
}
