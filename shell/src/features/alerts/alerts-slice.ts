import type { UnknownAction } from 'redux';
import type { AlertMessage } from '@qcard/shared/contracts/domain';

export type AlertsState = AlertMessage[];

export const alertsActions = {
  raised: (alert: AlertMessage) => ({ type: 'alerts/raised' as const, payload: alert }),
  dismissed: (id: string) => ({ type: 'alerts/dismissed' as const, payload: id }),
  cleared: () => ({ type: 'alerts/cleared' as const }),
  navigated: (pathname: string) => ({ type: 'alerts/navigated' as const, payload: pathname }),
};

export function alertsReducer(state: AlertsState = [], action: UnknownAction): AlertsState {
  switch (action.type) {
    case 'alerts/raised': {
      const alert = (action as ReturnType<typeof alertsActions.raised>).payload;
      // The same text twice in a row is one alert, not two.
      const rest = state.filter((a) => a.msg !== alert.msg);
      return [...rest, alert].slice(-5);
    }
    case 'alerts/dismissed':
      return state.filter((a) => a.id !== (action as ReturnType<typeof alertsActions.dismissed>).payload);
    case 'alerts/cleared':
      return [];
    case 'alerts/navigated': {
      const path = (action as ReturnType<typeof alertsActions.navigated>).payload;
      // Alerts tied to another path are dropped on navigation (SPEC section 4).
      return state.filter((a) => !a.target || a.target === path);
    }
    default:
      return state;
  }
}

export const selectAlerts = (state: { alerts: AlertsState }) => state.alerts;
