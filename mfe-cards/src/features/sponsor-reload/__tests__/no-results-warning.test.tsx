// Issue 18 item 5: a bulk reload search that matches nothing shows the 469 warning; a later
// search that finds rows ends it (one alert per search action). Real store and saga.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { spawn } from 'redux-saga/effects';
import { MemoryRouter, Route, Routes } from '@qcard/shared/navigation/router';
import { callApi } from '@qcard/shared/api/api-client';
import { bus } from '@qcard/shared/bus/event-bus';
import { createRemoteStore } from '@qcard/shared/store/create-remote-store';
import { fakeApi } from '@qcard/shared/test-support/fake-api';
import { NO_RESULTS_TEXT, searchFindsRowUnless, searchFor } from '@qcard/shared/test-support/paged-search-steps';
import { SponsorBulkReload } from '../components/sponsor-bulk-reload';
import { sponsorReloadReducer } from '../store/sponsor-reload-slice';
import { RELOAD_SEARCH_SOURCE, sponsorReloadSaga } from '../store/sponsor-reload-saga';

jest.mock('@qcard/shared/api/api-client', () => ({ callApi: jest.fn() }));

const ROW = { employeeId: 1, empId: 'E101', empName: 'Person 1', groupName: 'Operations', contract: 'Commuter Benefit', contractId: 101, cardNumber: '2000000001', status: 'Active', reason: null, amount: 0, minValue: 500, maxValue: 20000 };

test('a search that finds nothing warns with 469; one that finds rows settles it; the first full list says nothing', async () => {
  searchFindsRowUnless(fakeApi(callApi), '/recharge/rechargeQCards', ROW, 'nobody');
  const events: string[] = [];
  const offRaised = bus.on('alerts/raised', (a) => events.push(`${a.type}:${a.msg}:${a.source ?? ''}`));
  const offSettled = bus.on('alerts/settled', (e) => events.push(`settled:${e.source}`));
  const store = createRemoteStore({ name: 'test', reducers: { sponsorReload: sponsorReloadReducer }, rootSaga: function* root() { yield spawn(sponsorReloadSaga); } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/recharge/default']}>
        <Routes>
          <Route path="/recharge/default" element={<SponsorBulkReload />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  const user = userEvent.setup();
  expect(await screen.findByText('Person 1')).toBeInTheDocument();
  expect(events.filter((e) => !e.startsWith('settled'))).toEqual([]);
  events.length = 0;
  await searchFor(user, 'nobody', 'name');
  await waitFor(() => expect(events).toHaveLength(1));
  expect(events).toEqual([`warning:${NO_RESULTS_TEXT}:${RELOAD_SEARCH_SOURCE}`]);
  await searchFor(user, 'Person');
  await waitFor(() => expect(events).toHaveLength(2));
  expect(events[1]).toBe(`settled:${RELOAD_SEARCH_SOURCE}`);
  offRaised();
  offSettled();
});

