import { createRemoteStore } from '@qcard/shared/store/create-remote-store';
import { spawn } from 'redux-saga/effects';
import { cardsReducer } from '../features/cards/store/cards-slice';
import { cardsSaga } from '../features/cards/store/cards-saga';
import { reloadReducer } from '../features/reload/store/reload-slice';
import { reloadSaga } from '../features/reload/store/reload-saga';
import { unregReducer } from '../features/unreg-reload/store/unreg-slice';
import { unregSaga } from '../features/unreg-reload/store/unreg-saga';

// The feature slices of this remote register here as they are built.
export const reducers = {
  cards: cardsReducer,
  reload: reloadReducer,
  unreg: unregReducer,
};

function* rootSaga() {
  // spawn keeps one failing feature saga from stopping the others.
  yield spawn(cardsSaga);
  yield spawn(reloadSaga);
  yield spawn(unregSaga);
}

export const store = createRemoteStore({ name: 'mfe-cards', reducers, rootSaga });
export type RootState = ReturnType<typeof store.getState>;
