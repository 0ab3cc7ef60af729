// The sponsor's employee subscription screen in Spanish: switching to Español
// re-renders it in place, with the search, apply-to-all, table, reasons, alert and dialogs in Spanish.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { SponsorSubscriptionsPage } from '../components/sponsor-subscriptions-page';
import {
  describeInSpanish,
  renderPage,
  setTestConfig,
  SPONSOR_SUBSCRIPTION_ROWS,
} from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
jest.setTimeout(20_000);
const api = callContract as jest.MockedFunction<typeof callContract>;

beforeEach(() => {
  api.mockReset();
  api.mockImplementation((({ path }: { path: string }) => {
    if (path === '/rssubscription/search')
      return Promise.resolve({
        status: 'SUCCESS',
        data: {
          data: SPONSOR_SUBSCRIPTION_ROWS,
          numberOfPages: 1,
          pageNumber: 1,
          numberOfRecords: 3,
        },
      });
    if (path === '/rssubscription/delete')
      return Promise.resolve({ status: 'SUCCESS', data: { cartCount: 1 } });
    return Promise.resolve({ status: 'ERROR', msgCode: '404' });
  }) as never);
  setTestConfig();
});

const open = () =>
  renderPage('/subscribe/:actionType', <SponsorSubscriptionsPage />, '/subscribe/default');

describeInSpanish('employee subscriptions in Spanish', () => {
  test('the page switches to Spanish in place: title, search, apply-to-all, table and buttons', async () => {
    open();
    await screen.findByText('Person 2');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Subscription Management' }),
    ).toBeInTheDocument();
    await act(() => setLanguage('es'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Administración de suscripciones' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Recargas automáticas de las tarjetas Q Card de sus empleados\./),
    ).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'Buscar empleados' });
    const options = within(search)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(
      expect.arrayContaining([
        'Todos los empleados',
        'ID de empleado',
        'Nombre',
        'Grupo',
        'Contrato',
        'Número de tarjeta',
      ]),
    );

    const apply = screen.getByRole('form', { name: 'Aplicar a todas las filas activas' });
    expect(within(apply).getByRole('textbox', { name: 'Monto de recarga' })).toBeInTheDocument();
    expect(within(apply).getByRole('textbox', { name: 'Máximo por mes' })).toBeInTheDocument();
    expect(within(apply).getByRole('textbox', { name: 'Saldo mínimo' })).toBeInTheDocument();
    expect(
      within(apply).getByRole('button', { name: 'Ayuda sobre Monto de recarga' }),
    ).toBeInTheDocument();
    expect(within(apply).getByRole('button', { name: 'APLICAR A TODOS' })).toBeInTheDocument();

    for (const h of [
      'Empleado',
      'Grupo',
      'Tarjeta / Contrato',
      'Estado',
      'Monto de recarga',
      'Saldo mínimo',
      'Máx. / mes',
      'Eliminar',
    ]) {
      expect(
        screen.getByRole('columnheader', { name: new RegExp(h.replace('.', '\\.')) }),
      ).toBeInTheDocument();
    }
    expect(screen.getAllByText('Activa')).toHaveLength(2);
    expect(screen.getByText('Inactiva')).toBeInTheDocument();
    expect(screen.getAllByText('Sin suscripción')).toHaveLength(2);
    expect(
      screen.getByRole('link', { name: 'Agregar suscripción para Person 2' }),
    ).toHaveTextContent('Agregar suscripción');
    expect(
      screen.getByRole('button', { name: 'Eliminar la suscripción de Person 1' }),
    ).toHaveTextContent('Eliminar');
    expect(screen.getByRole('button', { name: 'QUITAR SELECCIONADOS' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'GUARDAR EN EL CARRITO' })).toBeDisabled();
    expect(
      screen.getByText(
        'Cambie un monto de recarga, un saldo mínimo o un máximo por mes para guardar.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Seleccione los empleados con suscripción que desea quitar.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText(/SAVE TO CART|REMOVE SELECTED|No subscription|Add subscription/),
    ).not.toBeInTheDocument();
  });

  test('apply to all raises its alert in Spanish, and the save reasons count rows in Spanish', async () => {
    const user = userEvent.setup();
    await act(() => setLanguage('es'));
    const { alerts } = open();
    await screen.findByText('Person 2');
    await user.type(screen.getByRole('textbox', { name: 'Monto de recarga' }), '25');
    await user.type(screen.getByRole('textbox', { name: 'Máximo por mes' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Saldo mínimo' }), '7');
    await user.click(screen.getByRole('button', { name: 'APLICAR A TODOS' }));
    expect(alerts.map((a) => a.msg)).toContain(
      'Se aplicó a todos los empleados activos de esta página. Revise las filas y luego haga clic en GUARDAR EN EL CARRITO.',
    );
    await waitFor(() =>
      expect(screen.getByText('2 cambios listos para guardar.')).toBeInTheDocument(),
    );

    const max = screen.getByRole('textbox', { name: /^Máx\. \/ mes .*Person 2/ });
    await user.clear(max);
    await user.type(max, '11');
    expect(screen.getByText('Primero corrija 1 fila marcada en rojo.')).toBeInTheDocument();
  });

  test('REMOVE SELECTED asks and confirms in Spanish', async () => {
    const user = userEvent.setup();
    await act(() => setLanguage('es'));
    open();
    await user.click(await screen.findByRole('checkbox', { name: /Person 1 \(E1\)/ }));
    expect(screen.getByText('1 suscripción seleccionada.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'QUITAR SELECCIONADOS' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByText('Cancelar suscripciones')).toBeInTheDocument();
    expect(
      within(confirm).getByText(
        '¿Desea cancelar la recarga automática de Person 1? La cancelación se agrega al carrito.',
      ),
    ).toBeInTheDocument();
    const buttons = within(confirm).getAllByRole('button');
    // The dialog's forward choice (Yes) comes last.
    await user.click(buttons[buttons.length - 1] as HTMLElement);
    const done = await screen.findByRole('dialog', { name: 'Cancelaciones agregadas al carrito' });
    expect(
      within(done).getByText('Las cancelaciones de suscripción se agregaron al carrito.'),
    ).toBeInTheDocument();
  });
});
