import { call, put, takeLatest } from 'redux-saga/effects';
import { alertFailure } from '@qcard/kit/bus/alert-helpers';
import { settleAlerts } from '@qcard/runtime/bus/alerts';
import type { CallResult } from '@qcard/runtime/api/api-client';
import {
  fetchDigestSettings,
  saveDigestSetting,
  type DigestSettingsView,
} from '../api/weekly-digest-api';
import { weeklyDigestActions } from './weekly-digest-slice';

/** A failed change's alert belongs to the change: the next successful change ends it. */
export const WEEKLY_DIGEST_SOURCE = 'weekly-digest/change';
const TARGET = '/emp_mgmt';

export function* loadDigestSettings() {
  const res: CallResult<DigestSettingsView> = yield call(fetchDigestSettings);
  if (res.status === 'SUCCESS' && res.data) yield put(weeklyDigestActions.loaded(res.data));
  else yield put(weeklyDigestActions.failed());
}

export function* changeDigestSetting(
  action: ReturnType<typeof weeklyDigestActions.changeRequested>,
) {
  const res: CallResult<DigestSettingsView> = yield call(saveDigestSetting, action.weeklyDigest);
  if (res.status === 'SUCCESS' && res.data) {
    yield put(weeklyDigestActions.changed(res.data));
    yield call(settleAlerts, WEEKLY_DIGEST_SOURCE);
    return;
  }
  yield call(alertFailure, res, { target: TARGET, source: WEEKLY_DIGEST_SOURCE });
  yield put(weeklyDigestActions.failed());
}

export function* weeklyDigestSaga() {
  yield takeLatest('weeklyDigest/loadRequested', loadDigestSettings);
  yield takeLatest('weeklyDigest/changeRequested', changeDigestSetting);
}
