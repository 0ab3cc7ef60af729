import { createRemoteStore } from '@qcard/kit/store/create-remote-store';
import { rootSagaOf } from '@qcard/kit/store/root-saga';
import { accountReducer } from '../features/account/store/account-slice';
import { accountSaga } from '../features/account/store/account-saga';
import { notificationsReducer } from '../features/notifications/store/notifications-slice';
import { notificationsSaga } from '../features/notifications/store/notifications-saga';
import { loginSaga } from '../features/login/store/login-saga';
import { passwordSaga } from '../features/password/store/password-saga';
import { signUpSaga } from '../features/sign-up/store/sign-up-saga';
import { feedbackSaga } from '../features/feedback/store/feedback-saga';

export const reducers = {
  account: accountReducer,
  notifications: notificationsReducer,
};

export const rootSaga = rootSagaOf(
  loginSaga,
  passwordSaga,
  accountSaga,
  feedbackSaga,
  signUpSaga,
  notificationsSaga,
);

export const store = createRemoteStore({ name: 'mfe-auth', reducers, rootSaga });
export type RootState = ReturnType<typeof store.getState>;
