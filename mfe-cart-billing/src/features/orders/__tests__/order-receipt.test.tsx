// The printable receipt's closing lines: the confirmation page's estimate only while the order's
// reloads are still on their way, and the support address the operator configured.
import { screen } from '@testing-library/react';
import { callContract } from '@qcard/runtime/api/api-client';
import { OrderReceiptPage } from '../components/order-receipt-page';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';
import { renderPage, startPageTest } from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
const api = callContract as jest.MockedFunction<typeof callContract>;

const ORDER = {
  id: 42,
  orderId: 42,
  price: 1000,
  status: 'ProcessingOrder',
  creationDate: '2026-03-15T03:00:00.000Z',
  methodOfPayment: 'Credit Card',
  authorizationId: 'AUTH1',
  transactionId: 'TXN1',
  paymentDescription: 'Visa ending 1111',
  orderItems: [{ description: 'Reload $10.00', status: 'ProcessingOrder', price: 1000 }],
};

function orderWithStatus(status: string) {
  api.mockImplementation((({ path }: { path: string }) =>
    Promise.resolve(
      path === '/order/getOrdersDetails'
        ? { status: 'SUCCESS', data: { ...ORDER, status } }
        : { status: 'ERROR', msgCode: '404' },
    )) as never);
}

beforeEach(() => {
  api.mockReset();
  startPageTest(PATRON_USER);
});

test('an order being processed: the 2-4 business days estimate, then the configured support address', async () => {
  orderWithStatus('ProcessingOrder');
  renderPage('/order-receipt', <OrderReceiptPage />, '/order-receipt?orderId=42');
  expect(
    await screen.findByText(/estimated 2-4 business working days\. Funds may take 24 to 48 hours/),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'Questions about this order? Write to help@qcard.test and quote order number 42.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByTestId('receipt')).not.toHaveTextContent('support@qcard.example');
});

test.each(['Honoured', 'Cancelled', 'Rejected'])(
  'a %s order promises no delivery',
  async (status) => {
    orderWithStatus(status);
    renderPage('/order-receipt', <OrderReceiptPage />, '/order-receipt?orderId=42');
    expect(await screen.findByText(/Write to help@qcard\.test/)).toBeInTheDocument();
    expect(screen.getByTestId('receipt')).not.toHaveTextContent(
      /24 to 48 hours|business working days/,
    );
  },
);
