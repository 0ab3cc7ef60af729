// Side effects of groups: load all, load one, save (form submit), remove selected.
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { CallResult } from '@qcard/shared/api/api-client';
import type { PagedList } from '@qcard/shared/contracts/domain';
import { raiseAlert } from '@qcard/shared/bus/alerts';
import { failedOutcome, settleSubmission, type SubmitAction } from '@qcard/shared/store/form-submission';
import { alertFailure, alertRemovals, savedText, saveFailedText } from '../../../app/removal-alerts';
import { fetchAllGroups, fetchGroup, removeGroups, saveGroup, type Group, type GroupRemoveResult } from '../../groups/api/groups-api';
import { GROUP_SAVE_SUBMITTED, groupsActions, type GroupSavePayload } from './groups-slice';

export const GROUPS_PATH = '/group_mgmt';

export function* loadGroups() {
  const res: CallResult<PagedList<Group>> = yield call(fetchAllGroups);
  if (res.status === 'SUCCESS' && res.data && Array.isArray(res.data.data)) yield put(groupsActions.listLoaded(res.data.data));
  else {
    yield call(alertFailure, res);
    yield put(groupsActions.listFailed());
  }
}

export function* loadGroup(action: ReturnType<typeof groupsActions.detailsRequested>) {
  const res: CallResult<Group> = yield call(fetchGroup, action.id);
  if (res.status === 'SUCCESS' && res.data) yield put(groupsActions.detailsLoaded(res.data));
  else {
    yield call(alertFailure, res);
    yield put(groupsActions.detailsFailed(action.id));
  }
}

export function* submitGroup(action: SubmitAction<GroupSavePayload>) {
  const { id, values } = action.payload;
  const res: CallResult<Group> = yield call(saveGroup, id, values);
  if (res.status === 'SUCCESS' && res.data) {
    yield put(groupsActions.detailsLoaded(res.data));
    yield call(raiseAlert, { type: 'success', msg: savedText(), target: GROUPS_PATH });
    yield settleSubmission(action, { ok: true, data: res.data });
  } else {
    // The API's own text (e.g. the name exists) says more than the generic failure.
    yield call(raiseAlert, { type: 'danger', msg: res.errorMessage || saveFailedText() });
    yield settleSubmission(action, failedOutcome(res));
  }
}

export function* removeSelectedGroups(action: ReturnType<typeof groupsActions.removeRequested>) {
  const res: CallResult<GroupRemoveResult[]> = yield call(removeGroups, action.ids);
  if (res.status === 'SUCCESS' && Array.isArray(res.data)) {
    yield call(alertRemovals, res.data.map((r) => ({ status: r.status, msgCode: r.msgCode, names: r.groupNames, reason: r.reason })), GROUPS_PATH);
  } else {
    yield call(raiseAlert, { type: 'danger', msg: res.errorMessage || saveFailedText(), target: GROUPS_PATH });
  }
  yield put(groupsActions.removeFinished());
  yield put(groupsActions.listRequested());
}

export function* groupsSaga() {
  yield takeLatest('groups/listRequested', loadGroups);
  yield takeEvery('groups/detailsRequested', loadGroup);
  yield takeLatest(GROUP_SAVE_SUBMITTED, submitGroup);
  yield takeLatest('groups/removeRequested', removeSelectedGroups);
}
