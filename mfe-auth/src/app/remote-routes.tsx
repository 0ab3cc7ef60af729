// The one exposed entry of this remote: its pages by route, and the store provider around them.
import { lazy, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RemoteModule } from '@qcard/shared/contracts/remote-module';
import { NAMESPACE } from './i18n-namespace';
import { store } from './store';
import { LandingPage } from '../features/landing/components/landing-page';
import { LoginPanel } from '../features/login/components/login-panel';

// The landing page and its login panel come with the remote; the other pages when first shown
// (the shell's slot waits for them), so the first page a visitor sees carries no more than it shows.
const ForgotPasswordPage = lazy(() => import('../features/password/components/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetLinkPage = lazy(() => import('../features/password/components/reset-link-page').then((m) => ({ default: m.ResetLinkPage })));
const ResetPasswordPage = lazy(() => import('../features/password/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const SignUpPage = lazy(() => import('../features/sign-up/components/sign-up-page').then((m) => ({ default: m.SignUpPage })));
const VerifyEmailPage = lazy(() => import('../features/sign-up/components/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })));
const AccountPage = lazy(() => import('../features/account/components/account-page').then((m) => ({ default: m.AccountPage })));
const FeedbackPage = lazy(() => import('../features/feedback/components/feedback-page').then((m) => ({ default: m.FeedbackPage })));

function Root({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}

const pages: RemoteModule['pages'] = {
  '/': () => <LandingPage loginPanel={<LoginPanel />} />,
  '/forgot-password': ForgotPasswordPage,
  '/reset-link': ResetLinkPage,
  '/reset-password': ResetPasswordPage,
  '/user/isTokenValid': ResetPasswordPage,
  '/sign-up': SignUpPage,
  '/verify-email': VerifyEmailPage,
  '/account': AccountPage,
  '/user-feedback': FeedbackPage,
};

const remote: RemoteModule = { pages, Root, namespace: NAMESPACE, version: process.env.APP_VERSION ?? 'dev' };
export default remote;
