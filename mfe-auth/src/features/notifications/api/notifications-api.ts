// Notification preferences (issue 23 item 1).
import { callApi, type CallResult } from '@qcard/shared/api/api-client';
import type { NotificationSettings, NotificationsUpdateRequest } from '@qcard/shared/contracts/notifications-api';

export type { NotificationSettings, NotificationsUpdateRequest } from '@qcard/shared/contracts/notifications-api';

const ACTION = { action: 'USER_MANAGEMENT' };

export function fetchNotificationSettings(): Promise<CallResult<NotificationSettings>> {
  return callApi<NotificationSettings>('/user/notifications', { ...ACTION, function: 'notification_settings' });
}

export function saveNotificationSettings(body: NotificationsUpdateRequest): Promise<CallResult<NotificationSettings>> {
  return callApi<NotificationSettings>('/user/notifications/update', { ...ACTION, function: 'update_notifications', ...body });
}
