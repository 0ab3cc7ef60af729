// The groups sagas run as sagas: list, details, save (form submit) and remove selected, with the
// requests sent, the alerts raised on the bus, the form's outcome and the groups state.
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { setConfig } from '@qcard/runtime/config/config-store';
import type { AlertMessage } from '@qcard/contracts/domain';
import { fakeApi, type FakeAnswer, type FakeApi } from '@qcard/kit/test-support/fake-api';
import { recordAlerts } from '@qcard/kit/test-support/render-remote-page';
import { submitAction, submitSettled } from '@qcard/kit/store/form-submission';
import type { Group } from '../api/groups-api';
import { GROUPS_PATH, groupsSaga } from '../store/groups-saga';
import {
  GROUP_SAVE_SUBMITTED,
  groupsActions,
  groupsReducer,
  initialGroupsState,
} from '../store/groups-slice';
import { FAILED_CALL, sagaRunner } from '@qcard/kit/test-support/saga-runner';
import { followAlertsOnScreen } from '../../../test-support/alerts-on-screen';

jest.mock('@qcard/runtime/api/api-client');
let api: FakeApi;
const paths = () => api.calls.map((c) => c.path);
const {
  state,
  sliceOf: groupsOf,
  run,
} = sagaRunner('groups', groupsReducer, groupsSaga, initialGroupsState);

const DRIVERS: Group = {
  id: 3,
  groupname: 'Drivers',
  groupdetails: 'Night shift',
  employeeCount: 2,
  recordVersion: 1,
};
const OFFICE: Group = {
  id: 4,
  groupname: 'Office',
  groupdetails: '',
  employeeCount: 0,
  recordVersion: 1,
};
const ACTION = {};
const listed = (groups: Group[]) => ({
  status: 'SUCCESS' as const,
  data: { data: groups, numberOfPages: 1, pageNumber: 1, numberOfRecords: groups.length },
});

let alerts: AlertMessage[];
beforeEach(() => {
  api = fakeApi(callContract);
  ({ alerts } = recordAlerts());
  setConfig({
    messages: [
      {
        type: 'RESPONSE_MSG',
        msgCode: '475',
        msgName: 'GENERIC_FAILURE',
        msgValue: 'Something went wrong, try again.',
      },
    ],
    sponsorMessages: [],
  });
});

describe('groupsSaga: list and details', () => {
  it('loads every group of the company', async () => {
    api.answer('/group/search', listed([DRIVERS, OFFICE]));
    const { storeState } = await run(groupsActions.listRequested()).silentRun(0);
    expect(callContract).toHaveBeenCalledWith(expect.objectContaining({ path: '/group/search' }), {
      ...ACTION,
      all: true,
    });
    expect(groupsOf(storeState)).toMatchObject({ list: [DRIVERS, OFFICE], listStatus: 'loaded' });
  });

  it('a failed list raises the alert and empties the list', async () => {
    api.answer('/group/search', FAILED_CALL);
    const { storeState } = await run(
      groupsActions.listRequested(),
      state({ list: [DRIVERS], listStatus: 'loaded' }),
    ).silentRun(0);
    expect(alerts).toEqual([
      expect.objectContaining({ type: 'danger', msg: 'Something went wrong, try again.' }),
    ]);
    expect(groupsOf(storeState)).toMatchObject({ list: [], listStatus: 'error' });
  });

  it('loads one group by id', async () => {
    api.answer('/group/details', { status: 'SUCCESS', data: DRIVERS });
    const { storeState } = await run(groupsActions.detailsRequested(3)).silentRun(0);
    expect(callContract).toHaveBeenCalledWith(expect.objectContaining({ path: '/group/details' }), {
      ...ACTION,
      id: 3,
    });
    expect(groupsOf(storeState)).toMatchObject({
      details: { 3: DRIVERS },
      detailsStatus: { 3: 'loaded' },
    });
  });

  it("a group that is not the company's shows the server text", async () => {
    api.answer('/group/details', {
      status: 'ERROR',
      msgCode: '485',
      errorMessage: 'Group 9 was not found.',
    });
    const { storeState } = await run(groupsActions.detailsRequested(9)).silentRun(0);
    expect(alerts.map((a) => a.msg)).toEqual(['Group 9 was not found.']);
    expect(groupsOf(storeState)).toMatchObject({ details: {}, detailsStatus: { 9: 'missing' } });
  });
});

