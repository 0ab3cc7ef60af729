import { call, put, takeLatest } from 'redux-saga/effects';
import { portalText } from '@qcard/runtime/bus/alert-text';
import type { CallResult } from '@qcard/runtime/api/api-client';
import { raiseAlert, settleAlerts } from '@qcard/runtime/bus/alerts';
import { alertFailure } from '@qcard/kit/bus/alert-helpers';
import {
  failedOutcome,
  settleSubmission,
  type SubmitAction,
} from '@qcard/kit/store/form-submission';
import {
  fetchNotificationSettings,
  saveNotificationSettings,
  type NotificationSettings,
  type NotificationsUpdateRequest,
} from '../api/notifications-api';
import { NOTIFICATIONS_SAVE_SUBMITTED, notificationsActions } from './notifications-slice';

/** The save's alerts: a new attempt replaces them, a saved change ends a failure's. */
export const NOTIFICATIONS_SAVE_SOURCE = 'notifications/save';

export function* loadNotificationSettings() {
  const res: CallResult<NotificationSettings> = yield call(fetchNotificationSettings);
  if (res.status === 'SUCCESS' && res.data) yield put(notificationsActions.loaded(res.data));
  else yield put(notificationsActions.failed());
}

export function* saveNotifications(action: SubmitAction<NotificationsUpdateRequest>) {
  const res: CallResult<NotificationSettings> = yield call(
    saveNotificationSettings,
    action.payload,
  );
  if (res.status === 'SUCCESS' && res.data) {
    yield put(notificationsActions.loaded(res.data));
    yield call(settleAlerts, NOTIFICATIONS_SAVE_SOURCE);
    yield call(raiseAlert, {
      type: 'success',
      ...portalText('auth:notifications.saved'),
      source: NOTIFICATIONS_SAVE_SOURCE,
      target: '/account',
    });
    yield settleSubmission(action, { ok: true });
    return;
  }
  yield call(alertFailure, res, { source: NOTIFICATIONS_SAVE_SOURCE, target: '/account' });
  yield settleSubmission(action, failedOutcome(res));
}

export function* notificationsSaga() {
  yield takeLatest('notifications/loadRequested', loadNotificationSettings);
  yield takeLatest(NOTIFICATIONS_SAVE_SUBMITTED, saveNotifications);
}
