// This remote's pages in component tests: the shared test support with this remote's store,
// a sponsor signed in unless another user is given. Tests fake only the API client.
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import type { SessionUser } from '@qcard/contracts/domain';
import { renderRemotePage } from '@qcard/kit/test-support/render-remote-page';
import { SPONSOR_USER } from '@qcard/kit/test-support/test-users';
import { rootSagaOf } from '@qcard/kit/store/root-saga';
import { reducers } from '../app/store';
import { companyCardsSaga } from '../features/company-cards/store/company-cards-saga';
import { employeesSaga } from '../features/employees/store/employees-saga';
import { groupsSaga } from '../features/groups/store/groups-saga';
import { weeklyDigestSaga } from '../features/weekly-digest/store/weekly-digest-saga';

// Every feature's saga: a test renders a page's component alone, not the module that names them.
export const rootSaga = rootSagaOf(companyCardsSaga, employeesSaga, groupsSaga, weeklyDigestSaga);

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
