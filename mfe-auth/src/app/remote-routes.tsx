// The one exposed entry of this remote: its pages by route. The landing page is in the entry
// itself (the server paints it and the app takes it over at once); the others are fetched when
// first shown.
import { defineRemote, lazyPage } from '@qcard/kit/remote/define-remote';
import { NAMESPACE } from './i18n-namespace';
import { store } from './store';
import { LandingPage } from '../features/landing/components/landing-page';
import { LoginPanel } from '../features/login/components/login-panel';

const ResetPasswordPage = lazyPage(
  () => import('../features/password/components/reset-password-page'),
  (m) => m.ResetPasswordPage,
).Page;

export default defineRemote({
  store,
  namespace: NAMESPACE,
  pages: {
    '/': () => <LandingPage loginPanel={<LoginPanel />} />,
    '/forgot-password': lazyPage(
      () => import('../features/password/components/forgot-password-page'),
      (m) => m.ForgotPasswordPage,
    ).Page,
    '/reset-link': lazyPage(
      () => import('../features/password/components/reset-link-page'),
      (m) => m.ResetLinkPage,
    ).Page,
    '/reset-password': ResetPasswordPage,
    '/user/isTokenValid': ResetPasswordPage,
    '/sign-up': lazyPage(
      () => import('../features/sign-up/components/sign-up-page'),
      (m) => m.SignUpPage,
    ).Page,
    '/verify-email': lazyPage(
      () => import('../features/sign-up/components/verify-email-page'),
      (m) => m.VerifyEmailPage,
    ).Page,
    '/account': lazyPage(
      () => import('../features/account/components/account-page'),
      (m) => m.AccountPage,
    ).Page,
    '/user-feedback': lazyPage(
      () => import('../features/feedback/components/feedback-page'),
      (m) => m.FeedbackPage,
    ).Page,
  },
});
