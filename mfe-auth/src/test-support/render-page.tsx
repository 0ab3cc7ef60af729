// This remote's pages in component tests: the shared test support with this remote's store.
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { recordAlerts, renderRemotePage } from '@qcard/kit/test-support/render-remote-page';
import { reducers, rootSaga } from '../app/store';

export { loadServerConfig } from '@qcard/kit/test-support/server-config';
export const collectAlerts = recordAlerts;

export function renderPage(
  page: ReactElement,
  { path = '/', at = path }: { path?: string; at?: string } = {},
) {
  return renderRemotePage(page, { reducers, rootSaga, Provider }, { path, url: at });
}
