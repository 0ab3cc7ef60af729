// Employee list, card allocation, employee form and the sponsor gate in Spanish: every
// text of this remote follows the chosen language, its alerts included. Real store and sagas; the
// API client is the only mock.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { employee, onePage } from '../../../test-support/fixtures';
import { renderPage, SPONSOR_USER } from '../../../test-support/render-page';
import remote from '../../../app/remote-routes';
import { EmployeeListPage } from '../components/employee-list-page';
import { CardAllocationPage } from '../components/card-allocation-page';
import { EmployeeDetailPage } from '../components/employee-detail-page';

jest.mock('@qcard/runtime/api/api-client');
const mockedCall = callContract as jest.MockedFunction<typeof callContract>;
jest.setTimeout(15_000);
afterEach(() => mockedCall.mockReset());

describe('in Spanish', () => {
  // Unmount before the shared set-up puts the language back to English (a describe's hooks run
  // first), so no page re-renders outside act().
  afterEach(cleanup);

  it('the employee list: heading, buttons, table, the reason REMOVE waits and the removal alerts', async () => {
    const user = userEvent.setup();
    mockedCall.mockImplementation(async ({ path }) =>
      path === '/employee/search'
        ? onePage([employee(11), employee(12)])
        : path === '/sponsor/digest'
          ? { status: 'ERROR' }
          : {
              status: 'SUCCESS',
              data: [
                {
                  status: 'SUCCESS',
                  msgCode: 'EMPLOYEES_REMOVED',
                  employeeIds: ['Ann Person11 (E11)'],
                },
                {
                  status: 'ERROR',
                  msgCode: 'EMPLOYEES_NOT_FOUND',
                  employeeIds: ['Ann Person12 (E12)'],
                },
              ],
            },
    );
    const { alerts, off } = renderPage('/emp_mgmt', '/emp_mgmt', <EmployeeListPage />);
    await screen.findByRole('link', { name: /^Employee E11/ });
    await act(() => setLanguage('es'));

    expect(
      screen.getByRole('heading', { level: 1, name: 'Administración de empleados' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CREAR NUEVO EMPLEADO' })).toHaveAttribute(
      'href',
      '/card-allocation?from=%2Femp_mgmt',
    );
    expect(screen.getByRole('search', { name: 'Buscar empleados' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Todos los empleados' })).toBeInTheDocument();
    for (const header of [
      'ID de empleado',
      'Nombre',
      'Apellido',
      'Grupo',
      'Número de tarjeta',
      'Contrato',
    ]) {
      expect(
        screen.getByRole('columnheader', { name: new RegExp(`^${header}`) }),
      ).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Empleado E11, Ann Person11' })).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'ELIMINAR EMPLEADOS SELECCIONADOS' });
    expect(remove).toBeDisabled();
    expect(
      screen.getByText('Seleccione uno o más empleados para eliminarlos.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /E11 Ann Person11/ }));
    expect(screen.getByText('1 seleccionado.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /E12 Ann Person12/ }));
    expect(screen.getByText('2 seleccionados.')).toBeInTheDocument();
    await user.click(remove);
    // The dialog is the shared kit's (its texts are the common namespace's).
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: /^(Yes|Sí)$/ }),
    );
    await waitFor(() => expect(alerts).toHaveLength(2));
    expect(alerts.map((a) => a.msg)).toEqual([
      'Empleado(s) Ann Person11 (E11) eliminado(s) correctamente',
      'No se encontró el/los empleado(s) Ann Person12 (E12)',
    ]);
    expect(screen.queryByText('Employee Management')).not.toBeInTheDocument();
    off();
  });

  it('an empty list says how to add an employee', async () => {
    // The weekly digest panel under the list asks for its own setting; here it does not load.
    mockedCall.mockImplementation(async ({ path }) =>
      path === '/sponsor/digest' ? { status: 'ERROR' } : onePage([]),
    );
    await act(() => setLanguage('es'));
    renderPage('/emp_mgmt', '/emp_mgmt', <EmployeeListPage />);
    expect(
      await screen.findByText(
        'Todavía no hay empleados. Use CREAR NUEVO EMPLEADO para agregar uno.',
      ),
    ).toBeInTheDocument();
  });

  it('card allocation: heading, field, buttons and the alert of an empty serial', async () => {
    const user = userEvent.setup();
    await act(() => setLanguage('es'));
    const { alerts, off } = renderPage(
      '/card-allocation?from=%2Femp_mgmt',
      '/card-allocation',
      <CardAllocationPage />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'ASIGNACIÓN DE TARJETA' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Asignación de tarjeta' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Número de serie de la tarjeta/)).toBeInTheDocument();
    expect(
      screen.getByText('El número impreso en el reverso de la tarjeta Q Card.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'VOLVER' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CONTINUAR' }));
    await waitFor(() =>
      expect(alerts).toEqual([
        expect.objectContaining({
          type: 'danger',
          msg: 'Ingrese el número de serie de la tarjeta que desea asignar.',
        }),
      ]),
    );
    expect(mockedCall).not.toHaveBeenCalled();
    off();
  });

  it('the employee form: heading, sections, labels, the reason CREATE waits and the buttons', async () => {
    mockedCall.mockImplementation(async ({ path }) =>
      path === '/group/search' ? onePage([]) : { status: 'ERROR' },
    );
    renderPage(
      '/employee-detail?cardNumber=2000000501',
      '/employee-detail',
      <EmployeeDetailPage />,
      SPONSOR_USER,
    );
    await act(() => setLanguage('es'));
    expect(screen.getByRole('heading', { level: 1, name: 'Crear empleado' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Asignando la tarjeta Q Card 2000000501. Los campos marcados con * son obligatorios.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Crear empleado' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Empleado' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Contacto (opcional)' })).toBeInTheDocument();
    for (const label of [
      'Nombre',
      'Apellido',
      'ID de empleado',
      'Grupo',
      'Número de tarjeta',
      'Contrato',
      'Dirección',
      'Ciudad',
      'Estado',
      'Código postal',
      'Número de teléfono',
      'Correo electrónico',
    ]) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    }
    expect(
      await screen.findByText('Primero cree un grupo (Administración de grupos).'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Ingrese un número de tarjeta para elegir uno de sus contratos.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Complete los campos obligatorios (*) y corrija los resaltados para poder guardar.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CREAR EMPLEADO' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'VOLVER' })).toBeInTheDocument();
  });

  it('an employee that is not there says so, with the way back', async () => {
    mockedCall.mockResolvedValue({
      status: 'ERROR',
      msgCode: '485',
      errorMessage: 'No se encontró el elemento solicitado.',
    });
    await act(() => setLanguage('es'));
    renderPage('/employee-detail?id=9', '/employee-detail', <EmployeeDetailPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Detalles del empleado' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No se encontró este empleado')).toBeInTheDocument();
    expect(screen.getByText('Es posible que el empleado se haya eliminado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a los empleados' })).toBeInTheDocument();
  });

  it('an employee whose load failed on the way says it could not be loaded, with Intentar de nuevo', async () => {
    mockedCall.mockResolvedValue({ status: 'ERROR', msgCode: '475', errorMessage: null });
    await act(() => setLanguage('es'));
    renderPage('/employee-detail?id=9', '/employee-detail', <EmployeeDetailPage />);
    expect(await screen.findByText('No se pudo cargar este empleado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });

  it('tells a patron in Spanish that the page is for sponsor administrators', async () => {
    mockedCall.mockResolvedValue({ status: 'ERROR' });
    await act(() => setLanguage('es'));
    const Page = remote.pages['/emp_mgmt']!;
    renderPage('/emp_mgmt', '/emp_mgmt', <Page />, { ...SPONSOR_USER, sponsor: false });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Administración de empleados' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Esta página es para los administradores del patrocinador'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mis tarjetas' })).toHaveAttribute('href', '/cards');
  });
});
