// Groups state: every group of the company (small; searched in the browser) and group details by id.
import type { UnknownAction } from 'redux';
import type { LoadStatus } from '../../../app/paged-search';
import type { Group, GroupValues } from '../../groups/api/groups-api';

export interface GroupsState {
  list: Group[];
  listStatus: LoadStatus;
  details: Record<number, Group>;
  detailsStatus: Record<number, LoadStatus>;
  removing: boolean;
}

export const initialGroupsState: GroupsState = { list: [], listStatus: 'idle', details: {}, detailsStatus: {}, removing: false };

export const GROUP_SAVE_SUBMITTED = 'groups/saveSubmitted';

export interface GroupSavePayload {
  id: number | null;
  values: GroupValues;
}

export const groupsActions = {
  listRequested: () => ({ type: 'groups/listRequested' as const }),
  listLoaded: (groups: Group[]) => ({ type: 'groups/listLoaded' as const, groups }),
  listFailed: () => ({ type: 'groups/listFailed' as const }),
  detailsRequested: (id: number) => ({ type: 'groups/detailsRequested' as const, id }),
  detailsLoaded: (group: Group) => ({ type: 'groups/detailsLoaded' as const, group }),
  detailsFailed: (id: number) => ({ type: 'groups/detailsFailed' as const, id }),
  removeRequested: (ids: number[]) => ({ type: 'groups/removeRequested' as const, ids }),
  removeFinished: () => ({ type: 'groups/removeFinished' as const }),
};

type GroupsAction = ReturnType<(typeof groupsActions)[keyof typeof groupsActions]>;

export function groupsReducer(state: GroupsState = initialGroupsState, raw: UnknownAction): GroupsState {
  const action = raw as GroupsAction;
  switch (action.type) {
    case 'groups/listRequested':
      return { ...state, listStatus: 'loading' };
    case 'groups/listLoaded':
      return { ...state, list: action.groups, listStatus: 'loaded' };
    case 'groups/listFailed':
      return { ...state, list: [], listStatus: 'error' };
    case 'groups/detailsRequested':
      return { ...state, detailsStatus: { ...state.detailsStatus, [action.id]: 'loading' } };
    case 'groups/detailsLoaded':
      return {
        ...state,
        details: { ...state.details, [action.group.id]: action.group },
        detailsStatus: { ...state.detailsStatus, [action.group.id]: 'loaded' },
      };
    case 'groups/detailsFailed':
      return { ...state, detailsStatus: { ...state.detailsStatus, [action.id]: 'error' } };
    case 'groups/removeRequested':
      return { ...state, removing: true };
    case 'groups/removeFinished':
      return { ...state, removing: false };
    default:
      return state;
  }
}

interface WithGroups {
  groups: GroupsState;
}
export const selectGroups = (s: WithGroups) => s.groups.list;
export const selectGroupsStatus = (s: WithGroups) => s.groups.listStatus;
export const selectGroupsRemoving = (s: WithGroups) => s.groups.removing;
export const selectGroup = (id: number) => (s: WithGroups) => s.groups.details[id];
export const selectGroupStatus = (id: number) => (s: WithGroups): LoadStatus => s.groups.detailsStatus[id] ?? 'idle';
