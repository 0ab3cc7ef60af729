// Side effects of groups: load all, load one, save (form submit), remove selected.
import { call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { CallResult } from '@qcard/runtime/api/api-client';
import type { PagedList } from '@qcard/contracts/domain';
import { tellLoad } from '@qcard/kit/bus/alert-helpers';
import { rereadOnLanguageChange } from '@qcard/kit/store/reread-on-language-change';
import {
  loadRecordWorker,
  removeRecordsWorker,
  saveRecordWorker,
} from '../../company-records/public';
import {
  fetchAllGroups,
  fetchGroup,
  removeGroups,
  saveGroup,
  type Group,
} from '../../groups/api/groups-api';
import {
  GROUP_SAVE_SUBMITTED,
  groupRecords,
  groupsActions,
  selectGroupsStatus,
} from './groups-slice';

export const GROUPS_PATH = '/group_mgmt';

export function* loadGroups(action: ReturnType<typeof groupsActions.listRequested>) {
  const res: CallResult<PagedList<Group>> = yield call(fetchAllGroups);
  const loaded = res.status === 'SUCCESS' && !!res.data && Array.isArray(res.data.data);
  yield call(tellLoad, res, loaded, { source: action.type });
  if (loaded && res.data) yield put(groupsActions.listLoaded(res.data.data));
  else yield put(groupsActions.listFailed());
}

export const loadGroup = loadRecordWorker(groupRecords, fetchGroup);

const REMOVE_REQUESTED = 'groups/removeRequested';

// A save and a removal on the groups list end each other's alerts.
export const submitGroup = saveRecordWorker(groupRecords, saveGroup, GROUPS_PATH, [
  REMOVE_REQUESTED,
]);

export const removeSelectedGroups = removeRecordsWorker(groupRecords, {
  remove: removeGroups,
  outcome: (r) => ({ status: r.status, msgCode: r.msgCode, names: r.groupNames, reason: r.reason }),
  listPath: GROUPS_PATH,
  reloaded: { loaded: 'groups/listLoaded', failed: 'groups/listFailed' },
  ends: [GROUP_SAVE_SUBMITTED],
  *reload() {
    yield put(groupsActions.listRequested());
  },
});

/** A language switch: the groups list, read again; a group's own record only fills its edit form, so it is not. */
export function* rereadGroups() {
  const status: string = yield select(selectGroupsStatus);
  if (status === 'loaded') yield put(groupsActions.listRequested());
}

export function* groupsSaga() {
  yield fork(rereadOnLanguageChange, rereadGroups);
  yield takeLatest('groups/listRequested', loadGroups);
  yield takeEvery('groups/detailsRequested', loadGroup);
  yield takeLatest(GROUP_SAVE_SUBMITTED, submitGroup);
  yield takeLatest(REMOVE_REQUESTED, removeSelectedGroups);
}
