import { createRemoteStore } from '@qcard/kit/store/create-remote-store';
import { subscriptionsReducer } from '../features/subscriptions/store/subscriptions-slice';
import { sponsorSubscriptionsReducer } from '../features/sponsor-subscriptions/store/sponsor-subscriptions-slice';

export const reducers = {
  subscriptions: subscriptionsReducer,
  sponsorSubscriptions: sponsorSubscriptionsReducer,
};

// No saga runs from the start: each page's module names its own (remote-routes.tsx).
export const store = createRemoteStore({ name: 'mfe-subscriptions', reducers });
export type RootState = ReturnType<typeof store.getState>;
