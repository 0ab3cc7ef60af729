import { createRemoteStore } from '@qcard/shared/store/create-remote-store';
import { spawn } from 'redux-saga/effects';
import { cardsReducer } from '../features/cards/store/cards-slice';
import { cardsSaga } from '../features/cards/store/cards-saga';
import { reloadReducer } from '../features/reload/store/reload-slice';
import { reloadSaga } from '../features/reload/store/reload-saga';
import { unregReducer } from '../features/unreg-reload/store/unreg-slice';
import { unregSaga } from '../features/unreg-reload/store/unreg-saga';
import { sponsorReloadReducer } from '../features/sponsor-reload/store/sponsor-reload-slice';
import { sponsorReloadSaga } from '../features/sponsor-reload/store/sponsor-reload-saga';

// The feature slices of this remote register here as they are built.
export const reducers = {
  cards: cardsReducer,
  reload: reloadReducer,
  unreg: unregReducer,
  sponsorReload: sponsorReloadReducer,
};

function* rootSaga() {
  // spawn keeps one failing feature saga from stopping the others.
  yield spawn(cardsSaga);
  yield spawn(reloadSaga);
  yield spawn(unregSaga);
  yield spawn(sponsorReloadSaga);
}

/** A fresh store (tests build their own; the app uses `store`). */
export function createCardsStore() {
  return createRemoteStore({ name: 'mfe-cards', reducers, rootSaga });
}

export const store = createCardsStore();
export type RootState = ReturnType<typeof store.getState>;
