// What other features use of groups: the company's groups (the employee form selects one).
export { groupsActions, selectGroups, selectGroupsStatus } from './store/groups-slice';
export { groupsSaga } from './store/groups-saga';
