import { stdChannel, runSaga } from 'redux-saga';
import { take } from 'redux-saga/effects';
import { rootSagaOf } from '@qcard/kit/store/root-saga';

it('runs every feature saga, and one that fails does not stop the others', () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const seen: string[] = [];
  function* failing() {
    yield take('go');
    throw new Error('broken feature');
  }
  function* healthy() {
    while (true) {
      const action: { type: string } = yield take('*');
      seen.push(action.type);
    }
  }
  const channel = stdChannel();
  runSaga(
    { channel, dispatch: () => undefined, getState: () => ({}) },
    rootSagaOf(failing, healthy),
  );
  channel.put({ type: 'go' });
  channel.put({ type: 'later' });
  expect(seen).toEqual(['go', 'later']);
  expect(logged.mock.calls.flat().map(String).join(' ')).toContain('broken feature');
  logged.mockRestore();
});
