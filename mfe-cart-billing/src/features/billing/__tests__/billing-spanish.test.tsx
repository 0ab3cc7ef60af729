// Billing in Spanish: the steps, headings, buttons and the review read in Spanish after
// the switch, the typed form stays, and the alert of an unavailable payment key is Spanish too.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { encryptCardNumber } from '@qcard/kit/payment/encrypt-card-number';
import { recordAlerts } from '@qcard/kit/test-support/render-remote-page';
import { PATRON_USER, SPONSOR_USER } from '@qcard/kit/test-support/test-users';
import { BillingPage } from '../components/billing-page';
import { describeInSpanish, renderPage, startPageTest } from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
jest.mock('@qcard/kit/payment/encrypt-card-number', () => ({
  ...jest.requireActual<object>('@qcard/kit/payment/encrypt-card-number'),
  encryptCardNumber: jest.fn(),
}));
const api = callContract as jest.MockedFunction<typeof callContract>;
const encrypt = encryptCardNumber as jest.MockedFunction<typeof encryptCardNumber>;

jest.setTimeout(30_000);

const ITEMS = [
  { itemId: 1, description: 'Reload $25.00', price: 2500, type: 'Recharge' },
  { itemId: 2, description: 'Reload $10.00', price: 1000, type: 'Recharge' },
];

beforeEach(() => {
  api.mockReset();
  encrypt.mockReset();
  encrypt.mockResolvedValue({ ok: false, code: '464', error: 'Public key missing' });
  // One item shown of three: the summary says how many more there are.
  api.mockImplementation((({ path }: { path: string }) => {
    if (path === '/cart/cartItems')
      return Promise.resolve({
        status: 'SUCCESS',
        data: {
          cartItems: ITEMS,
          price: 4500,
          numberOfPages: 1,
          pageNumber: 1,
          numberOfRecords: 3,
        },
      });
    return Promise.resolve({ status: 'ERROR', msgCode: '404' });
  }) as never);
  startPageTest(PATRON_USER);
});

// The field labels come from the server's validation rules (translated there), so the test's
// English labels are used to fill the form.
async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  // The holder's name starts as the profile's: typed over, as for a card in another name.
  await user.clear(await screen.findByLabelText(/First Name/));
  await user.type(screen.getByLabelText(/First Name/), 'Riley');
  await user.clear(screen.getByLabelText(/Last Name/));
  await user.type(screen.getByLabelText(/Last Name/), 'Rider');
  await user.type(screen.getByLabelText(/Card Number/), '4111111111111111');
  await user.selectOptions(screen.getByLabelText(/Expiry Month/), '12');
  await user.selectOptions(
    screen.getByLabelText(/Expiry Year/),
    String(new Date().getFullYear() + 1),
  );
  await user.type(screen.getByLabelText(/Security Code/), '123');
  await user.type(screen.getByLabelText(/Address Line 1/), '100 Main Street');
  await user.type(screen.getByLabelText(/^City/), 'Springfield');
  await user.selectOptions(screen.getByLabelText(/^State/), 'NY');
  await user.type(screen.getByLabelText(/Zipcode/), '10001');
}

describeInSpanish('billing in Spanish', () => {
  test('the billing step and the review read in Spanish, and the typed form stays through the switch', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage('/patron-billing', <BillingPage variant="patron" />);
    await fillForm(user);
    const firstName = screen.getByLabelText(/First Name/);
    await act(() => setLanguage('es'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Facturación del pedido' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Facturación' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Pasos del pedido' })).toHaveTextContent(
      '1. Facturación2. Hacer el pedido',
    );
    expect(screen.getByRole('group', { name: /^Pago/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Dirección de facturación/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al carrito' })).toBeInTheDocument();
    expect(screen.getByTestId('billing-due')).toHaveTextContent(
      'Total del pedido: $45.00 por 3 artículos de su carrito.',
    );
    expect(firstName).toBeInTheDocument();
    expect(firstName).toHaveValue('Riley');
    await user.click(screen.getByRole('button', { name: 'Continuar a la revisión' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Hacer el pedido' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Pago/ })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: /^Dirección de facturación/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: /^Resumen del carrito/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Editar' })).toHaveLength(2);
    expect(
      screen.getByText(`Vence 12/${new Date().getFullYear() + 1}`, { exact: false }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('list', { name: 'Resumen del carrito' });
    expect(summary).toHaveTextContent('y 1 artículo más');
    // The amount charged, not a subtotal: nothing is added to it.
    expect(within(summary).getByText('TOTAL', { exact: true }).nextSibling).toHaveTextContent(
      '$45.00',
    );

    const { alerts } = recordAlerts();
    await user.click(screen.getByRole('button', { name: 'Hacer el pedido' }));
    const unavailable =
      'El pago no está disponible en este momento. Su carrito se conserva; intente de nuevo en unos minutos.';
    expect(await screen.findByRole('alert')).toHaveTextContent(unavailable);
    expect(alerts.map((a) => a.msg)).toEqual([unavailable]);
  });

  test('a sponsor is sent to the cart, in Spanish', async () => {
    startPageTest(SPONSOR_USER);
    renderPage('/patron-billing', <BillingPage variant="patron" />);
    await act(() => setLanguage('es'));
    expect(
      screen.getByText('Los pedidos de la empresa se facturan a la cuenta de su empresa'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Envíe el pedido desde el carrito; no se necesita pago con tarjeta.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al carrito' })).toBeInTheDocument();
  });
});
