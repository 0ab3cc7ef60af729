// The one exposed entry of this remote: its pages by route, and the store provider around them.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RemoteModule } from '@qcard/shared/contracts/remote-module';
import { NAMESPACE } from './i18n-namespace';
import { store } from './store';
import { LandingPage } from '../features/landing/components/landing-page';
import { LoginPanel } from '../features/login/components/login-panel';
import { ForgotPasswordPage } from '../features/password/components/forgot-password-page';
import { ResetLinkPage } from '../features/password/components/reset-link-page';
import { ResetPasswordPage } from '../features/password/components/reset-password-page';
import { AccountPage } from '../features/account/components/account-page';
import { FeedbackPage } from '../features/feedback/components/feedback-page';

function Root({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}

const pages: RemoteModule['pages'] = {
  '/': () => <LandingPage loginPanel={<LoginPanel />} />,
  '/forgot-password': ForgotPasswordPage,
  '/reset-link': ResetLinkPage,
  '/reset-password': ResetPasswordPage,
  '/user/isTokenValid': ResetPasswordPage,
  '/account': AccountPage,
  '/user-feedback': FeedbackPage,
};

const remote: RemoteModule = { pages, Root, namespace: NAMESPACE, version: process.env.APP_VERSION ?? 'dev' };
export default remote;
