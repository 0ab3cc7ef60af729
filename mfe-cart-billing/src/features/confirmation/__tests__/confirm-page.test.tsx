// Order confirmation: the order number, the processing estimate and the support contact as a
// mail link, in English and in Spanish; showing it empties the cart. Signed in, the
// number shown is the caller's order as the API answers it: another company's or an unknown
// order is not found, and the cart is left alone.
import { act, screen } from '@testing-library/react';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { PATRON_USER, SPONSOR_USER } from '@qcard/kit/test-support/test-users';
import { ConfirmPage } from '../components/confirm-page';
import { describeInSpanish, renderPage, startPageTest } from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
const api = callContract as jest.MockedFunction<typeof callContract>;

/** The caller's orders as /order/getOrdersDetails answers: these ids, anything else 485 (not found, or not theirs). */
function ownOrders(...ids: number[]) {
  api.mockImplementation((({ path }: { path: string }, body: { orderId?: number }) =>
    Promise.resolve(
      path === '/order/getOrdersDetails' && ids.includes(Number(body.orderId))
        ? {
            status: 'SUCCESS',
            data: {
              id: body.orderId,
              orderId: body.orderId,
              price: 1000,
              status: 'ProcessingOrder',
              creationDate: '2026-03-15T03:00:00.000Z',
              methodOfPayment: 'Company Account',
              orderItems: [],
            },
          }
        : { status: 'ERROR', msgCode: '485', errorMessage: 'Not found' },
    )) as never);
}

beforeEach(() => {
  api.mockReset();
  ownOrders(77);
  startPageTest(PATRON_USER);
});

test('Order Success shows the order number and the support mail, and tells the menu the cart is empty', async () => {
  const counts: number[] = [];
  const off = bus.on('cart/changed', (e) => counts.push(e.count));
  renderPage(
    '/user-confirm-order',
    <ConfirmPage variant="user" />,
    '/user-confirm-order?orderId=77',
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Order Success' }),
  ).toBeInTheDocument();
  expect(api).toHaveBeenCalledWith(expect.objectContaining({ path: '/order/getOrdersDetails' }), {
    orderId: 77,
  });
  expect(screen.getByTestId('order-number')).toHaveTextContent('77');
  expect(screen.getByText(/For any questions about this order, contact us at/)).toHaveTextContent(
    'For any questions about this order, contact us at help@qcard.test and quote the order number.',
  );
  expect(screen.getByRole('link', { name: 'help@qcard.test' })).toHaveAttribute(
    'href',
    'mailto:help@qcard.test',
  );
  expect(screen.getByRole('link', { name: 'View Order' })).toHaveAttribute(
    'href',
    '/order-detail?orderId=77',
  );
  expect(counts).toEqual([0]);
  off();
});

test("another company's order number is not found: no Order Success, no order number, the cart left alone", async () => {
  startPageTest(SPONSOR_USER);
  ownOrders(77);
  const counts: number[] = [];
  const off = bus.on('cart/changed', (e) => counts.push(e.count));
  renderPage(
    '/user-confirm-order',
    <ConfirmPage variant="user" />,
    '/user-confirm-order?orderId=24',
  );
  expect(await screen.findByText('This order could not be found')).toBeInTheDocument();
  expect(api).toHaveBeenCalledWith(expect.objectContaining({ path: '/order/getOrdersDetails' }), {
    orderId: 24,
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Order Confirmation' })).toBeInTheDocument();
  expect(screen.queryByText('Order Success')).not.toBeInTheDocument();
  expect(screen.queryByTestId('order-number')).not.toBeInTheDocument();
  expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/order');
  expect(counts).toEqual([]);
  off();
});

describeInSpanish('the confirmation in Spanish', () => {
  test('a patron reads the confirmation in Spanish', async () => {
    renderPage(
      '/user-confirm-order',
      <ConfirmPage variant="user" />,
      '/user-confirm-order?orderId=77',
    );
    await screen.findByTestId('order-number');
    await act(() => setLanguage('es'));
    expect(screen.getByRole('heading', { level: 1, name: 'Pedido realizado' })).toBeInTheDocument();
    expect(screen.getByText('¡Gracias! Su pedido se realizó correctamente.')).toBeInTheDocument();
    expect(screen.getByText(/Número de pedido/)).toHaveTextContent('Número de pedido 77');
    expect(screen.getByText(/2 a 4 días hábiles/)).toBeInTheDocument();
    expect(screen.getByText(/Si tiene preguntas sobre este pedido/)).toHaveTextContent(
      'Si tiene preguntas sobre este pedido, escríbanos a help@qcard.test e indique el número de pedido.',
    );
    expect(screen.getByRole('link', { name: 'help@qcard.test' })).toHaveAttribute(
      'href',
      'mailto:help@qcard.test',
    );
    expect(screen.getByRole('link', { name: 'Ver pedido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Historial de pedidos' })).toHaveAttribute(
      'href',
      '/order',
    );
  });

  test('without an order number a visitor is sent home, in Spanish', async () => {
    renderPage('/confirm-order', <ConfirmPage variant="unreg" />);
    await act(() => setLanguage('es'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirmación del pedido' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No hay ningún pedido que mostrar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
  });
});
