// The shell's alerts under one policy (docs/decisions.md): an alert belongs to the action that raised
// it and ends when that action succeeds (settled), when the user leaves the page it belongs to
// (navigated), or when a newer alert from the same action replaces it (raised, same source).
import type { UnknownAction } from 'redux';
import type { AlertMessage } from '@qcard/contracts/domain';
import { sourceAction } from '@qcard/runtime/bus/alerts';

export interface AlertsState {
  items: AlertMessage[];
  /** The path the user is on, as last reported by the layout. */
  path: string | null;
}

const initialState: AlertsState = { items: [], path: null };

export const alertsActions = {
  raised: (alert: AlertMessage) => ({ type: 'alerts/raised' as const, payload: alert }),
  dismissed: (id: string) => ({ type: 'alerts/dismissed' as const, payload: id }),
  cleared: () => ({ type: 'alerts/cleared' as const }),
  settled: (source: string) => ({ type: 'alerts/settled' as const, payload: source }),
  navigated: (pathname: string) => ({ type: 'alerts/navigated' as const, payload: pathname }),
};

/** The page an alert is shown on: the one it names, else the one it was raised on. */
export const alertPage = (a: AlertMessage): string | undefined => a.target ?? a.page;

/** Most alerts kept at once; older ones give way. */
const LIMIT = 5;

export function alertsReducer(
  state: AlertsState = initialState,
  action: UnknownAction,
): AlertsState {
  switch (action.type) {
    case 'alerts/raised': {
      const raised = (action as ReturnType<typeof alertsActions.raised>).payload;
      const alert: AlertMessage =
        raised.page || !state.path ? raised : { ...raised, page: state.path };
      // A newer alert from the same action replaces the older one; the same text twice is one alert.
      // A remote deployed before every alert had a source may still raise one without: it replaces none.
      const rest = state.items.filter(
        (a) => a.msg !== alert.msg && !(alert.source && a.source === alert.source),
      );
      return { ...state, items: [...rest, alert].slice(-LIMIT) };
    }
    case 'alerts/dismissed': {
      const id = (action as ReturnType<typeof alertsActions.dismissed>).payload;
      return { ...state, items: state.items.filter((a) => a.id !== id) };
    }
    case 'alerts/settled': {
      const source = (action as ReturnType<typeof alertsActions.settled>).payload;
      return {
        ...state,
        items: state.items.filter((a) => !a.source || sourceAction(a.source) !== source),
      };
    }
    case 'alerts/cleared':
      return { ...state, items: [] };
    case 'alerts/navigated': {
      const path = (action as ReturnType<typeof alertsActions.navigated>).payload;
      if (path === state.path) return state;
      // Leaving a page ends its alerts; alerts tied to another path are dropped (SPEC section 4).
      // An alert raised before any page was shown (start-up) belongs to the first page.
      const items = state.items
        .map((a) => (alertPage(a) ? a : { ...a, page: path }))
        .filter((a) => alertPage(a) === path);
      return { items, path };
    }
    default:
      return state;
  }
}

export const selectAlerts = (state: { alerts: AlertsState }) => state.alerts.items;
