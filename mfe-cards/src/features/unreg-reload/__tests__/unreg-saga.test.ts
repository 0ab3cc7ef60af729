// Unregistered reload run as a saga: the serial login, the card check and BACK HOME, with the
// requests sent, the alerts raised on the bus, the stored session and the resulting state.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import type { AlertMessage } from '@qcard/contracts/domain';
import {
  clearSession,
  readSession,
  setAnonymousSerial,
  setToken,
} from '@qcard/runtime/session/session-storage';
import { CARDS } from '../../../test-support/fixtures';
import { unregSaga } from '../store/unreg-saga';
import { initialUnregState, unregActions, unregReducer, selectUnreg } from '../store/unreg-slice';

jest.mock('@qcard/runtime/api/api-client');
const api = jest.mocked(callContract);
const CARD = CARDS[0] as (typeof CARDS)[number];

const reducer = combineReducers({ unreg: unregReducer });
type State = ReturnType<typeof reducer>;
const run = (action: Parameters<typeof unregReducer>[1], state?: State) =>
  expectSaga(unregSaga).withReducer(reducer, state).dispatch(action);

let alerts: AlertMessage[] = [];
let cleared = 0;
const offs: Array<() => void> = [];
beforeEach(() => {
  alerts = [];
  cleared = 0;
  offs.push(
    bus.on('alerts/raised', (a) => alerts.push(a)),
    bus.on('alerts/cleared', () => (cleared += 1)),
  );
});
afterEach(() => {
  offs.splice(0).forEach((off) => off());
  api.mockReset();
  clearSession();
});

describe('unregSaga: serial login', () => {
  it('opens a session for the card and remembers its serial', async () => {
    api.mockResolvedValue({
      status: 'SUCCESS',
      data: { anonymous: true, cardSerialNo: '1000000001', email: null },
      token: 'anon-1',
    });
    const { storeState } = await run(
      unregActions.loginRequested('1000000001', 'r@example.com', 'captcha-1'),
    )
      .put(unregActions.loginSucceeded())
      .silentRun(0);
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/anonymoususer' }),
      { cardSerialNo: '1000000001', email: 'r@example.com', captcha: 'captcha-1' },
      { anonymous: true },
    );
    expect(readSession().anonymousSerial).toBe('1000000001');
    expect(selectUnreg(storeState as State)).toMatchObject({ loginStatus: 'done', seq: 1 });
  });

  it('sends no email field when the rider gave none', async () => {
    api.mockResolvedValue({
      status: 'SUCCESS',
      data: { anonymous: true, cardSerialNo: '1000000001', email: null },
      token: 'anon-1',
    });
    await run(unregActions.loginRequested('1000000001', undefined, 'c')).silentRun(0);
    expect(api.mock.calls[0]?.[1]).not.toHaveProperty('email');
  });

  it('shows the server text of a refused serial and stays signed out', async () => {
    api.mockResolvedValue({
      status: 'ERROR',
      msgCode: '415',
      errorMessage: 'That card number is not valid.',
    });
    const { storeState } = await run(unregActions.loginRequested('9', undefined, 'c'))
      .put(unregActions.loginFailed())
      .silentRun(0);
    expect(alerts).toEqual([
      expect.objectContaining({ type: 'danger', msg: 'That card number is not valid.' }),
    ]);
    expect(readSession().anonymousSerial).toBeNull();
    expect(selectUnreg(storeState as State)).toMatchObject({ loginStatus: 'error', seq: 0 });
  });

  it('a success without a token is not a session', async () => {
    api.mockResolvedValue({
      status: 'SUCCESS',
      data: { anonymous: true, cardSerialNo: '1000000001', email: null },
    });
    const { storeState } = await run(
      unregActions.loginRequested('1000000001', undefined, 'c'),
    ).silentRun(0);
    expect(readSession().anonymousSerial).toBeNull();
    expect(selectUnreg(storeState as State).loginStatus).toBe('error');
  });
});

