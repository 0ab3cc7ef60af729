// The patron reload in Spanish: the form switches in place keeping what was chosen,
// and its labels, review, disabled-button reasons, notices and the confirmation read in Spanish.
// The server's patron messages are left out here, so the remote's own Spanish fallbacks show.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { setConfig } from '@qcard/runtime/config/config-store';
import { recordAlerts } from '@qcard/kit/test-support/render-remote-page';
import { PATRON_USER, SPONSOR_USER } from '@qcard/kit/test-support/test-users';
import { RechargePage } from '../../../app/recharge-page';
import { CARDS, contract } from '../../../test-support/fixtures';
import { renderPage, startPageTest } from '../../../test-support/render-page';
import { englishOnPage, switchToSpanish } from '../../../test-support/spanish';

jest.mock('@qcard/runtime/api/api-client');
const api = callContract as jest.MockedFunction<typeof callContract>;

function answer(path: string, body?: Record<string, unknown>) {
  return Promise.resolve(
    path === '/card'
      ? { status: 'SUCCESS', data: CARDS }
      : {
          status: 'SUCCESS',
          data: {
            cartCount: 3,
            item: {
              itemId: 9,
              description: 'Reload',
              price: body?.rechargevalue,
              type: 'Recharge',
              contractId: body?.contractid,
              cardSerialNumber: '1000000001',
            },
          },
        },
  );
}

beforeEach(() => {
  api.mockReset();
  api.mockImplementation((({ path }: { path: string }, body?: Record<string, unknown>) =>
    answer(path, body)) as never);
  startPageTest(PATRON_USER);
  setConfig({ patronMessages: [] });
});

const open = (url = '/recharge/default') =>
  renderPage('/recharge/:actionType', <RechargePage />, url);

test('the form, its review and the reason PROCEED TO CART is disabled, switched in place', async () => {
  const user = userEvent.setup();
  open();
  await screen.findByRole('button', { name: 'PROCEED TO CART' });
  await user.selectOptions(screen.getByLabelText(/^Card/), '1000000002');
  await switchToSpanish();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Recargar Q Card');
  expect(
    screen.getByText(
      'Agregue valor a una tarjeta; la recarga pasa a su carrito y se paga al finalizar la compra.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Recargar Q Card' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Tarjeta y monto' })).toBeInTheDocument();
  // The choice made in English stays.
  expect(screen.getByLabelText(/^Tarjeta/)).toHaveValue('1000000002');
  expect(screen.getByRole('option', { name: '1000000001 · Adult' })).toBeInTheDocument();
  expect(screen.getByText('Primero seleccione un contrato.')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Montos de recarga predefinidos' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Resumen' })).toBeInTheDocument();
  expect(screen.getByText('Saldo actual')).toBeInTheDocument();
  expect(screen.getByText('Monto de recarga')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'CONTINUAR AL CARRITO' })).toBeDisabled();
  expect(screen.getByText('Seleccione un contrato para continuar.')).toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText(/^Contrato/), '22');
  expect(screen.getByTestId('ride-sponsor-warning')).toHaveTextContent(
    'Este contrato lo paga su patrocinador de transporte.',
  );
  expect(
    screen.getByText('Elija un monto predefinido o ingrese un monto para continuar.'),
  ).toBeInTheDocument();
  expect(screen.getByText(/^Entre .+ y .+\.$/)).toBeInTheDocument();
  expect(englishOnPage()).toEqual([]);
});

test('a contract that is not reloadable, and the confirmation once added', async () => {
  const user = userEvent.setup();
  const { alerts } = recordAlerts();
  const closed = {
    ...CARDS[1]!,
    contracts: [
      contract({
        id: 21,
        cardSerialNumber: '1000000002',
        rechargeable: false,
        rechargeReason: 'El contrato no se puede recargar',
      }),
    ],
  };
  api.mockImplementation((({ path }: { path: string }, body?: Record<string, unknown>) =>
    path === '/card'
      ? Promise.resolve({ status: 'SUCCESS', data: [CARDS[0], closed, CARDS[2]] })
      : answer(path, body)) as never);
  await switchToSpanish();
  open('/recharge/individual?cardId=2&contractId=21');
  expect(await screen.findByTestId('not-reloadable')).toHaveTextContent(
    'La Q Card con número de serie 1000000002 no se puede recargar en este momento. [Motivo: El contrato no se puede recargar]',
  );
  expect(screen.getByText('Este contrato no se puede recargar.')).toBeInTheDocument();
  expect(englishOnPage()).toEqual([]);

  await user.selectOptions(screen.getByLabelText(/^Tarjeta/), '1000000001');
  await user.click(screen.getByRole('button', { name: '$20' }));
  await user.click(screen.getByRole('button', { name: 'CONTINUAR AL CARRITO' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-cart'));
  expect(alerts.map((a) => a.msg)).toEqual(['Los artículos se agregaron al carrito']);
});

test("a sponsor's search for a company card", async () => {
  startPageTest(SPONSOR_USER);
  await switchToSpanish();
  open('/recharge/individual');
  expect(
    await screen.findByRole('form', { name: 'Buscar una tarjeta de la empresa' }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(/^Número de serie de la tarjeta/)).toHaveAccessibleDescription(
    /^Una tarjeta de su empresa o su propia tarjeta \(de 6 a 20 dígitos\)\./,
  );
  expect(screen.getByRole('button', { name: 'BUSCAR TARJETA' })).toBeDisabled();
  expect(englishOnPage()).toEqual([]);
});

test('no card that can take value', async () => {
  api.mockImplementation((({ path }: { path: string }, body?: Record<string, unknown>) =>
    path === '/card'
      ? Promise.resolve({ status: 'SUCCESS', data: [CARDS[2]] })
      : answer(path, body)) as never);
  await switchToSpanish();
  open();
  expect(
    await screen.findByText('Ninguna de sus tarjetas se puede recargar ahora'),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'Una tarjeta bloqueada o vencida no puede recibir valor. Agregue otra tarjeta en Mis tarjetas.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mis tarjetas' })).toHaveAttribute('href', '/cards');
  expect(englishOnPage()).toEqual([]);
});

test('no cards to reload', async () => {
  api.mockResolvedValue({ status: 'SUCCESS', data: [] });
  await switchToSpanish();
  open();
  expect(await screen.findByText('No tiene tarjetas Q Card para recargar')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mis tarjetas' })).toHaveAttribute('href', '/cards');
});
