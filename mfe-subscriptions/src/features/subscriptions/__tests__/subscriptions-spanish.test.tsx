// The patron's subscription screens in Spanish: the list, ADD and MANAGE SUBSCRIPTION
// and the payment page re-render in place in Spanish, their warnings and dialog included.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';
import { PatronSubscriptionsPage } from '../components/patron-subscriptions-page';
import { SingleSubscribePage } from '../components/single-subscribe-page';
import { SubscribeBillingPage } from '../components/subscribe-billing-page';
import {
  CARDS,
  describeInSpanish,
  renderPage,
  startPageTest,
} from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
jest.mock('@qcard/runtime/session/use-session', () => ({
  useSession: () => ({ user: PATRON_USER, token: 'test-token' }),
}));
jest.setTimeout(20_000);
const api = callContract as jest.MockedFunction<typeof callContract>;

const ROW = {
  subscriptionId: 1,
  cardId: 2,
  contractId: 21,
  serialNumber: '1000000002',
  profileName: 'Adult',
  contractName: 'Stored Value',
  contractType: 'Q Card:Stored Value',
  maxNumberOfRecharges: 4,
  threshold: 1000,
  rechargeValue: 2000,
  statusReason: null,
  cardBrand: 'Visa',
  cardLast4: '4242',
};

function answer(path: string, body?: Record<string, unknown>) {
  if (path === '/subscription/list') return Promise.resolve({ status: 'SUCCESS', data: [ROW] });
  if (path === '/card') return Promise.resolve({ status: 'SUCCESS', data: CARDS });
  if (path === '/subscription/isSubscriptionAllowed') {
    return Promise.resolve({
      status: 'SUCCESS',
      data: {
        allowed: true,
        description: null,
        cardSerialNumber: 'x',
        subscriptionState: body?.contractid === 21 ? 'Active' : 'NoSubscription',
      },
    });
  }
  return Promise.resolve({ status: 'ERROR', msgCode: '404' });
}

beforeEach(() => {
  api.mockReset();
  api.mockImplementation((({ path }: { path: string }, body?: Record<string, unknown>) =>
    answer(path, body)) as never);
  startPageTest(PATRON_USER);
});

const openSubscribe = (url = '/single-subscribe') =>
  renderPage('/single-subscribe', <SingleSubscribePage />, url, [
    { path: '/subscribe-billing', element: <SubscribeBillingPage /> },
  ]);

