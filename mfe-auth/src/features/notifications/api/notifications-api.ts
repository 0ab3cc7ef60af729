// Notification preferences.
import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import {
  NotificationsReadCall,
  NotificationsUpdateCall,
} from '@qcard/contracts/notifications-calls';
import type {
  NotificationSettings,
  NotificationsUpdateRequest,
} from '@qcard/contracts/notifications-api';

export type {
  NotificationSettings,
  NotificationsUpdateRequest,
} from '@qcard/contracts/notifications-api';

export function fetchNotificationSettings(): Promise<CallResult<NotificationSettings>> {
  return callContract(NotificationsReadCall, {});
}

export function saveNotificationSettings(
  body: NotificationsUpdateRequest,
): Promise<CallResult<NotificationSettings>> {
  return callContract(NotificationsUpdateCall, body);
}
