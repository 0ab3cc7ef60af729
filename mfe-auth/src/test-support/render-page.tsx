// This remote's pages in component tests: the shared test support with this remote's store.
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { recordAlerts, renderRemotePage } from '@qcard/kit/test-support/render-remote-page';
import { rootSagaOf } from '@qcard/kit/store/root-saga';
import { reducers } from '../app/store';
import { loginSaga } from '../features/login/store/login-saga';
import { passwordSaga } from '../features/password/store/password-saga';
import { accountSaga } from '../features/account/store/account-saga';
import { feedbackSaga } from '../features/feedback/store/feedback-saga';
import { signUpSaga } from '../features/sign-up/store/sign-up-saga';
import { notificationsSaga } from '../features/notifications/store/notifications-saga';

export { loadServerConfig } from '@qcard/kit/test-support/server-config';
export const collectAlerts = recordAlerts;

// Every feature's saga: a test renders a page's component alone, not the module that names them.
const rootSaga = rootSagaOf(
  loginSaga,
  passwordSaga,
  accountSaga,
  feedbackSaga,
  signUpSaga,
  notificationsSaga,
);

export function renderPage(
  page: ReactElement,
  { path = '/', at = path }: { path?: string; at?: string } = {},
) {
  return renderRemotePage(page, { reducers, rootSaga, Provider }, { path, url: at });
}
