// The session's own sagas (idle timer, live status) come with a session: a visitor's page neither
// fetches nor runs them until this tab signs in; a page loaded with a session starts them at once.
import { runSaga, stdChannel } from 'redux-saga';
import { bus } from '@qcard/runtime/bus/event-bus';
import { setToken, setUser } from '@qcard/runtime/session/session-storage';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';
import { signedInSagas } from '../shell-store';

function start() {
  const started: string[] = [];
  const load = jest.fn(async () => [
    {
      idleSessionSaga: function* idle({ signedInNow }: { signedInNow?: boolean } = {}) {
        started.push(signedInNow ? 'idle after this sign-in' : 'idle, session checked');
        yield undefined;
      },
    },
    {
      liveStatusSaga: function* live() {
        started.push('live status');
        yield undefined;
      },
    },
  ]);
  const task = runSaga(
    { channel: stdChannel(), dispatch: () => undefined, getState: () => ({}) },
    signedInSagas,
    load as never,
  );
  return { started, load, task };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  setToken(null);
  setUser(null);
});

test("a visitor's page fetches the session's sagas only when this tab signs in", async () => {
  const { started, load, task } = start();
  await settle();
  expect(load).not.toHaveBeenCalled();
  setToken('tok');
  setUser(PATRON_USER);
  bus.emit('session/loggedIn', { user: PATRON_USER });
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  expect(started).toEqual(['idle after this sign-in', 'live status']);
  task.cancel();
});

test('a page loaded with a session starts them at once, its token checked', async () => {
  setToken('tok');
  setUser(PATRON_USER);
  const { started, load, task } = start();
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  expect(started).toEqual(['idle, session checked', 'live status']);
  task.cancel();
});
