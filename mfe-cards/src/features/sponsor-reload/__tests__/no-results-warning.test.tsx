// A bulk reload search that matches nothing shows the 469 warning; a later
// search that finds rows ends it (one alert per search action). Real store and saga.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { fakeApi } from '@qcard/kit/test-support/fake-api';
import {
  NO_RESULTS_TEXT,
  searchFindsRowUnless,
  searchFor,
} from '@qcard/kit/test-support/paged-search-steps';
import { RELOAD_SEARCH_SOURCE } from '../store/sponsor-reload-saga';
import { bulkReloadRow } from '../../../test-support/fixtures';
import { renderSponsorBulkReload } from '../../../test-support/sponsor-bulk-reload-page';

jest.mock('@qcard/runtime/api/api-client');

const ROW = bulkReloadRow(1);

test('a search that finds nothing warns with 469; one that finds rows settles it; the first full list says nothing', async () => {
  searchFindsRowUnless(fakeApi(callContract), '/recharge/rechargeQCards', ROW, 'nobody');
  const events: string[] = [];
  const offRaised = bus.on('alerts/raised', (a) =>
    events.push(`${a.type}:${a.msg}:${a.source ?? ''}`),
  );
  const offSettled = bus.on('alerts/settled', (e) => events.push(`settled:${e.source}`));
  renderSponsorBulkReload();
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
