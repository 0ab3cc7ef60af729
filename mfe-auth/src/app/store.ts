import { createRemoteStore } from '@qcard/shared/store/create-remote-store';
import { spawn } from 'redux-saga/effects';
import { accountReducer } from '../features/account/store/account-slice';
import { accountSaga } from '../features/account/store/account-saga';
import { loginSaga } from '../features/login/store/login-saga';
import { passwordSaga } from '../features/password/store/password-saga';
import { feedbackSaga } from '../features/feedback/store/feedback-saga';

export const reducers = {
  account: accountReducer,
};

export function* rootSaga() {
  // spawn keeps one failing feature saga from stopping the others.
  yield spawn(loginSaga);
  yield spawn(passwordSaga);
  yield spawn(accountSaga);
  yield spawn(feedbackSaga);
}

export const store = createRemoteStore({ name: 'mfe-auth', reducers, rootSaga });
export type RootState = ReturnType<typeof store.getState>;
