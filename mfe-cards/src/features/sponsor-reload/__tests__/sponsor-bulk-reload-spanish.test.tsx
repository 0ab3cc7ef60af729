// The sponsor's bulk reload in Spanish: search, table headers, row status, populate
// bar, the reason SAVE TO CART is disabled, the running total and the blank-amount alert.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { recordAlerts } from '@qcard/kit/test-support/render-remote-page';
import { englishOnPage, switchToSpanish } from '../../../test-support/spanish';

import { BULK_RELOAD_ROWS } from '../../../test-support/fixtures';
import { renderSponsorBulkReload } from '../../../test-support/sponsor-bulk-reload-page';

jest.mock('@qcard/runtime/api/api-client');
const mockedCall = callContract as jest.MockedFunction<typeof callContract>;

const amountOf = (person: string) =>
  screen.getByRole('textbox', { name: new RegExp(`${person}$`.replace(/[()]/g, '\\$&')) });

beforeEach(() => {
  mockedCall.mockReset();
  mockedCall.mockImplementation(async ({ path }) =>
    path === '/recharge/rechargeQCards'
      ? {
          status: 'SUCCESS',
          data: { data: BULK_RELOAD_ROWS, numberOfPages: 1, pageNumber: 1, numberOfRecords: 3 },
        }
      : { status: 'ERROR' },
  );
});

it('the page, its search, headers, row states and the reason SAVE TO CART is disabled, switched in place', async () => {
  renderSponsorBulkReload();
  await screen.findByText('Person 1');
  await switchToSpanish();

  expect(screen.getByRole('heading', { level: 1, name: 'Recargar Q Card' })).toBeInTheDocument();
  expect(
    screen.getByText(/^Recargue las tarjetas Q Card de la empresa de sus empleados\./),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Recargar una tarjeta' })).toHaveAttribute(
    'href',
    '/recharge/individual',
  );
  const search = screen.getByRole('search', { name: 'Buscar empleados para recargar' });
  expect(within(search).getByRole('option', { name: 'ID de empleado' })).toBeInTheDocument();
  expect(within(search).getByRole('option', { name: 'Todos los empleados' })).toBeInTheDocument();

  const table = screen.getByRole('table', { name: 'Empleados para recargar' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  for (const header of [
    'ID de empleado',
    'Nombre',
    'Grupo',
    'Contrato',
    'Número de tarjeta',
    'Estado',
    'Monto de recarga',
  ]) {
    expect(headers.some((h) => h?.includes(header))).toBe(true);
  }
  expect(within(table).getAllByText('Activa')).toHaveLength(2);
  expect(within(table).getByText('Inactiva')).toBeInTheDocument();
  expect(within(table).getByText('No recargable: Card is Blocked')).toBeInTheDocument();

  expect(screen.getByRole('form', { name: 'Completar todas' })).toBeInTheDocument();
  expect(
    screen.getByText('Complete el monto de cada fila activa de esta página.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'COMPLETAR TODAS' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'BORRAR TODAS' })).toBeEnabled();
  expect(screen.getByText('Todavía no ha ingresado ninguna recarga.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'GUARDAR EN EL CARRITO' })).toBeDisabled();
  expect(
    screen.getByText('Para guardar, ingrese un monto de recarga para al menos un empleado activo.'),
  ).toBeInTheDocument();
  expect(englishOnPage()).toEqual([]);
});

it('amounts out of range, the running total and a blank populate-all amount', async () => {
  const user = userEvent.setup();
  const { alerts } = recordAlerts();
  await switchToSpanish();
  renderSponsorBulkReload();
  await screen.findByText('Person 1');

  await user.click(screen.getByRole('button', { name: 'COMPLETAR TODAS' }));
  expect(alerts.map((a) => a.msg)).toContain('Monto de recarga no puede quedar en blanco');

  await user.type(amountOf('Person 1 (E101)'), '250');
  expect(
    await screen.findByText('Para guardar, corrija el monto que está fuera del rango permitido.'),
  ).toBeInTheDocument();
  await user.type(amountOf('Person 2 (E102)'), '300');
  expect(
    await screen.findByText(
      'Para guardar, corrija los 2 montos que están fuera del rango permitido.',
    ),
  ).toBeInTheDocument();
  // Amounts to correct are neither counted nor summed.
  expect(screen.getByText(/^0 recargas · Total /)).toBeInTheDocument();
  await user.clear(amountOf('Person 2 (E102)'));
  await user.clear(amountOf('Person 1 (E101)'));
  await user.type(amountOf('Person 1 (E101)'), '20');
  expect(screen.getByText(/^1 recarga · Total /)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'GUARDAR EN EL CARRITO' })).toBeEnabled();
});
