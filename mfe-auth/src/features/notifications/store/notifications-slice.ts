// The account page's notification settings as the server last said them.
import type { UnknownAction } from 'redux';
import type { NotificationSettings } from '../api/notifications-api';

export interface NotificationsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  settings: NotificationSettings | null;
}

const initial: NotificationsState = { status: 'idle', settings: null };

export const NOTIFICATIONS_SAVE_SUBMITTED = 'notifications/saveSubmitted';

export const notificationsActions = {
  loadRequested: () => ({ type: 'notifications/loadRequested' as const }),
  loaded: (settings: NotificationSettings) => ({ type: 'notifications/loaded' as const, settings }),
  failed: () => ({ type: 'notifications/failed' as const }),
};

type NotificationsAction = ReturnType<
  (typeof notificationsActions)[keyof typeof notificationsActions]
>;

export function notificationsReducer(
  state: NotificationsState = initial,
  raw: UnknownAction,
): NotificationsState {
  const action = raw as NotificationsAction;
  switch (action.type) {
    case 'notifications/loadRequested':
      return { ...state, status: 'loading' };
    case 'notifications/loaded':
      return { status: 'loaded', settings: action.settings };
    case 'notifications/failed':
      return { ...state, status: state.settings ? 'loaded' : 'failed' };
    default:
      return state;
  }
}

export const selectNotifications = (state: { notifications: NotificationsState }) =>
  state.notifications;
