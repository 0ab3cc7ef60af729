// This remote's pages in component tests: the shared test support with this remote's store,
// a sponsor signed in unless another user is given. Tests fake only the API client.
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import type { SessionUser } from '@qcard/contracts/domain';
import { renderRemotePage } from '@qcard/kit/test-support/render-remote-page';
import { SPONSOR_USER } from '@qcard/kit/test-support/test-users';
import { reducers, rootSaga } from '../app/store';

export { SPONSOR_USER };

export function renderPage(
  url: string,
  path: string,
  page: ReactElement,
  user: SessionUser = SPONSOR_USER,
) {
  const rendered = renderRemotePage(page, { reducers, rootSaga, Provider }, { path, url, user });
  return { ...rendered, off: rendered.stopAlerts };
}
