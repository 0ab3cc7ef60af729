// The notifications calls' contracts: each call (notifications-calls.ts) joined to its body and answer schemas
// (notifications-api.ts). The API registers a route from each.
import { contract } from '@qcard/contracts/schema-parts';
import {
  NotificationsReadBody,
  NotificationSettings,
  NotificationsUpdateBody,
} from '@qcard/contracts/notifications-api';
import {
  NotificationsReadCall,
  NotificationsUpdateCall,
} from '@qcard/contracts/notifications-calls';

export const NotificationsRead = contract(
  NotificationsReadCall,
  NotificationsReadBody,
  NotificationSettings,
);
export const NotificationsUpdate = contract(
  NotificationsUpdateCall,
  NotificationsUpdateBody,
  NotificationSettings,
);
