// Account settings run as sagas: the requests sent, the stored user and the account state, what
// the other apps hear on the bus, and the outcome each form receives (form/submitSettled).
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { setConfig } from '@qcard/runtime/config/config-store';
import type { AlertMessage, SessionUser } from '@qcard/contracts/domain';
import { readSession, setToken, setUser } from '@qcard/runtime/session/session-storage';
import { recordAlerts } from '@qcard/kit/test-support/render-remote-page';
import { submitAction, submitSettled, type SubmitOutcome } from '@qcard/kit/store/form-submission';
import {
  accountSaga,
  END_OTHER_SESSIONS_CONFIRMED,
  otherSessionsEndedText,
  PASSWORD_SUBMITTED,
  PROFILE_SUBMITTED,
  RELOGIN_CONFIRMED,
} from '../store/account-saga';
import {
  accountActions,
  accountReducer,
  selectAccountStatus,
  selectAccountUser,
} from '../store/account-slice';

const reducer = combineReducers({ account: accountReducer });
type State = ReturnType<typeof reducer>;
const USER: SessionUser = {
  id: 1,
  email: 'rider@example.com',
  firstName: 'Riley',
  lastName: 'Rider',
  address: '1 Main St',
  town: 'Portland',
  state: 'OR',
  zipcode: '97201',
  phoneNumber: '5035550100',
  sponsor: false,
};
const MOVED: SessionUser = { ...USER, address: '9 Oak Ave', town: 'Salem', zipcode: '97301' };
const FAILED = { status: 'ERROR', msgCode: '475', errorMessage: null };

/** callContract answers by path; every call is recorded with its body. */
let sent: Array<[string, unknown]> = [];
function answering(byPath: Record<string, unknown>): EffectProviders {
  return {
    call(effect, next) {
      if (effect.fn !== callContract) return next();
      const [{ path }, body] = effect.args as [{ path: string }, unknown];
      sent.push([path, body]);
      return byPath[path] ?? FAILED;
    },
  };
}

function submit<P>(type: string, payload: P, byPath: Record<string, unknown>) {
  const action = submitAction(type, payload);
  const saga = expectSaga(accountSaga)
    .withReducer(reducer)
    .provide(answering(byPath))
    .dispatch(action);
  return {
    saga,
    settled: (outcome: SubmitOutcome) => submitSettled(action.meta.submissionId, outcome),
  };
}

let alerts: AlertMessage[];
let settledSources: string[] = [];
let bused: string[] = [];
const offs: Array<() => void> = [];
beforeEach(() => {
  ({ alerts } = recordAlerts());
  bused = [];
  sent = [];
  settledSources = [];
  offs.push(
    bus.on('alerts/settled', ({ source }) => settledSources.push(source)),
    bus.on('session/userUpdated', ({ user }) => bused.push(`userUpdated:${user.town}`)),
    bus.on('session/loggedOut', ({ reason }) => bused.push(`loggedOut:${reason}`)),
  );
  setConfig({
    messages: [
      {
        type: 'RESPONSE_MSG',
        msgCode: '475',
        msgName: 'GENERIC_FAILURE',
        msgValue: 'Something went wrong, try again.',
      },
      {
        type: 'RESPONSE_MSG',
        msgCode: '210',
        msgName: 'PROFILE_SAVED',
        msgValue: 'Your profile was updated.',
      },
      {
        type: 'RESPONSE_MSG',
        msgCode: '405',
        msgName: 'WRONG_PASSWORD',
        msgValue: 'The current password is not correct.',
      },
    ],
  });
  setToken('tok');
  setUser(USER);
});
afterEach(() => {
  offs.splice(0).forEach((off) => off());
  setToken(null);
  setUser(null);
});

describe('accountSaga: the user', () => {
  it('loads the user into the page and the stored session', async () => {
    const { storeState } = await expectSaga(accountSaga)
      .withReducer(reducer)
      .provide(answering({ '/user/details': { status: 'SUCCESS', data: MOVED } }))
      .dispatch(accountActions.loadRequested())
      .silentRun(0);
    expect(sent).toEqual([['/user/details', {}]]);
    expect(selectAccountUser(storeState as State)).toEqual(MOVED);
    expect(readSession().user).toEqual(MOVED);
  });

  it('a failed load raises the alert and keeps the stored user', async () => {
    const { storeState } = await expectSaga(accountSaga)
      .withReducer(reducer)
      .provide(answering({}))
      .dispatch(accountActions.loadRequested())
      .silentRun(0);
    expect(selectAccountStatus(storeState as State)).toBe('error');
    expect(alerts.map((a) => a.msg)).toEqual(['Something went wrong, try again.']);
    expect(readSession().user).toEqual(USER);
  });
});

