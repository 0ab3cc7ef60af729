// An employee subscription search that matches nothing shows the 469 warning;
// a later search that finds rows ends it. Real store and saga; the API client is the only mock.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { fakeApi } from '@qcard/kit/test-support/fake-api';
import {
  expectNoResultsWarningEndedBySearch,
  searchFindsRowUnless,
} from '@qcard/kit/test-support/paged-search-steps';
import { SponsorSubscriptionsPage } from '../components/sponsor-subscriptions-page';
import { SUBSCRIPTIONS_SEARCH_SOURCE } from '../store/sponsor-subscriptions-saga';
import {
  renderPage,
  setTestConfig,
  sponsorSubscriptionRow,
} from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');

const ROW = sponsorSubscriptionRow(1);

test('a search that finds nobody warns with 469; one that finds rows settles it; the first full list says nothing', async () => {
  setTestConfig();
  searchFindsRowUnless(fakeApi(callContract), '/rssubscription/search', ROW, 'nobody');
  const user = userEvent.setup();
  const { alerts } = renderPage(
    '/subscribe/:actionType',
    <SponsorSubscriptionsPage />,
    '/subscribe/default',
  );
  expect(await screen.findByText('Person 1')).toBeInTheDocument();
  expect(alerts).toEqual([]);
  await expectNoResultsWarningEndedBySearch(user, alerts, SUBSCRIPTIONS_SEARCH_SOURCE, {
    nothing: 'nobody',
    searchBy: 'name',
    found: 'Person',
  });
});
