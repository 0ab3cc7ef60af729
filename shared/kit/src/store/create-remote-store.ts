// One redux store per remote, mounted on the shared bus: session/loggedOut resets it.
import {
  applyMiddleware,
  combineReducers,
  createStore,
  type Reducer,
  type Store,
  type UnknownAction,
} from 'redux';
import createSagaMiddleware, { eventChannel, type Saga, type EventChannel } from 'redux-saga';
import { bus } from '@qcard/runtime/bus/event-bus';
import type { BusEventName, BusEvents } from '@qcard/contracts/events';
import { formSubmissionMiddleware } from '@qcard/kit/store/form-submission';
import { serializableCheckMiddleware } from '@qcard/kit/store/serializable-check';

export const RESET_ACTION = 'app/reset' as const;

export interface RemoteStoreOptions<S> {
  name: string;
  reducers: { [K in keyof S]: Reducer<S[K], UnknownAction> };
  rootSaga?: Saga;
}

export function createRemoteStore<S extends Record<string, unknown>>(
  options: RemoteStoreOptions<S>,
): Store<S, UnknownAction> {
  const combined = combineReducers(options.reducers as never) as unknown as Reducer<
    S,
    UnknownAction
  >;
  // Reset goes back to each slice's initial state, which must not refetch by itself.
  const root: Reducer<S, UnknownAction> = (state, action) =>
    combined(action.type === RESET_ACTION ? undefined : state, action);
  const saga = createSagaMiddleware({
    onError: (error) => console.error(`[${options.name}] saga failed`, error),
  });
  // Development and tests refuse actions and state that are not plain data; production skips the walk.
  const checks =
    process.env.NODE_ENV === 'production' ? [] : [serializableCheckMiddleware(options.name)];
  const store = createStore(root, applyMiddleware(...checks, formSubmissionMiddleware(), saga));
  if (options.rootSaga) saga.run(options.rootSaga);
  bus.on('session/loggedOut', () => store.dispatch({ type: RESET_ACTION }));
  bus.on('session/loggedIn', () => store.dispatch({ type: RESET_ACTION }));
  return store;
}

/** Bus events as a saga channel (outside events through eventChannel). */
export function busChannel<K extends BusEventName>(name: K): EventChannel<BusEvents[K]> {
  return eventChannel<BusEvents[K]>((emit) => bus.on(name, (payload) => emit(payload)));
}
