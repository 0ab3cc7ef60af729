// This remote's part of the build-time landing HTML (docs/performance.md, "Landing HTML"): its
// public page that needs nothing from the server to draw, the reload without an account, per
// language, written beside this version's build (dist/<version>/prerender/<language>/<page>.html).
// The API splices the live version's page into the shell's frame, so a rollout or rollback of
// this remote changes the painted page with it. Same components as the browser's; the pages
// after it need the card the rider has signed in with, and are left to the browser.
import type { Language } from '@qcard/runtime/i18n/i18n';
import { renderRemotePages, type PrerenderedPage } from '@qcard/kit/prerender/render-remote-pages';
import remote from './remote-routes';
import { UnregRechargePage } from '../features/unreg-reload/components/unreg-recharge-page';

const PAGES: PrerenderedPage[] = [
  { name: 'unreg-recharge', path: '/unreg-recharge', Page: UnregRechargePage },
];

export function prerender(language: Language): Promise<Array<{ name: string; html: string }>> {
  return renderRemotePages(remote, PAGES, language);
}
