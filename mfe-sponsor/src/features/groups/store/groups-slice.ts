// Groups state: every group of the company (small; searched in the browser), group details by
// id and whether a removal runs.
import type { UnknownAction } from 'redux';
import type { LoadStatus } from '@qcard/kit/search/paged-search-store';
import { loadable, loadTypes } from '@qcard/kit/store/loadable';
import {
  recordDetails,
  type RecordDetailsState,
  type SavePayload,
} from '../../company-records/public';
import type { Group, GroupValues } from '../../groups/api/groups-api';

const records = recordDetails<Group, 'groups'>('groups');
export const groupRecords = records;

export interface GroupsState extends RecordDetailsState<Group> {
  list: Group[];
  listStatus: LoadStatus;
}

export const initialGroupsState: GroupsState = { ...records.initial, list: [], listStatus: 'idle' };

export const GROUP_SAVE_SUBMITTED = 'groups/saveSubmitted';

export type GroupSavePayload = SavePayload<GroupValues>;

export const groupsActions = {
  ...records.actions,
  listRequested: () => ({ type: 'groups/listRequested' as const }),
  listLoaded: (groups: Group[]) => ({ type: 'groups/listLoaded' as const, groups }),
  listFailed: () => ({ type: 'groups/listFailed' as const }),
};

// A failed load shows no groups rather than a stale list.
const groupList = loadable<Group[], 'list', 'listStatus'>('list', 'listStatus', {
  types: loadTypes('groups/list', 'groups'),
  failedValue: [],
});

export function groupsReducer(
  state: GroupsState = initialGroupsState,
  raw: UnknownAction,
): GroupsState {
  return records.reduce(state, raw) ?? groupList.reduce(state, raw) ?? state;
}

interface WithGroups {
  groups: GroupsState;
}
export const selectGroups = (s: WithGroups) => s.groups.list;
export const selectGroupsStatus = (s: WithGroups) => s.groups.listStatus;
export const selectGroupsRemoving = (s: WithGroups) => s.groups.removing;
export const selectGroup = (id: number) => (s: WithGroups) => s.groups.details[id];
export const selectGroupStatus =
  (id: number) =>
  (s: WithGroups): LoadStatus =>
    s.groups.detailsStatus[id] ?? 'idle';
