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
  /** The sagas of the pages in the remote's entry itself; a lazy page's module names its own. */
  rootSaga?: Saga;
}

/** Each remote store's way to start a saga once, however often a page's code arrives. */
const sagaStarters = new WeakMap<Store, (saga: Saga) => void>();

/**
 * Starts a page's feature sagas on its remote's store, each once: a page's module names the sagas
 * its page dispatches to (defineRemote starts them as the code arrives, before the page can
 * dispatch), so the remote's entry evaluates and runs only what its own pages need.
 */
export function startFeatureSagas(store: Store, sagas: readonly Saga[]): void {
  const start = sagaStarters.get(store);
  for (const s of sagas) start?.(s);
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
  const started = new Set<Saga>();
  const start = (s: Saga) => {
    if (started.has(s)) return;
    started.add(s);
    saga.run(s);
  };
  sagaStarters.set(store, start);
  if (options.rootSaga) start(options.rootSaga);
  bus.on('session/loggedOut', () => store.dispatch({ type: RESET_ACTION }));
  bus.on('session/loggedIn', () => store.dispatch({ type: RESET_ACTION }));
  return store;
}

/** Bus events as a saga channel (outside events through eventChannel). */
export function busChannel<K extends BusEventName>(name: K): EventChannel<BusEvents[K]> {
  return eventChannel<BusEvents[K]>((emit) => bus.on(name, (payload) => emit(payload)));
}
