// This remote's part of the build-time landing HTML (docs/performance.md, "Landing HTML"): its
// public page that needs nothing from the server to draw, the reload without an account, per
// language, written beside this version's build (dist/<version>/prerender/<language>/<page>.html).
// The API splices the live version's page into the shell's frame, so a rollout or rollback of
// this remote changes the painted page with it. Same components as the browser's; the pages
// after it need the card the rider has signed in with, and are left to the browser.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@qcard/shared/navigation/router';
import { I18nextProvider } from '@qcard/shared/i18n/react-i18n';
import { COMMON_NS, i18n, i18nReady, type Language } from '@qcard/shared/i18n/i18n';
import remote from './remote-routes';
import { UnregRechargePage } from '../features/unreg-reload/components/unreg-recharge-page';

const PAGES = [{ name: 'unreg-recharge', path: '/unreg-recharge', Page: UnregRechargePage }];

export async function prerender(language: Language): Promise<Array<{ name: string; html: string }>> {
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces([COMMON_NS, remote.namespace]);
  const { Root } = remote;
  return PAGES.map(({ name, path, Page }) => ({
    name,
    html: renderToString(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Root>
            <Page />
          </Root>
        </MemoryRouter>
      </I18nextProvider>,
    ),
  }));
}