describe('accountSaga: profile', () => {
  const profile = {
    address1: ' 9 Oak Ave ',
    address2: '',
    city: ' Salem ',
    state: 'OR',
    zipcode: '97301',
    phonenumber: '5035550100',
  };

  it('saves the trimmed profile, reloads the user and tells the other apps', async () => {
    const { saga, settled } = submit(PROFILE_SUBMITTED, profile, {
      '/user/updateprofile': { status: 'SUCCESS', msgCode: '210', data: MOVED },
      '/user/details': { status: 'SUCCESS', data: MOVED },
    });
    const { storeState } = await saga.put(settled({ ok: true })).silentRun(0);
    expect(sent).toEqual([
      [
        '/user/updateprofile',
        {
          address1: '9 Oak Ave',
          address2: '',
          city: 'Salem',
          state: 'OR',
          zipcode: '97301',
          phonenumber: '5035550100',
        },
      ],
      ['/user/details', {}],
    ]);
    // Raised as the save's own alert, so it replaces a refusal of the save before.
    expect(alerts).toEqual([
      expect.objectContaining({ msg: 'Your profile was updated.', source: PROFILE_SUBMITTED }),
    ]);
    expect(bused).toEqual(['userUpdated:Salem']);
    expect(selectAccountUser(storeState as State)).toEqual(MOVED);
  });

  it('a refused profile reaches the form with its field problems and reloads nothing', async () => {
    const problems = [{ property: 'zipcode', message: 'Zip code must be 5 digits' }];
    const { saga, settled } = submit(PROFILE_SUBMITTED, profile, {
      '/user/updateprofile': { status: 'ERROR', msgCode: '488', data: { problems } },
    });
    await saga
      .put(
        settled({
          ok: false,
          msgCode: '488',
          fieldErrors: { zipcode: 'Zip code must be 5 digits' },
        }),
      )
      .silentRun(0);
    expect(sent.map(([path]) => path)).toEqual(['/user/updateprofile']);
    expect(bused).toEqual([]);
  });

  it('saved but the reload failed: the form succeeds, the other apps hear nothing', async () => {
    const { saga, settled } = submit(PROFILE_SUBMITTED, profile, {
      '/user/updateprofile': { status: 'SUCCESS', msgCode: '210', data: MOVED },
    });
    const { storeState } = await saga.put(settled({ ok: true })).silentRun(0);
    expect(bused).toEqual([]);
    expect(selectAccountStatus(storeState as State)).toBe('error');
  });
});

describe('accountSaga: password', () => {
  const change = {
    existingpassword: 'Old-pass-1',
    newpassword: 'New-pass-2',
    confirmpassword: 'New-pass-2',
  };

  it('changes the password without a message of its own (the relogin dialog follows)', async () => {
    const { saga, settled } = submit(PASSWORD_SUBMITTED, change, {
      '/user/updatepassword': { status: 'SUCCESS', msgCode: '200', data: null },
    });
    await saga.put(settled({ ok: true })).silentRun(0);
    expect(sent).toEqual([['/user/updatepassword', { ...change }]]);
    expect(alerts).toEqual([]);
    // A refusal of an earlier try is over.
    expect(settledSources).toEqual([PASSWORD_SUBMITTED]);
    expect(readSession().token).toBe('tok');
  });

  it('a wrong current password raises the alert and tells the form', async () => {
    const { saga, settled } = submit(PASSWORD_SUBMITTED, change, {
      '/user/updatepassword': { status: 'ERROR', msgCode: '405' },
    });
    await saga.put(settled({ ok: false, msgCode: '405' })).silentRun(0);
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'danger',
        msg: 'The current password is not correct.',
        source: PASSWORD_SUBMITTED,
      }),
    ]);
    expect(settledSources).toEqual([]);
  });

  it('OK on the relogin dialog ends this session too, even when the logout call fails', async () => {
    const { saga, settled } = submit(RELOGIN_CONFIRMED, null, {});
    await saga.put(settled({ ok: true })).silentRun(0);
    expect(sent).toEqual([['/user/logout', {}]]);
    expect(readSession()).toMatchObject({ token: null, user: null });
    expect(bused).toEqual(['loggedOut:passwordChanged']);
  });
});

describe('accountSaga: end other sessions', () => {
  it('says how many other logins ended', async () => {
    const { saga, settled } = submit(END_OTHER_SESSIONS_CONFIRMED, null, {
      '/user/endOtherSessions': { status: 'SUCCESS', data: { ended: 2 } },
    });
    await saga.put(settled({ ok: true })).silentRun(0);
    expect(sent).toEqual([['/user/endOtherSessions', {}]]);
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'success',
        msg: '2 other sessions were ended. This one stays signed in.',
      }),
    ]);
    expect(readSession().token).toBe('tok');
  });

  it('with no other logins, says so', async () => {
    const { saga } = submit(END_OTHER_SESSIONS_CONFIRMED, null, {
      '/user/endOtherSessions': { status: 'SUCCESS', data: { ended: 0 } },
    });
    await saga.silentRun(0);
    expect(alerts.map((a) => a.msg)).toEqual([otherSessionsEndedText(0)]);
  });

  it('a failure raises the alert and tells the dialog', async () => {
    const { saga, settled } = submit(END_OTHER_SESSIONS_CONFIRMED, null, {});
    await saga.put(settled({ ok: false, msgCode: '475' })).silentRun(0);
    expect(alerts.map((a) => a.msg)).toEqual(['Something went wrong, try again.']);
  });
});
