// The reload without an account in Spanish: the serial screen, the card number
// screen with its side panel and session alert, and the value screen.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useField } from 'react-final-form';
import { callContract } from '@qcard/runtime/api/api-client';
import { recordAlerts, signIn } from '@qcard/kit/test-support/render-remote-page';
import { UnregRechargePage } from '../components/unreg-recharge-page';
import { UnregRechargeCardPage } from '../components/unreg-recharge-card-page';
import { UnregRechargeValuePage } from '../components/unreg-recharge-value-page';
import { CARDS, contract } from '../../../test-support/fixtures';
import { renderPage, startPageTest } from '../../../test-support/render-page';
import { englishOnPage, switchToSpanish } from '../../../test-support/spanish';

jest.mock('@qcard/runtime/api/api-client');
// The ALTCHA widget needs workers; a checkbox stands in for it (value = solved payload).
jest.mock('@qcard/runtime/ui/captcha-field', () => ({
  CaptchaField: () => {
    const { input } = useField<string | undefined>('captcha', {
      validate: (v) => (v ? undefined : 'captcha'),
    });
    return (
      <input
        type="checkbox"
        aria-label="captcha"
        checked={!!input.value}
        onChange={(e) => input.onChange(e.target.checked ? 'solved-payload' : undefined)}
      />
    );
  },
}));
const api = callContract as jest.MockedFunction<typeof callContract>;

const UNREG_CARD = {
  ...CARDS[0]!,
  id: 5,
  serialNumber: '3000000001',
  holderName: '',
  contracts: [contract({ id: 51, cardSerialNumber: '3000000001', unitsLeft: 625 })],
};

beforeEach(() => {
  api.mockReset();
  startPageTest(null);
});

test('/unreg-recharge: labels, hints, RELOAD and the reason it is disabled, switched in place', async () => {
  const user = userEvent.setup();
  renderPage('/unreg-recharge', <UnregRechargePage />, '/unreg-recharge');
  await user.type(screen.getByLabelText(/^Confirm Card Serial Number/), '3000000001');
  await switchToSpanish();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Recargar Q Card');
  expect(screen.getByText(/^Recargue una Q Card sin tener una cuenta\./)).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Recarga sin cuenta' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Confirme el número de serie de la tarjeta/)).toHaveValue(
    '3000000001',
  );
  expect(screen.getByLabelText(/^Correo electrónico/)).toHaveAccessibleDescription(
    /Opcional, para su recibo\./,
  );
  expect(screen.getByRole('button', { name: 'RECARGAR' })).toBeDisabled();
  expect(
    screen.getByText(
      'Ingrese el mismo número de serie de la tarjeta en ambos campos y marque "No soy un robot" para continuar.',
    ),
  ).toBeInTheDocument();

  const serial = screen.getByLabelText(/^Número de serie de la tarjeta/);
  await user.type(serial, 'abcdef');
  await user.tab();
  expect(serial).toHaveAccessibleDescription(
    /^Número de serie de la tarjeta debe contener solo dígitos/,
  );
  expect(englishOnPage()).toEqual([]);
});

test('/unreg-recharge-card: the card number, CONTINUE, the side panel and the alert for another card', async () => {
  const user = userEvent.setup();
  signIn(null, '3000000001');
  const { alerts } = recordAlerts();
  api.mockResolvedValue({
    status: 'ERROR',
    msgCode: '485',
    errorMessage: 'The requested item was not found.',
  });
  await switchToSpanish();
  renderPage('/unreg-recharge-card', <UnregRechargeCardPage />, '/unreg-recharge-card');

  expect(
    screen.getByText('Ingrese el número de la tarjeta para agregar otra recarga a su carrito.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Número de tarjeta' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'RECARGAR TARJETA N.º' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'VOLVER AL INICIO' })).toBeInTheDocument();
  expect(
    screen.getByText('Ingrese el mismo número de tarjeta en ambos campos para continuar.'),
  ).toBeInTheDocument();
  expect(englishOnPage()).toEqual([]);

  await user.type(screen.getByRole('textbox', { name: /^Número de tarjeta/ }), '1000000001');
  await user.type(
    screen.getByRole('textbox', { name: /^Confirme el número de tarjeta/ }),
    '1000000001',
  );
  await user.click(screen.getByRole('button', { name: 'CONTINUAR' }));
  await waitFor(() =>
    expect(alerts.map((a) => a.msg)).toEqual([
      'Esta sesión de recarga es para la Q Card 3000000001. Para recargar otra tarjeta, elija VOLVER AL INICIO y comience de nuevo con su número de serie.',
    ]),
  );
});

test('/unreg-recharge-value: the read-only serial, CHECKOUT, and a card that can not be loaded', async () => {
  signIn(null, '3000000001');
  api.mockResolvedValueOnce({ status: 'SUCCESS', data: UNREG_CARD });
  await switchToSpanish();
  const { unmount } = renderPage(
    '/unreg-recharge-value',
    <UnregRechargeValuePage />,
    '/unreg-recharge-value',
  );
  expect(await screen.findByLabelText(/^Número de serie de la tarjeta/)).toHaveValue('3000000001');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Valor de la recarga');
  expect(screen.getByRole('button', { name: 'FINALIZAR COMPRA' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'RECARGAR TARJETA N.º' })).toBeInTheDocument();
  expect(englishOnPage()).toEqual([]);
  unmount();

  api.mockResolvedValueOnce({ status: 'ERROR', msgCode: '485', errorMessage: 'x' });
  renderPage('/unreg-recharge-value', <UnregRechargeValuePage />, '/unreg-recharge-value');
  expect(await screen.findByText('No se pudo cargar la tarjeta')).toBeInTheDocument();
  expect(
    screen.getByText('Es posible que su sesión de recarga haya terminado.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Comenzar de nuevo' })).toHaveAttribute(
    'href',
    '/unreg-recharge',
  );
  expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).toBeNull();
});

test('/unreg-recharge-value: a card whose load failed on the way offers Intentar de nuevo, which shows it', async () => {
  signIn(null, '3000000001');
  api.mockResolvedValueOnce({ status: 'ERROR', msgCode: '475', errorMessage: null });
  await switchToSpanish();
  renderPage('/unreg-recharge-value', <UnregRechargeValuePage />, '/unreg-recharge-value');
  expect(await screen.findByText('No se pudo cargar la tarjeta')).toBeInTheDocument();
  expect(screen.getByText('Revise su conexión e intente de nuevo.')).toBeInTheDocument();
  expect(screen.queryByText('Es posible que su sesión de recarga haya terminado.')).toBeNull();
  expect(screen.getByRole('link', { name: 'Comenzar de nuevo' })).toHaveAttribute(
    'href',
    '/unreg-recharge',
  );
  api.mockResolvedValueOnce({ status: 'SUCCESS', data: UNREG_CARD });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
  expect(await screen.findByLabelText(/^Número de serie de la tarjeta/)).toHaveValue('3000000001');
});
