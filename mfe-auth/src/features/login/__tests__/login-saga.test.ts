// Login run as a saga: the request sent, the session stored or cleared, what the other apps hear
// on the bus, and the outcome the form receives (form/submitSettled).
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { callContract } from '@qcard/runtime/api/api-client';
import { LoginCall } from '@qcard/contracts/auth-calls';
import { bus } from '@qcard/runtime/bus/event-bus';
import { setResponseMessages } from '@qcard/kit/test-support/response-messages';
import type { AlertMessage, SessionUser } from '@qcard/contracts/domain';
import { readSession, setToken, setUser } from '@qcard/runtime/session/session-storage';
import { recordAlerts } from '@qcard/kit/test-support/render-remote-page';
import { submitAction, submitSettled } from '@qcard/kit/store/form-submission';
import { LOGIN_SUBMITTED, loginSaga, type LoginValues } from '../store/login-saga';

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
const values: LoginValues = {
  username: '  rider@example.com ',
  password: ' Secret-123 ',
  captcha: 'solved',
};

function login(res: unknown, v: LoginValues = values) {
  const action = submitAction(LOGIN_SUBMITTED, v);
  const saga = expectSaga(loginSaga)
    .provide([[matchers.call.fn(callContract), res]])
    .dispatch(action);
  return {
    saga,
    settled: (outcome: Parameters<typeof submitSettled>[1]) =>
      submitSettled(action.meta.submissionId, outcome),
  };
}

let alerts: AlertMessage[];
let loggedIn: SessionUser[] = [];
let stopLoggedIn = () => {};
beforeEach(() => {
  ({ alerts } = recordAlerts());
  loggedIn = [];
  stopLoggedIn = bus.on('session/loggedIn', ({ user }) => loggedIn.push(user));
  setResponseMessages({
    '401': 'The e-mail or password is not correct.',
    '475': 'Something went wrong, try again.',
  });
});
afterEach(() => {
  stopLoggedIn();
  setToken(null);
  setUser(null);
});

describe('loginSaga', () => {
  it('signs in with the trimmed credentials, stores the user and tells every app', async () => {
    setToken('new-token'); // callContract stores the header's token itself
    const { saga, settled } = login({ status: 'SUCCESS', data: USER, token: 'new-token' });
    await saga
      .call(
        callContract,
        LoginCall,
        { username: 'rider@example.com', password: 'Secret-123', captcha: 'solved' },
        { anonymous: true, ignoreSessionErrors: true },
      )
      .put(settled({ ok: true, data: USER }))
      .silentRun(0);
    expect(readSession()).toMatchObject({ token: 'new-token', user: USER });
    expect(loggedIn).toEqual([USER]);
    expect(alerts).toEqual([]);
  });

  it('wrong credentials: the session is cleared, the alert raised and the form told why', async () => {
    setToken('old-token');
    setUser(USER);
    const { saga, settled } = login({
      status: 'ERROR',
      msgCode: '401',
      data: null,
      httpStatus: 401,
    });
    await saga.put(settled({ ok: false, msgCode: '401' })).silentRun(0);
    expect(readSession()).toMatchObject({ token: null, user: null });
    expect(loggedIn).toEqual([]);
    expect(alerts).toEqual([
      expect.objectContaining({ type: 'danger', msg: 'The e-mail or password is not correct.' }),
    ]);
  });

  it('field problems (488) reach the form as field errors', async () => {
    const problems = [
      { property: 'username', message: 'E-mail is required' },
      { property: 'username', message: 'second' },
      { property: 'captcha', message: 'Solve the captcha' },
    ];
    const { saga, settled } = login({ status: 'ERROR', msgCode: '488', data: { problems } }, {});
    await saga
      // Empty fields are sent as empty strings: the server answers which ones are missing.
      .call(
        callContract,
        LoginCall,
        { username: '', password: '', captcha: '' },
        { anonymous: true, ignoreSessionErrors: true },
      )
      .put(
        settled({
          ok: false,
          msgCode: '488',
          fieldErrors: { username: 'E-mail is required', captcha: 'Solve the captcha' },
        }),
      )
      .silentRun(0);
  });

  it('a network failure shows the configured text and signs nobody in', async () => {
    const { saga, settled } = login({ status: 'ERROR', msgCode: '475', errorMessage: null });
    await saga.put(settled({ ok: false, msgCode: '475' })).silentRun(0);
    expect(alerts.map((a) => a.msg)).toEqual(['Something went wrong, try again.']);
    expect(readSession().user).toBeNull();
  });

  it('a success without a token is not a login', async () => {
    const { saga, settled } = login({ status: 'SUCCESS', data: USER, token: null });
    await saga.put(settled({ ok: false, msgCode: null })).silentRun(0);
    expect(readSession().user).toBeNull();
    expect(loggedIn).toEqual([]);
  });
});
