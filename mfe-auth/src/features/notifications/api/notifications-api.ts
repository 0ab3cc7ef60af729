// Notification preferences.
import { callContract, type CallResult } from '@qcard/shared/api/api-client';
import {
  NotificationsReadCall,
  NotificationsUpdateCall,
} from '@qcard/shared/contracts/notifications-calls';
import type {
  NotificationSettings,
  NotificationsUpdateRequest,
} from '@qcard/shared/contracts/notifications-api';

export type {
  NotificationSettings,
  NotificationsUpdateRequest,
} from '@qcard/shared/contracts/notifications-api';

export function fetchNotificationSettings(): Promise<CallResult<NotificationSettings>> {
  return callContract(NotificationsReadCall, {});
}

export function saveNotificationSettings(
  body: NotificationsUpdateRequest,
): Promise<CallResult<NotificationSettings>> {
  return callContract(NotificationsUpdateCall, body);
}
