// This remote's part of the build-time landing HTML (docs/performance.md, "Landing HTML"): its
// public pages that need nothing from the server to draw, per language, written beside this
// version's build (dist/<version>/prerender/<language>/<page>.html). The API splices the live
// version's page into the shell's frame, so a rollout or rollback of this remote changes the
// painted login panel with it. Same components as the browser's; the pages reading a token from
// the address (reset password) are left to the browser.
import type { Language } from '@qcard/runtime/i18n/i18n';
import { renderRemotePages, type PrerenderedPage } from '@qcard/kit/prerender/render-remote-pages';
import remote from './remote-routes';
import { LandingPage } from '../features/landing/components/landing-page';
import { LoginPanel } from '../features/login/components/login-panel';
import { ForgotPasswordPage } from '../features/password/components/forgot-password-page';
import { ResetLinkPage } from '../features/password/components/reset-link-page';
import { SignUpPage } from '../features/sign-up/components/sign-up-page';
import { FeedbackPage } from '../features/feedback/components/feedback-page';

const PAGES: PrerenderedPage[] = [
  { name: 'index', path: '/', Page: () => <LandingPage loginPanel={<LoginPanel />} /> },
  { name: 'forgot-password', path: '/forgot-password', Page: ForgotPasswordPage },
  { name: 'reset-link', path: '/reset-link', Page: ResetLinkPage },
  { name: 'sign-up', path: '/sign-up', Page: SignUpPage },
  { name: 'user-feedback', path: '/user-feedback', Page: FeedbackPage },
];

export function prerender(language: Language): Promise<Array<{ name: string; html: string }>> {
  return renderRemotePages(remote, PAGES, language);
}
