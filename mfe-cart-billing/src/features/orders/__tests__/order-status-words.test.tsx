// Statuses in words from one mapping, in the history table, the detail, the
// items table and the status search; the raw code (ProcessingOrder) never reaches the screen.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { OrderHistoryPage } from '../components/order-history-page';
import { OrderDetailPage } from '../components/order-detail-page';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';
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
  orderItems: [
    { description: 'Reload $35.50', status: 'ProcessingOrder', price: 3550 },
    { description: 'Reload $10.00', status: 'Honoured', price: 1000 },
  ],
};

beforeEach(() => {
  api.mockReset();
  startPageTest(PATRON_USER);
  api.mockImplementation((({ path }: { path: string }) => {
    if (path === '/order/search')
      return Promise.resolve({
        status: 'SUCCESS',
        data: {
          data: [ORDER, { ...ORDER, id: 43, orderId: 43, status: 'Rejected' }],
          numberOfPages: 1,
          pageNumber: 1,
          numberOfRecords: 2,
        },
      });
    if (path === '/order/getOrdersDetails')
      return Promise.resolve({ status: 'SUCCESS', data: ORDER });
    return Promise.resolve({ status: 'ERROR', msgCode: '404' });
  }) as never);
});

test('the order history table and the status search show words, never the code', async () => {
  const user = userEvent.setup();
  renderPage('/order', <OrderHistoryPage />);
  const row = (await screen.findByRole('link', { name: '42' })).closest('tr') as HTMLElement;
  expect(within(row).getByText('Processing')).toBeInTheDocument();
  expect(screen.getByText('Rejected')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Search By'), 'status');
  const options = within(screen.getByLabelText('Order Status'))
    .getAllByRole('option')
    .map((o) => o.textContent);
  expect(options).toEqual(['All statuses', 'Cancelled', 'Honoured', 'Processing', 'Rejected']);
  expect(document.body).not.toHaveTextContent('ProcessingOrder');
});

test('the order detail shows the order status and each item status in words', async () => {
  renderPage('/order-detail', <OrderDetailPage />, '/order-detail?orderId=42');
  const item = (await screen.findByText('Reload $35.50')).closest('tr') as HTMLElement;
  expect(within(item).getByText('Processing')).toBeInTheDocument();
  expect(
    within(screen.getByText('Reload $10.00').closest('tr') as HTMLElement).getByText('Honoured'),
  ).toBeInTheDocument();
  expect(screen.getAllByText('Processing')).toHaveLength(2);
  expect(document.body).not.toHaveTextContent('ProcessingOrder');
});
