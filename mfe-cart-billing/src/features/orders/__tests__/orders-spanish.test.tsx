// Order history and detail in Spanish: the search form, the table's headers and the
// detail's labels read in Spanish; the form's own refusal follows a language switch.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';
import { OrderHistoryPage } from '../components/order-history-page';
import { OrderDetailPage } from '../components/order-detail-page';
import { describeInSpanish, renderPage, startPageTest } from '../../../test-support/render-page';

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

beforeEach(() => {
  api.mockReset();
  startPageTest(PATRON_USER);
  api.mockImplementation((({ path }: { path: string }) => {
    if (path === '/order/search')
      return Promise.resolve({
        status: 'SUCCESS',
        data: { data: [ORDER], numberOfPages: 1, pageNumber: 1, numberOfRecords: 1 },
      });
    if (path === '/order/getOrdersDetails')
      return Promise.resolve({ status: 'SUCCESS', data: ORDER });
    return Promise.resolve({ status: 'ERROR', msgCode: '404' });
  }) as never);
});

test('an order number that is not a number is refused under the form', async () => {
  const user = userEvent.setup();
  renderPage('/order', <OrderHistoryPage />);
  await screen.findByRole('link', { name: '42' });
  await user.type(screen.getByLabelText('Order Number'), 'abc');
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  expect(screen.getByTestId('order-search-error')).toHaveTextContent('Order Number is not valid');
});

describeInSpanish('orders in Spanish', () => {
  test('the order history, its search and its refusal read in Spanish', async () => {
    const user = userEvent.setup();
    renderPage('/order', <OrderHistoryPage />);
    await screen.findByRole('link', { name: '42' });
    await user.type(screen.getByLabelText('Order Number'), 'abc');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(screen.getByTestId('order-search-error')).toHaveTextContent('Order Number is not valid');
    await act(() => setLanguage('es'));
    // The refusal shown before the switch follows it.
    expect(screen.getByTestId('order-search-error')).toHaveTextContent(
      'El número de pedido no es válido',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Historial de pedidos' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Las fechas de los pedidos se muestran en hora oriental.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Buscar pedidos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'BUSCAR' })).toBeInTheDocument();
    expect(screen.getByLabelText('Número de pedido')).toHaveAttribute('placeholder', 'Cualquiera');
    for (const header of [
      'Número de pedido',
      'Monto del pedido',
      'Estado del pedido',
      'Fecha del pedido',
    ]) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    const searchBy = screen.getByLabelText('Buscar por');
    expect(searchBy).toHaveTextContent('Número de pedidoEstado');
    await user.selectOptions(searchBy, 'status');
    expect(screen.getByLabelText('Estado del pedido')).toHaveTextContent(/^Todos los estados/);
  });

  test('the order detail reads in Spanish', async () => {
    renderPage('/order-detail', <OrderDetailPage />, '/order-detail?orderId=42');
    await screen.findByText('AUTH1');
    await act(() => setLanguage('es'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Detalle del pedido' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    // Each fact under its Spanish label, with its value beside it.
    const facts = screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Número de pedido', '42'],
      ['Fecha del pedido', '14/03/2026 11:00 p.m.'],
      ['Monto del pedido', '$35.50'],
      ['Estado del pedido', 'En proceso'],
      ['Forma de pago', 'Credit Card'],
      ['Código de autorización', 'AUTH1'],
      ['ID de transacción', 'TXN1'],
      ['Información de pago', 'Visa ending 1111'],
    ]);
    expect(screen.getByRole('table', { name: 'Artículos del pedido' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Estado del artículo/ })).toBeInTheDocument();
  });
});
