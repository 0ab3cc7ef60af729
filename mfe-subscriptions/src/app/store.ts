import { createRemoteStore } from '@qcard/shared/store/create-remote-store';
import { spawn } from 'redux-saga/effects';

// The feature slices of this remote register here as they are built.
export const reducers = {
  ready: (state: boolean = true) => state,
};

function* rootSaga() {
  // spawn keeps one failing feature saga from stopping the others.
  yield spawn(function* idle() {});
}

export const store = createRemoteStore({ name: 'mfe-subscriptions', reducers, rootSaga });
export type RootState = ReturnType<typeof store.getState>;
