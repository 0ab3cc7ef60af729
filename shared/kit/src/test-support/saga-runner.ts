// Saga tests of a remote's features: the feature's root saga over its own slice of the
// store (the slice's real reducer), so a test states the slice it starts from and reads the one
// the saga leaves.
import { combineReducers, type Reducer, type UnknownAction } from 'redux';
import type { Saga } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';

/** How a call fails with no text of its own (as a network failure answers). */
export const FAILED_CALL = { status: 'ERROR', msgCode: '475', errorMessage: null } as const;

export function sagaRunner<K extends string, S>(
  key: K,
  reducer: Reducer<S, UnknownAction>,
  saga: Saga,
  initial: S,
) {
  const reducers = combineReducers({ [key]: reducer } as Record<K, Reducer<S, UnknownAction>>);
  type State = Record<K, S>;
  /** The store with the slice's initial state, changed by `over`. */
  const state = (over: Partial<S> = {}): State => ({ [key]: { ...initial, ...over } }) as State;
  /** The slice in a store state the saga left. */
  const sliceOf = (s: unknown): S => (s as State)[key];
  /** The saga over the store from `start`, with no action: for what it does on events of the bus. */
  const watch = (start: State = state()) =>
    expectSaga(saga).withReducer(reducers as unknown as Reducer<State, UnknownAction>, start);
  const run = (action: UnknownAction, start: State = state()) => watch(start).dispatch(action);
  /** The slice once the saga has handled `action` and has nothing more to do. */
  const settle = async (action: UnknownAction, start: State = state()): Promise<S> =>
    sliceOf((await run(action, start).silentRun(0)).storeState);
  /** The same, starting from the slice `from` (the initial one by default). */
  const settleFrom = (action: UnknownAction, from: S = initial): Promise<S> =>
    settle(action, state(from));
  return { state, sliceOf, watch, run, settle, settleFrom };
}