describe('unregSaga: the session card', () => {
  it('loads the card by serial and checks the typed pair with the API', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: CARD });
    const { storeState } = await run(
      unregActions.cardRequested('1000000001', '1000000001'),
    ).silentRun(0);
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ path: '/card/detailsBySerial' }), {
      cardSerialNo: '1000000001',
      cardnumber: '1000000001',
      confirmcardnumber: '1000000001',
    });
    expect(selectUnreg(storeState as State)).toMatchObject({
      card: CARD,
      cardStatus: 'loaded',
      seq: 1,
    });
  });

  it('another card number explains that the session is for one card', async () => {
    setAnonymousSerial('1000000001');
    api.mockResolvedValue({ status: 'ERROR', msgCode: '485', errorMessage: 'Not found' });
    const { storeState } = await run(unregActions.cardRequested('1000000002', '1000000002'))
      .put(unregActions.cardFailed())
      .silentRun(0);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.msg).toMatch(
      /^This reload session is for Q Card 1000000001\. To reload another card/,
    );
    expect(selectUnreg(storeState as State)).toMatchObject({ card: null, cardStatus: 'error' });
  });

  it('a card the server says is not there shows the server text and is missing (Start again)', async () => {
    api.mockResolvedValue({ status: 'ERROR', msgCode: '485', errorMessage: 'Card not found.' });
    const { storeState } = await run(unregActions.cardRequested('1000000002')).silentRun(0);
    expect(alerts.map((a) => a.msg)).toEqual(['Card not found.']);
    expect(selectUnreg(storeState as State).cardStatus).toBe('missing');
  });

  it('a load that failed on the way is an error the page offers to try again', async () => {
    api.mockResolvedValue({ status: 'ERROR', msgCode: '475', errorMessage: null });
    const { storeState } = await run(unregActions.cardRequested('1000000002')).silentRun(0);
    expect(alerts).toHaveLength(1);
    expect(selectUnreg(storeState as State).cardStatus).toBe('error');
  });
});

describe('unregSaga: BACK HOME', () => {
  const loggedIn: State = {
    unreg: { ...initialUnregState, loginStatus: 'done', seq: 2, card: CARD, cardStatus: 'loaded' },
  };

  it('clears alerts, revokes the token on the server and forgets the session', async () => {
    setToken('anon-1');
    setAnonymousSerial('1000000001');
    api.mockResolvedValue({ status: 'SUCCESS' });
    const { storeState } = await run(unregActions.cleared(), loggedIn).silentRun(0);
    expect(cleared).toBe(1);
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/logout' }),
      {},
      { ignoreSessionErrors: true, headers: { Authorization: 'Bearer anon-1' } },
    );
    expect(readSession()).toMatchObject({ token: null, anonymousSerial: null });
    expect(selectUnreg(storeState as State)).toEqual(initialUnregState);
  });

  it('a sign-in made while the revoke is on its way keeps its session', async () => {
    setToken('anon-1');
    setAnonymousSerial('1000000001');
    let answer: (value: Awaited<ReturnType<typeof api>>) => void = () => {};
    api.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const running = run(unregActions.cleared(), loggedIn).silentRun(50);
    // BACK HOME has moved to the landing page, where the rider signs in before the revoke answers.
    await Promise.resolve();
    setToken('rider-2');
    answer({ status: 'SUCCESS' } as Awaited<ReturnType<typeof api>>);
    await running;
    expect(readSession()).toMatchObject({ token: 'rider-2', anonymousSerial: null });
  });

  it('forgets the session even when the revoke fails', async () => {
    setToken('anon-1');
    setAnonymousSerial('1000000001');
    api.mockResolvedValue({ status: 'ERROR', msgCode: '475' });
    await run(unregActions.cleared(), loggedIn).silentRun(0);
    expect(readSession()).toMatchObject({ token: null, anonymousSerial: null });
  });

  it('without a token, calls nothing', async () => {
    await run(unregActions.cleared(), loggedIn).silentRun(0);
    expect(api).not.toHaveBeenCalled();
  });
});
