// The one exposed entry of this remote: its pages by route. The landing page is in the entry
// itself (the server paints it and the app hydrates it at once); the others are fetched when
// first shown.
import { defineRemote } from '@qcard/kit/remote/define-remote';
import { NAMESPACE } from './i18n-namespace';
import { store } from './store';
import { LandingPage } from '../features/landing/components/landing-page';
import { LoginPanel } from '../features/login/components/login-panel';

const resetPassword = () => import('../features/password/components/reset-password-page');

export default defineRemote({
  remote: 'mfe_auth',
  store,
  namespace: NAMESPACE,
  pages: {
    '/': { Page: () => <LandingPage loginPanel={<LoginPanel />} /> },
    '/forgot-password': () => import('../features/password/components/forgot-password-page'),
    '/reset-link': () => import('../features/password/components/reset-link-page'),
    '/reset-password': resetPassword,
    '/user/isTokenValid': resetPassword,
    '/sign-up': () => import('../features/sign-up/components/sign-up-page'),
    '/verify-email': () => import('../features/sign-up/components/verify-email-page'),
    '/account': () => import('../features/account/components/account-page'),
    '/user-feedback': () => import('../features/feedback/components/feedback-page'),
  },
});
