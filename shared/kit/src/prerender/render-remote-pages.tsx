// A remote's build-time pages (docs/performance.md, "Landing HTML"), rendered in Node by the
// remote's src/app/prerender.tsx: each page in its route, inside the remote's own Root (its
// store), in the language asked for, with the same components the browser renders, before any
// configuration is read (the shell hydrates them before it applies its own). Never imported by
// browser code.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@qcard/runtime/navigation/router';
import { I18nextProvider } from '@qcard/runtime/i18n/react-i18n';
import { COMMON_NS, i18n, i18nReady, type Language } from '@qcard/runtime/i18n/i18n';
import type { RemoteModule } from '@qcard/kit/remote/remote-module';
import { PaintedRemotePage } from '@qcard/kit/remote/painted-remote-page';

export interface PrerenderedPage {
  /** The file name: the route without its first "/", "/" itself as index. */
  name: string;
  path: string;
  Page: ComponentType;
}

export async function renderRemotePages(
  remote: RemoteModule,
  pages: PrerenderedPage[],
  language: Language,
): Promise<Array<{ name: string; html: string }>> {
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces([COMMON_NS, remote.namespace]);
  return pages.map(({ name, path, Page }) => ({
    name,
    html: renderToString(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <PaintedRemotePage remote={remote} Page={Page} />
        </MemoryRouter>
      </I18nextProvider>,
    ),
  }));
}
