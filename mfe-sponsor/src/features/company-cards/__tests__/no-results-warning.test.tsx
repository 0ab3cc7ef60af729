// Issue 18 item 5: a company cards search that matches nothing shows the 469 warning; a later
// search that finds cards ends it. Real store and saga; the API client is the only mock.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '@qcard/shared/api/api-client';
import { bus } from '@qcard/shared/bus/event-bus';
import { setConfig } from '@qcard/shared/config/config-store';
import { renderPage } from '../../../test-support/render-page';
import { CompanyCardsPage } from '../components/company-cards-page';
import { COMPANY_CARDS_SEARCH_SOURCE } from '../store/company-cards-saga';

jest.mock('@qcard/shared/api/api-client', () => ({ callApi: jest.fn() }));
const api = callApi as jest.MockedFunction<typeof callApi>;

const CARD = { cardId: 1, cardNumber: '2000000001', profileName: 'Commuter Benefit', status: 'Active', cardStatus: 'InCirculation', expiresOn: '2029-09-15T15:00:00.000Z', employeeId: null, employeeName: null };

test('a search that finds no card warns with 469; one that finds cards settles it; the first full list says nothing', async () => {
  setConfig({ messages: [{ type: 'RESPONSE_MSG', msgCode: '469', msgName: 'NO_RESULTS', msgValue: 'No matching records were found.' }] });
  api.mockImplementation((async (_path: string, body: { filterValue?: string }) => {
    const rows = body.filterValue === '9999999999' ? [] : [CARD];
    return { status: 'SUCCESS', data: { data: rows, numberOfPages: 1, pageNumber: 1, numberOfRecords: rows.length } };
  }) as never);
  const settled: string[] = [];
  const offSettled = bus.on('alerts/settled', (e) => settled.push(e.source));
  const user = userEvent.setup();
  const { alerts, off } = renderPage('/company_mgmt', '/company_mgmt', <CompanyCardsPage />);
  await screen.findByRole('link', { name: 'Card 2000000001 details' });
  expect(alerts).toEqual([]);
  await user.type(screen.getByRole('searchbox'), '9999999999');
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  await waitFor(() => expect(alerts).toHaveLength(1));
  expect(alerts[0]).toMatchObject({ type: 'warning', msg: 'No matching records were found.', source: COMPANY_CARDS_SEARCH_SOURCE });
  settled.length = 0;
  await user.clear(screen.getByRole('searchbox'));
  await user.type(screen.getByRole('searchbox'), '2000000001');
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  await waitFor(() => expect(settled).toEqual([COMPANY_CARDS_SEARCH_SOURCE]));
  expect(alerts).toHaveLength(1);
  off();
  offSettled();
});
