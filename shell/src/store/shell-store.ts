import { applyMiddleware, combineReducers, createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { call, spawn, take } from 'redux-saga/effects';
import { busChannel } from '@qcard/kit/store/create-remote-store';
import { getToken } from '@qcard/runtime/session/session-storage';
import { serializableCheckMiddleware } from '@qcard/kit/store/serializable-check';
import { alertsReducer } from '../features/alerts/alerts-slice';
import { alertsSaga } from '../features/alerts/alerts-saga';
import { cartReducer } from '../features/cart/cart-slice';
import { cartSaga } from '../features/cart/cart-saga';
import { sessionSaga } from '../features/session/session-saga';
import { languageSaga } from '../features/session/language-saga';

const reducer = combineReducers({ alerts: alertsReducer, cart: cartReducer });
export type ShellState = ReturnType<typeof reducer>;

/** The code of what only a session needs: its idle timer and token checks, its live status. */
const sessionOnlySagas = () =>
  Promise.all([
    import('../features/session/idle-saga'),
    import('../features/live-status/live-status-saga'),
  ]);

/**
 * A visitor's page neither fetches nor runs the session's own sagas: they start with a page that
 * has a session, or at this tab's sign-in. Either way they read the session as it is then, so
 * nothing said before their code came is missed (a sign-in elsewhere reloads this tab).
 */
export function* signedInSagas(load = sessionOnlySagas) {
  const signedInNow = !getToken();
  if (signedInNow) yield take(busChannel('session/loggedIn'));
  const [{ idleSessionSaga }, { liveStatusSaga }] = (yield call(load)) as Awaited<
    ReturnType<typeof sessionOnlySagas>
  >;
  yield spawn(idleSessionSaga, { signedInNow });
  yield spawn(liveStatusSaga);
}

function* rootSaga() {
  // spawn: one failing saga does not kill the others.
  yield spawn(alertsSaga);
  yield spawn(cartSaga);
  yield spawn(sessionSaga);
  yield spawn(languageSaga);
  yield spawn(signedInSagas);
}

export function createShellStore() {
  const saga = createSagaMiddleware({ onError: (e) => console.error('[shell] saga failed', e) });
  // Actions and state are plain data; development and tests check it.
  const checks =
    process.env.NODE_ENV === 'production' ? [] : [serializableCheckMiddleware('shell')];
  const store = createStore(reducer, applyMiddleware(...checks, saga));
  saga.run(rootSaga);
  return store;
}
export type ShellStore = ReturnType<typeof createShellStore>;

/** The build-time render's store: the same state, no sagas (nothing may fetch or time out in Node). */
export function createPrerenderStore() {
  return createStore(reducer);
}
