// Issue 18 item 5: an employee subscription search that matches nothing shows the 469 warning;
// a later search that finds rows ends it. Real store and saga; the API client is the only mock.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '@qcard/shared/api/api-client';
import { bus } from '@qcard/shared/bus/event-bus';
import { setConfig } from '@qcard/shared/config/config-store';
import { fakeApi } from '@qcard/shared/test-support/fake-api';
import { SponsorSubscriptionsPage } from '../components/sponsor-subscriptions-page';
import { SUBSCRIPTIONS_SEARCH_SOURCE } from '../store/sponsor-subscriptions-saga';
import { renderPage, useTestConfig } from '../../../test-support/render-page';

jest.mock('@qcard/shared/api/api-client', () => ({ callApi: jest.fn() }));

const ROW = {
  employeeId: 1, empId: 'E1', employeeName: 'Person 1', groupName: 'Ops', contractName: 'Commuter Benefit', contractId: 101, cardNumber: '200000001',
  status: 'Active', subscriptionState: 'NoSubscription', refreshrate: null, trigger: null, maxFreq: null, statusReason: null,
};

test('a search that finds nobody warns with 469; one that finds rows settles it; the first full list says nothing', async () => {
  useTestConfig();
  setConfig({ messages: [{ type: 'RESPONSE_MSG', msgCode: '469', msgName: 'NO_RESULTS', msgValue: 'No matching records were found.' }] });
  fakeApi(callApi).answer('/rssubscription/search', (body) => {
    const rows = body.filterValue === 'nobody' ? [] : [ROW];
    return { status: 'SUCCESS', data: { data: rows, numberOfPages: 1, pageNumber: 1, numberOfRecords: rows.length } };
  });
  const settled: string[] = [];
  const offSettled = bus.on('alerts/settled', (e) => settled.push(e.source));
  const user = userEvent.setup();
  const { alerts } = renderPage('/subscribe/:actionType', <SponsorSubscriptionsPage />, '/subscribe/default');
  expect(await screen.findByText('Person 1')).toBeInTheDocument();
  expect(alerts).toEqual([]);
  await user.selectOptions(screen.getByLabelText('Search By'), 'name');
  await user.type(screen.getByRole('searchbox'), 'nobody');
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  await waitFor(() => expect(alerts).toHaveLength(1));
  expect(alerts[0]).toMatchObject({ type: 'warning', msg: 'No matching records were found.', source: SUBSCRIPTIONS_SEARCH_SOURCE });
  settled.length = 0;
  await user.clear(screen.getByRole('searchbox'));
  await user.type(screen.getByRole('searchbox'), 'Person');
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  await waitFor(() => expect(settled).toEqual([SUBSCRIPTIONS_SEARCH_SOURCE]));
  expect(alerts).toHaveLength(1);
  offSettled();
});
