import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { OrderHistoryPage } from '../components/order-history-page';
import { OrderDetailPage } from '../components/order-detail-page';
import { signIn } from '@qcard/kit/test-support/render-remote-page';
import { PATRON_USER, SPONSOR_USER } from '@qcard/kit/test-support/test-users';
import { renderPage, startPageTest } from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
const api = callContract as jest.MockedFunction<typeof callContract>;

const ORDER = {
  id: 42,
  orderId: 42,
  price: 3550,
  status: 'ProcessingOrder',
  creationDate: '2026-03-15T03:00:00.000Z',
  methodOfPayment: 'Credit Card',
  authorizationId: 'AUTH1',
  transactionId: 'TXN1',
  paymentDescription: 'Visa ending 1111',
  orderItems: [{ description: 'Reload $35.50', status: 'ProcessingOrder', price: 3550 }],
};

let searchAnswer: Record<string, unknown>;
beforeEach(() => {
  api.mockReset();
  startPageTest(PATRON_USER);
  searchAnswer = {
    status: 'SUCCESS',
    data: { data: [ORDER], numberOfPages: 1, pageNumber: 1, numberOfRecords: 1 },
  };
  api.mockImplementation((({ path }: { path: string }) => {
    if (path === '/order/search') return Promise.resolve(searchAnswer);
    if (path === '/order/getOrdersDetails')
      return Promise.resolve({ status: 'SUCCESS', data: ORDER });
    return Promise.resolve({ status: 'ERROR', msgCode: '404' });
  }) as never);
});

