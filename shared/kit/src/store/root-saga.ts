// A remote's root saga: each feature saga spawned, so one that fails does not stop the others.
import type { Saga } from 'redux-saga';
import { spawn } from 'redux-saga/effects';

export function rootSagaOf(...featureSagas: Saga[]): Saga {
  return function* rootSaga() {
    for (const saga of featureSagas) yield spawn(saga);
  };
}
