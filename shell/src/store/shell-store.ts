import { applyMiddleware, combineReducers, createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import { serializableCheckMiddleware } from '@qcard/kit/store/serializable-check';
import { alertsReducer } from '../features/alerts/alerts-slice';
import { alertsSaga } from '../features/alerts/alerts-saga';
import { cartReducer } from '../features/cart/cart-slice';
import { cartSaga } from '../features/cart/cart-saga';
import { sessionSaga } from '../features/session/session-saga';
import { languageSaga } from '../features/session/language-saga';
import { liveStatusSaga } from '../features/live-status/live-status-saga';

const reducer = combineReducers({ alerts: alertsReducer, cart: cartReducer });
export type ShellState = ReturnType<typeof reducer>;

function* rootSaga() {
  // spawn: one failing saga does not kill the others.
  yield spawn(alertsSaga);
  yield spawn(cartSaga);
  yield spawn(sessionSaga);
  yield spawn(languageSaga);
  yield spawn(liveStatusSaga);
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