describeInSpanish('the patron subscription screens in Spanish', () => {
  test('the list switches to Spanish in place: title, button, headers, status and the manage link', async () => {
    renderPage('/subscribe/:actionType', <PatronSubscriptionsPage />, '/subscribe/default');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscriptions' }),
    ).toBeInTheDocument();
    await act(() => setLanguage('es'));
    expect(screen.getByRole('heading', { level: 1, name: 'Suscripciones' })).toBeInTheDocument();
    expect(screen.getByText('Recargas automáticas de sus tarjetas Q Card.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agregar suscripción' })).toHaveAttribute(
      'href',
      '/single-subscribe',
    );
    for (const h of [
      'Número de serie',
      'Tipo de contrato',
      'Máx. de recargas',
      'Saldo mínimo',
      'Monto de recarga',
      'Estado',
    ]) {
      expect(screen.getByRole('columnheader', { name: new RegExp(h) })).toBeInTheDocument();
    }
    expect(screen.getByText('Activa · Visa terminada en 4242')).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: 'Administrar la suscripción de la tarjeta Q Card 1000000002',
      }),
    ).toBeInTheDocument();
    expect(
      screen.queryByText(/Add Subscription|Serial #|Recharge Amount|ending/),
    ).not.toBeInTheDocument();
  });

  test('an empty list and a failed one speak Spanish', async () => {
    // The switch first: it reads again the list an earlier test left loaded, and that read must not take the empty answer.
    await act(() => setLanguage('es'));
    api.mockResolvedValueOnce({ status: 'SUCCESS', data: [] } as never);
    renderPage('/subscribe/:actionType', <PatronSubscriptionsPage />, '/subscribe/default');
    expect(
      await screen.findByText(/^Todavía no tiene suscripciones\. Haga clic en Agregar suscripción/),
    ).toBeInTheDocument();
    api.mockResolvedValueOnce({ status: 'ERROR', msgCode: '475' } as never);
    renderPage('/subscribe/:actionType', <PatronSubscriptionsPage />, '/subscribe/default');
    expect(await screen.findByText('No se pudieron cargar sus suscripciones')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });

  test('ADD SUBSCRIPTION reads AGREGAR SUSCRIPCIÓN, with Spanish fields, reasons and the already-subscribed note', async () => {
    const user = userEvent.setup();
    openSubscribe();
    await screen.findByRole('heading', { level: 1, name: 'ADD SUBSCRIPTION' });
    await act(() => setLanguage('es'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'AGREGAR SUSCRIPCIÓN' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Recargue una tarjeta automáticamente cuando su saldo esté bajo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CONTINUAR AL PAGO' })).toBeDisabled();
    expect(screen.getByText('Elija una tarjeta y un contrato para continuar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a suscripciones' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Saldo mínimo/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Monto de recarga/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Máximo de recargas/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ayuda sobre Saldo mínimo' })).toBeInTheDocument();
    expect(screen.getByText('Se recarga cuando el saldo baja de este monto.')).toBeInTheDocument();
    expect(screen.getByText('Primero elija una tarjeta.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: /^Tarjeta/ }), '1000000002');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/single-subscribe?cardId=2&contractId=21',
      ),
    );
    expect(screen.getByTestId('already-subscribed')).toHaveTextContent(
      'La tarjeta Q Card 1000000002 ya tiene una recarga automática en Stored Value. Administre esa suscripción o elija otra tarjeta.',
    );
    expect(screen.getByRole('link', { name: 'Administre esa suscripción' })).toHaveAttribute(
      'href',
      '/single-subscribe?cardId=2&contractId=21',
    );
    expect(screen.getByText(/^Este contrato ya tiene una suscripción/)).toBeInTheDocument();
  });

  test('a contract the server refuses shows the warning in Spanish with the reason', async () => {
    const refusal = {
      allowed: false,
      description: 'Este contrato no admite suscripciones',
      cardSerialNumber: '1000000001',
      subscriptionState: 'NoSubscription',
    };
    api.mockImplementation((({ path }: { path: string }, body?: Record<string, unknown>) =>
      path === '/subscription/isSubscriptionAllowed'
        ? Promise.resolve({ status: 'SUCCESS', data: refusal })
        : answer(path, body)) as never);
    await act(() => setLanguage('es'));
    openSubscribe('/single-subscribe?cardId=1&contractId=11');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La operación de suscripción no está permitida en la tarjeta con número de serie 1000000001 [Motivo: Este contrato no admite suscripciones]',
    );
    expect(
      screen.getByText(
        'Este contrato no admite esta operación de suscripción (vea el motivo arriba).',
      ),
    ).toBeInTheDocument();
  });

  test('MANAGE SUBSCRIPTION reads ADMINISTRAR SUSCRIPCIÓN, and its cancel dialog is in Spanish', async () => {
    const user = userEvent.setup();
    await act(() => setLanguage('es'));
    openSubscribe('/single-subscribe?cardId=2&contractId=21');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ADMINISTRAR SUSCRIPCIÓN' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No se puede cambiar mientras administra esta suscripción.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ACTUALIZAR SUSCRIPCIÓN' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'ACTUALIZAR PAGO' })).toBeEnabled(),
    );
    expect(
      screen.getByText('Cambie algún valor para actualizar la suscripción.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Elegir otra tarjeta' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CANCELAR SUSCRIPCIÓN' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Cancelar suscripción')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        /^¿Desea cancelar la recarga automática de la tarjeta Q Card 1000000002\?/,
      ),
    ).toBeInTheDocument();
  });

  test('the payment page is in Spanish, with or without a subscription waiting', async () => {
    const user = userEvent.setup();
    await act(() => setLanguage('es'));
    renderPage('/subscribe-billing', <SubscribeBillingPage />, '/subscribe-billing');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Pago de la suscripción' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No hay ninguna suscripción pendiente de pago')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agregar suscripción' })).toBeInTheDocument();

    openSubscribe('/single-subscribe?cardId=1&contractId=11');
    await user.type(await screen.findByRole('textbox', { name: /^Saldo mínimo/ }), '5');
    await user.type(screen.getByRole('textbox', { name: /^Monto de recarga/ }), '20');
    await user.type(screen.getByRole('textbox', { name: /^Máximo de recargas/ }), '4');
    await user.tab();
    const proceed = screen.getByRole('button', { name: 'CONTINUAR AL PAGO' });
    await waitFor(() => expect(proceed).toBeEnabled());
    await user.click(proceed);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Recarga automática' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Solo se hace un cargo a la tarjeta cuando se realiza una recarga automática.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('4 por mes')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Pago de la suscripción' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar al carrito' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Volver a la suscripción' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toBeInTheDocument();
  });
});