describe('groupsSaga: save', () => {
  const save = (id: number | null, res: unknown) => {
    api.answer(id === null ? '/group/create' : '/group/update', res as FakeAnswer);
    const action = submitAction(GROUP_SAVE_SUBMITTED, {
      id,
      values: { groupname: 'Drivers', groupdetails: 'Night shift' },
    });
    return {
      saga: run(action),
      settled: (outcome: Parameters<typeof submitSettled>[1]) =>
        submitSettled(action.meta.submissionId, outcome),
    };
  };

  it('creates a group, keeps it and confirms on the groups list', async () => {
    const { saga, settled } = save(null, { status: 'SUCCESS', data: DRIVERS });
    const { storeState } = await saga.put(settled({ ok: true, data: DRIVERS })).silentRun(0);
    expect(callContract).toHaveBeenCalledWith(expect.objectContaining({ path: '/group/create' }), {
      ...ACTION,
      groupname: 'Drivers',
      groupdetails: 'Night shift',
    });
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'success',
        msg: 'Successfully created/updated',
        target: GROUPS_PATH,
      }),
    ]);
    expect(groupsOf(storeState).details[3]).toEqual(DRIVERS);
  });

  it('updates an existing group by id', async () => {
    const { saga } = save(3, { status: 'SUCCESS', data: DRIVERS });
    await saga.silentRun(0);
    expect(callContract).toHaveBeenCalledWith(expect.objectContaining({ path: '/group/update' }), {
      ...ACTION,
      id: 3,
      groupname: 'Drivers',
      groupdetails: 'Night shift',
    });
  });

  it('a refused save stays on the form with the server text and its field problems', async () => {
    const problems = [{ property: 'groupname', message: 'A group with this name exists' }];
    const { saga, settled } = save(null, {
      status: 'ERROR',
      msgCode: '488',
      errorMessage: 'A group with this name exists.',
      data: { problems },
    });
    const { storeState } = await saga
      .put(
        settled({
          ok: false,
          msgCode: '488',
          fieldErrors: { groupname: 'A group with this name exists' },
        }),
      )
      .silentRun(0);
    // No target: the alert belongs to the form the rider stays on.
    expect(alerts.map((a) => [a.type, a.msg, a.target])).toEqual([
      ['danger', 'A group with this name exists.', undefined],
    ]);
    expect(groupsOf(storeState).details).toEqual({});
  });

  it('a save made from an old version (another tab saved the group first) keeps the current group for the form and says why', async () => {
    const changed =
      'This group was changed elsewhere since you opened it. Its current details are shown; check them and save again.';
    const current: Group = { ...DRIVERS, groupdetails: 'Saved in the other tab', recordVersion: 2 };
    api.answer('/group/update', {
      status: 'ERROR',
      msgCode: '507',
      errorMessage: changed,
      data: current,
    });
    const action = submitAction(GROUP_SAVE_SUBMITTED, {
      id: 3,
      values: { groupname: 'Drivers', groupdetails: 'Night shift', recordVersion: 1 },
    });
    const { storeState } = await run(action, state({ details: { 3: DRIVERS } }))
      .put(submitSettled(action.meta.submissionId, { ok: false, msgCode: '507' }))
      .silentRun(0);
    expect(callContract).toHaveBeenCalledWith(expect.objectContaining({ path: '/group/update' }), {
      ...ACTION,
      id: 3,
      recordVersion: 1,
      groupname: 'Drivers',
      groupdetails: 'Night shift',
    });
    expect(alerts.map((a) => [a.type, a.msg, a.target])).toEqual([['danger', changed, undefined]]);
    expect(groupsOf(storeState).details[3]).toEqual(current);
  });

  it('a failure without a server text says the save failed', async () => {
    const { saga } = save(3, { status: 'ERROR', msgCode: '475', errorMessage: null });
    await saga.silentRun(0);
    expect(alerts.map((a) => a.msg)).toEqual(['Unexpected Error Occured']);
  });

  it('a session that ended raises no alert of its own: the shell says why', async () => {
    const { saga } = save(3, {
      status: 'ERROR',
      msgCode: '464',
      errorMessage: 'Your session is invalid or has expired',
      sessionEnded: true,
    });
    await saga.silentRun(0);
    expect(alerts).toEqual([]);
  });
});

