import { createRemoteStore } from '@qcard/kit/store/create-remote-store';
import { rootSagaOf } from '@qcard/kit/store/root-saga';
import { subscriptionsReducer } from '../features/subscriptions/store/subscriptions-slice';
import { subscriptionsSaga } from '../features/subscriptions/store/subscriptions-saga';
import { sponsorSubscriptionsReducer } from '../features/sponsor-subscriptions/store/sponsor-subscriptions-slice';
import { sponsorSubscriptionsSaga } from '../features/sponsor-subscriptions/store/sponsor-subscriptions-saga';

export const reducers = {
  subscriptions: subscriptionsReducer,
  sponsorSubscriptions: sponsorSubscriptionsReducer,
};

export const rootSaga = rootSagaOf(subscriptionsSaga, sponsorSubscriptionsSaga);

export const store = createRemoteStore({ name: 'mfe-subscriptions', reducers, rootSaga });
export type RootState = ReturnType<typeof store.getState>;
