// Where each notifications call is reached: path, SPEC action and function(s), access, and the types of its
// body and answer. Plain data, so a browser imports it without the schemas (notifications-api.ts).
import type * as S from '@qcard/contracts/notifications-api';
import { call } from '@qcard/contracts/call';

export const NotificationsReadCall = /* @__PURE__ */ call<
  typeof S.NotificationsReadBody,
  typeof S.NotificationSettings
>()({
  path: '/user/notifications',
  action: 'USER_MANAGEMENT',
  functions: ['notification_settings'],
  access: 'authenticated',
  summary:
    "→ the caller's mail settings (receipts, autoload notices, mail language) and a low-balance alert threshold per own card",
});

export const NotificationsUpdateCall = /* @__PURE__ */ call<
  typeof S.NotificationsUpdateBody,
  typeof S.NotificationSettings
>()({
  path: '/user/notifications/update',
  action: 'USER_MANAGEMENT',
  functions: ['update_notifications'],
  access: 'authenticated',
  summary:
    "receipts, autoloadNotices (booleans), mailLanguage (en|es|null), cards [{cardId, thresholdCents|null}] → the saved settings; 488 for an amount out of range, 485 for a card not the caller's",
});