describe('groupsSaga: remove selected', () => {
  it('removes the groups, tells which went and which stayed under the removal, and shows the list again', async () => {
    const events: string[] = [];
    const offs = [
      bus.on('alerts/settled', ({ source }) => events.push(`settled ${source}`)),
      bus.on('alerts/raised', (a) => events.push(`raised ${a.source}`)),
    ];
    api.answer('/group/remove', {
      status: 'SUCCESS',
      data: [
        { status: 'SUCCESS', msgCode: 'GROUPS_REMOVED', groupNames: ['Office'] },
        {
          status: 'ERROR',
          msgCode: 'GROUPS_NOT_REMOVED',
          groupNames: ['Drivers'],
          reason: 'employees assigned',
        },
      ],
    });
    api.answer('/group/search', listed([DRIVERS]));
    const { storeState } = await run(
      groupsActions.removeRequested([3, 4]),
      state({ list: [DRIVERS, OFFICE], listStatus: 'loaded' }),
    ).silentRun(0);
    offs.forEach((off) => off());
    expect(callContract).toHaveBeenCalledWith(expect.objectContaining({ path: '/group/remove' }), {
      ...ACTION,
      ids: [3, 4],
    });
    expect(alerts.map((a) => [a.type, a.msg, a.target])).toEqual([
      ['success', 'Group(s) Office removed successfully', GROUPS_PATH],
      [
        'danger',
        'Group(s) Drivers could not be removed because employees are assigned to them',
        GROUPS_PATH,
      ],
    ]);
    // Side by side under the removal, after ending what the removal before said (replaced, not added to).
    expect(events.filter((e) => e.includes('groups/removeRequested'))).toEqual([
      'settled groups/removeRequested',
      'raised groups/removeRequested#GROUPS_REMOVED',
      'raised groups/removeRequested#GROUPS_NOT_REMOVED',
    ]);
    expect(paths()).toEqual(['/group/remove', '/group/search']);
    expect(groupsOf(storeState)).toMatchObject({ removing: false, list: [DRIVERS] });
  });

  // "Successfully created/updated" must not stay above the removal's result.
  it("a removal's result replaces the save's on the list, and a later save replaces the removal's", async () => {
    const onScreen = followAlertsOnScreen();
    api.answer('/group/create', { status: 'SUCCESS', data: OFFICE });
    await run(
      submitAction(GROUP_SAVE_SUBMITTED, {
        id: null,
        values: { groupname: 'Office', groupdetails: '' },
      }),
    ).silentRun(0);
    expect(onScreen.messages()).toEqual(['Successfully created/updated']);
    api.answer('/group/remove', {
      status: 'SUCCESS',
      data: [{ status: 'SUCCESS', msgCode: 'GROUPS_REMOVED', groupNames: ['Office'] }],
    });
    api.answer('/group/search', listed([DRIVERS]));
    await run(
      groupsActions.removeRequested([4]),
      state({ list: [DRIVERS, OFFICE], listStatus: 'loaded' }),
    ).silentRun(0);
    expect(onScreen.messages()).toEqual(['Group(s) Office removed successfully']);
    api.answer('/group/create', { status: 'SUCCESS', data: OFFICE });
    await run(
      submitAction(GROUP_SAVE_SUBMITTED, {
        id: null,
        values: { groupname: 'Office', groupdetails: '' },
      }),
    ).silentRun(0);
    expect(onScreen.messages()).toEqual(['Successfully created/updated']);
    onScreen.stop();
  });

  it('a failed removal raises the alert and still shows the list again', async () => {
    api.answer('/group/remove', FAILED_CALL).answer('/group/search', listed([DRIVERS, OFFICE]));
    const { storeState } = await run(
      groupsActions.removeRequested([3]),
      state({ list: [DRIVERS, OFFICE] }),
    ).silentRun(0);
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'danger',
        msg: 'Unexpected Error Occured',
        target: GROUPS_PATH,
      }),
    ]);
    expect(paths()).toEqual(['/group/remove', '/group/search']);
    expect(groupsOf(storeState)).toMatchObject({ removing: false, list: [DRIVERS, OFFICE] });
  });
});
