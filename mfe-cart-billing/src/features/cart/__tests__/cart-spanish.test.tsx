// The cart in Spanish: switching to Español re-renders the cart in place, with its
// table, buttons, delete dialog and the saga's fallback alert in Spanish.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { recordAlerts, signIn } from '@qcard/kit/test-support/render-remote-page';
import { PATRON_USER, SPONSOR_USER } from '@qcard/kit/test-support/test-users';
import { CartPage } from '../components/cart-page';
import { describeInSpanish, renderPage, setTestConfig } from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
const api = callContract as jest.MockedFunction<typeof callContract>;

const RECHARGE = {
  itemId: 11,
  description: 'Reload $20.00 · Q Card 1000000001',
  price: 2000,
  type: 'Recharge',
};

function cartWith(
  items: Array<Record<string, unknown>>,
  submitAnswer: Record<string, unknown> = { status: 'SUCCESS', data: { orderId: 77 } },
) {
  api.mockImplementation((({ path }: { path: string }) => {
    if (path === '/cart/cartItems') {
      return Promise.resolve({
        status: 'SUCCESS',
        data: {
          cartItems: items,
          price: 2000,
          numberOfPages: 1,
          pageNumber: 1,
          numberOfRecords: items.length,
        },
      });
    }
    if (path === '/order/submit') return Promise.resolve(submitAnswer);
    return Promise.resolve({ status: 'ERROR', msgCode: '404' });
  }) as never);
}

beforeEach(() => {
  api.mockReset();
  setTestConfig();
});

describeInSpanish('the cart in Spanish', () => {
  test('a patron who switches to Español sees the cart, its table and the delete dialog in Spanish', async () => {
    const user = userEvent.setup();
    signIn(PATRON_USER);
    cartWith([RECHARGE]);
    renderPage('/user-cart', <CartPage variant="user" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    await act(() => setLanguage('es'));
    expect(screen.getByRole('heading', { level: 1, name: 'Carrito' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Descripción/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Precio/ })).toBeInTheDocument();
    expect(screen.getByText('SUBTOTAL')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AGREGAR MÁS AL CARRITO' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PROCEDER AL PAGO' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CHECKOUT' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Eliminar ${RECHARGE.description}` }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Eliminar artículo')).toBeInTheDocument();
    expect(within(dialog).getByText('¿Está seguro de que desea eliminarlo?')).toBeInTheDocument();
  });

  test('a sponsor reads REVISAR Y HACER EL PEDIDO and a failed submit without a server text is told in Spanish', async () => {
    const user = userEvent.setup();
    signIn(SPONSOR_USER);
    // An answer with neither an order number nor a message: the saga's own fallback text.
    cartWith([RECHARGE], { status: 'SUCCESS', data: {} });
    const { alerts } = recordAlerts();
    renderPage('/user-cart', <CartPage variant="user" />);
    await screen.findByRole('heading', { level: 1, name: 'REVIEW AND ORDER' });
    await act(() => setLanguage('es'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'REVISAR Y HACER EL PEDIDO' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Revise los artículos y luego envíe su pedido.')).toBeInTheDocument();
    expect(screen.getByText('El pedido se factura a la cuenta de su empresa.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'VOLVER AL CARRITO' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ENVIAR PEDIDO' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un error inesperado.');
    expect(alerts.map((a) => a.msg)).toEqual(['Ocurrió un error inesperado.']);
  });

  test('a visitor without a cart session reads the empty cart in Spanish', async () => {
    signIn(null);
    api.mockResolvedValue({ status: 'ERROR', msgCode: '404' } as never);
    renderPage('/unreg-cart', <CartPage variant="unreg" />);
    await act(() => setLanguage('es'));
    expect(screen.getByText('Su carrito está vacío')).toBeInTheDocument();
    expect(
      screen.getByText('Haga una recarga para agregar saldo a su carrito.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recargar una Q Card' })).toBeInTheDocument();
  });
});
