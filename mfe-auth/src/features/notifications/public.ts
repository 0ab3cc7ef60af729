// What the notifications feature offers the rest of the remote.
export { NotificationSettingsSection } from './components/notification-settings';
export { notificationsSaga } from './store/notifications-saga';
