import { createRemoteStore } from '@qcard/kit/store/create-remote-store';
import { rootSagaOf } from '@qcard/kit/store/root-saga';
import { cardsReducer } from '../features/cards/store/cards-slice';
import { cardsSaga } from '../features/cards/store/cards-saga';
import { reloadReducer } from '../features/reload/store/reload-slice';
import { reloadSaga } from '../features/reload/store/reload-saga';
import { unregReducer } from '../features/unreg-reload/store/unreg-slice';
import { unregSaga } from '../features/unreg-reload/store/unreg-saga';
import { sponsorReloadReducer } from '../features/sponsor-reload/store/sponsor-reload-slice';
import { sponsorReloadSaga } from '../features/sponsor-reload/store/sponsor-reload-saga';
import { cardOwnershipReducer } from '../features/add-card/store/card-ownership-slice';
import { cardOwnershipSaga } from '../features/add-card/store/card-ownership-saga';
import { lostCardReducer } from '../features/lost-card/store/lost-card-slice';
import { lostCardSaga } from '../features/lost-card/store/lost-card-saga';

export const reducers = {
  cards: cardsReducer,
  reload: reloadReducer,
  unreg: unregReducer,
  sponsorReload: sponsorReloadReducer,
  cardOwnership: cardOwnershipReducer,
  lostCard: lostCardReducer,
};

export const rootSaga = rootSagaOf(
  cardsSaga,
  reloadSaga,
  unregSaga,
  sponsorReloadSaga,
  cardOwnershipSaga,
  lostCardSaga,
);

export const store = createRemoteStore({ name: 'mfe-cards', reducers, rootSaga });
export type RootState = ReturnType<typeof store.getState>;
