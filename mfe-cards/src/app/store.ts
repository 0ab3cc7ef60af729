import { createRemoteStore } from '@qcard/kit/store/create-remote-store';
import { cardsReducer } from '../features/cards/store/cards-slice';
import { reloadReducer } from '../features/reload/store/reload-slice';
import { unregReducer } from '../features/unreg-reload/store/unreg-slice';
import { sponsorReloadReducer } from '../features/sponsor-reload/store/sponsor-reload-slice';
import { cardOwnershipReducer } from '../features/add-card/store/card-ownership-slice';
import { lostCardReducer } from '../features/lost-card/store/lost-card-slice';

export const reducers = {
  cards: cardsReducer,
  reload: reloadReducer,
  unreg: unregReducer,
  sponsorReload: sponsorReloadReducer,
  cardOwnership: cardOwnershipReducer,
  lostCard: lostCardReducer,
};

// No saga runs from the start: each page's module names its own (remote-routes.tsx).
export const store = createRemoteStore({ name: 'mfe-cards', reducers });
export type RootState = ReturnType<typeof store.getState>;