function setDate(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

test('lists the orders with a link to the detail and the date in New York time', async () => {
  renderPage('/order', <OrderHistoryPage />);
  const link = await screen.findByRole('link', { name: '42' });
  expect(link).toHaveAttribute('href', '/order-detail?orderId=42');
  expect(screen.getByText('$35.50')).toBeInTheDocument();
  expect(screen.getByText('03/14/2026 11:00 PM')).toBeInTheDocument();
  // The zone by the name a rider reads, not its code (America/New_York).
  expect(screen.getByText('Order dates are shown in Eastern Time.')).toBeInTheDocument();
});

test('search validation: only one date gives 466, From after To gives 467, and no call is made', async () => {
  const user = userEvent.setup();
  renderPage('/order', <OrderHistoryPage />);
  await screen.findByRole('link', { name: '42' });
  const calls = () => api.mock.calls.filter(([{ path: p }]) => p === '/order/search').length;
  const before = calls();
  setDate('From Date', '2026-03-01');
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  expect(screen.getByTestId('order-search-error')).toHaveTextContent(
    'Please enter both From Date and To Date, or neither.',
  );
  setDate('To Date', '2026-02-01');
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  expect(screen.getByTestId('order-search-error')).toHaveTextContent(
    'From Date can not be after To Date.',
  );
  expect(calls()).toBe(before);
  setDate('To Date', '2026-03-31');
  await user.selectOptions(screen.getByLabelText('Search By'), 'status');
  await user.selectOptions(screen.getByLabelText('Order Status'), 'Rejected');
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  await waitFor(() =>
    expect(api).toHaveBeenLastCalledWith(
      expect.objectContaining({ path: '/order/search' }),
      expect.objectContaining({
        filterType: 'status',
        filterValue: 'Rejected',
        fromDate: '01-03-2026',
        toDate: '31-03-2026',
      }),
    ),
  );
});

test('a rider with no orders yet is told so, with no 469 for a search they did not make', async () => {
  searchAnswer = {
    status: 'SUCCESS',
    msgCode: '469',
    data: { data: [], numberOfPages: 1, pageNumber: 1, numberOfRecords: 0 },
  };
  const alerts: string[] = [];
  const off = bus.on('alerts/raised', (a) => alerts.push(`${a.type}:${a.msg}`));
  renderPage('/order', <OrderHistoryPage />);
  expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  expect(screen.queryByText('No records found.')).not.toBeInTheDocument();
  expect(screen.queryByText('Change the search and try again.')).not.toBeInTheDocument();
  // SEARCH with the field left empty is the whole list again.
  await userEvent.setup().click(screen.getByRole('button', { name: 'SEARCH' }));
  await waitFor(() =>
    expect(api.mock.calls.filter(([{ path: p }]) => p === '/order/search')).toHaveLength(2),
  );
  expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  expect(alerts).toEqual([]);
  off();
});

test('a search that finds nothing shows the 469 warning', async () => {
  searchAnswer = {
    status: 'SUCCESS',
    msgCode: '469',
    data: { data: [], numberOfPages: 1, pageNumber: 1, numberOfRecords: 0 },
  };
  const alerts: string[] = [];
  const off = bus.on('alerts/raised', (a) => alerts.push(`${a.type}:${a.msg}`));
  const user = userEvent.setup();
  renderPage('/order', <OrderHistoryPage />);
  await screen.findByText('No orders yet');
  await user.type(screen.getByLabelText('Order Number'), '999');
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  expect(await screen.findByText('No records found.')).toBeInTheDocument();
  expect(screen.getByText('Change the search and try again.')).toBeInTheDocument();
  expect(alerts).toEqual(['warning:No records found.']);
  off();
});

test('466, 467 and 469 of repeated searches are alerts of one action, and a search that finds orders ends them', async () => {
  const user = userEvent.setup();
  const events: string[] = [];
  const offRaised = bus.on('alerts/raised', (a) => events.push(`raised:${a.source ?? 'none'}`));
  const offSettled = bus.on('alerts/settled', (e) => events.push(`settled:${e.source}`));
  renderPage('/order', <OrderHistoryPage />);
  await screen.findByRole('link', { name: '42' });
  events.length = 0;
  setDate('From Date', '2026-03-01');
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  setDate('To Date', '2026-02-01');
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  searchAnswer = {
    status: 'SUCCESS',
    msgCode: '469',
    data: { data: [], numberOfPages: 1, pageNumber: 1, numberOfRecords: 0 },
  };
  setDate('To Date', '2026-03-31');
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  await screen.findByText('Change the search and try again.');
  searchAnswer = {
    status: 'SUCCESS',
    data: { data: [ORDER], numberOfPages: 1, pageNumber: 1, numberOfRecords: 1 },
  };
  setDate('From Date', '');
  setDate('To Date', '');
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  await screen.findByRole('link', { name: '42' });
  // The shell replaces an alert by a newer one of the same source and ends them on settled.
  expect(events).toEqual([
    'raised:orders/search',
    'raised:orders/search',
    'raised:orders/search',
    'settled:orders/search',
  ]);
  offRaised();
  offSettled();
});

test('sorting a column asks the API for all orders in that order, from page 1; the next page and a new search keep it', async () => {
  const user = userEvent.setup();
  api.mockImplementation((({ path }: { path: string }, body: Record<string, unknown>) => {
    if (path !== '/order/search') return Promise.resolve({ status: 'ERROR', msgCode: '404' });
    return Promise.resolve({
      status: 'SUCCESS',
      data: {
        data: [ORDER],
        numberOfPages: 3,
        pageNumber: body.pageNo,
        numberOfRecords: 60,
        sortBy: body.sortBy ?? 'creationDate',
        sortDir: body.sortDir ?? 'desc',
      },
    });
  }) as never);
  renderPage('/order', <OrderHistoryPage />);
  await screen.findByRole('link', { name: '42' });
  const searches = () =>
    api.mock.calls
      .filter(([{ path: p }]) => p === '/order/search')
      .map(([, b]) => b as Record<string, unknown>);
  // The API's default order is shown as such.
  expect(screen.getByRole('columnheader', { name: /Order Date/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const amount = screen.getByRole('columnheader', { name: /Order Amount/ });
  await user.click(within(amount).getByRole('button'));
  await waitFor(() =>
    expect(searches().at(-1)).toMatchObject({ sortBy: 'price', sortDir: 'asc', pageNo: 1 }),
  );
  await waitFor(() => expect(amount).toHaveAttribute('aria-sort', 'ascending'));
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() =>
    expect(searches().at(-1)).toMatchObject({ sortBy: 'price', sortDir: 'asc', pageNo: 2 }),
  );
  await user.selectOptions(screen.getByLabelText('Search By'), 'status');
  await user.selectOptions(screen.getByLabelText('Order Status'), 'Honoured');
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  await waitFor(() =>
    expect(searches().at(-1)).toMatchObject({
      filterType: 'status',
      filterValue: 'Honoured',
      sortBy: 'price',
      sortDir: 'asc',
      pageNo: 1,
    }),
  );
});

test('order detail shows payment details to a patron and hides them from a sponsor', async () => {
  const { unmount } = renderPage('/order-detail', <OrderDetailPage />, '/order-detail?orderId=42');
  expect(await screen.findByText('Visa ending 1111')).toBeInTheDocument();
  expect(screen.getByText('AUTH1')).toBeInTheDocument();
  expect(screen.getByText('Reload $35.50')).toBeInTheDocument();
  unmount();
  signIn(SPONSOR_USER);
  renderPage('/order-detail', <OrderDetailPage />, '/order-detail?orderId=42');
  expect(await screen.findByText('Reload $35.50')).toBeInTheDocument();
  expect(screen.queryByText('Authorization Code')).not.toBeInTheDocument();
  expect(screen.queryByText('Visa ending 1111')).not.toBeInTheDocument();
});

test('the export comes with the first page of orders, so it is not pushed down when the rows arrive', async () => {
  let answer: (value: unknown) => void = () => undefined;
  api.mockImplementation((({ path }: { path: string }) =>
    path === '/order/search'
      ? new Promise((resolve) => (answer = resolve))
      : Promise.resolve({ status: 'ERROR', msgCode: '404' })) as never);
  renderPage('/order', <OrderHistoryPage />);
  await waitFor(() =>
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/order/search' }),
      expect.anything(),
    ),
  );
  expect(screen.queryByText('Download orders for a date range')).not.toBeInTheDocument();
  answer(searchAnswer);
  await screen.findByRole('link', { name: '42' });
  expect(screen.getByText('Download orders for a date range')).toBeInTheDocument();
});
