// After a switch in place the groups list is read again; a group's own record,
// which only fills its edit form, is not reloaded under what was typed.
import { expectSaga } from 'redux-saga-test-plan';
import { switchToSpanishDuring } from '@qcard/kit/test-support/language-switch-in-place';
import { groupsSaga } from '../store/groups-saga';
import { groupsActions, initialGroupsState, type GroupsState } from '../store/groups-slice';

jest.mock('@qcard/runtime/api/api-client', () => ({
  callContract: jest.fn(async () => ({ status: 'ERROR' })),
}));

test('after a language switch, the groups list; not a group in its edit form', async () => {
  const shown: GroupsState = {
    ...initialGroupsState,
    list: [],
    listStatus: 'loaded',
    details: { 3: { id: 3 } as GroupsState['details'][number] },
    detailsStatus: { 3: 'loaded' },
  };
  await switchToSpanishDuring(
    expectSaga(groupsSaga)
      .withState({ groups: shown })
      .put(groupsActions.listRequested())
      .not.put.like({ action: { type: 'groups/detailsRequested' } })
      .silentRun(50),
  );
});
