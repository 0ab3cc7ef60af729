import { createRemoteStore } from '@qcard/kit/store/create-remote-store';
import { accountReducer } from '../features/account/store/account-slice';
import { notificationsReducer } from '../features/notifications/store/notifications-slice';
import { loginSaga } from '../features/login/store/login-saga';

export const reducers = {
  account: accountReducer,
  notifications: notificationsReducer,
};

// The entry's own page (the landing's login) runs its saga from the start; every other page's
// module names its sagas, started when its code arrives (remote-routes.tsx).
export const store = createRemoteStore({ name: 'mfe-auth', reducers, rootSaga: loginSaga });
export type RootState = ReturnType<typeof store.getState>;
