import { createRemoteStore } from '@qcard/shared/store/create-remote-store';
import { spawn } from 'redux-saga/effects';
import { subscriptionsReducer } from '../features/subscriptions/store/subscriptions-slice';
import { subscriptionsSaga } from '../features/subscriptions/store/subscriptions-saga';
import { sponsorSubscriptionsReducer } from '../features/sponsor-subscriptions/store/sponsor-subscriptions-slice';
import { sponsorSubscriptionsSaga } from '../features/sponsor-subscriptions/store/sponsor-subscriptions-saga';

export const reducers = {
  subscriptions: subscriptionsReducer,
  sponsorSubscriptions: sponsorSubscriptionsReducer,
};

function* rootSaga() {
  // spawn keeps one failing feature saga from stopping the others.
  yield spawn(subscriptionsSaga);
  yield spawn(sponsorSubscriptionsSaga);
}

/** A fresh store (tests build their own; the app uses `store`). */
export function createSubscriptionsStore() {
  return createRemoteStore({ name: 'mfe-subscriptions', reducers, rootSaga });
}

export const store = createSubscriptionsStore();
export type RootState = ReturnType<typeof store.getState>;
