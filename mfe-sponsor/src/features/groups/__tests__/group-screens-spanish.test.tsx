// Group list and group form in Spanish: the remote's texts and its alerts follow the
// chosen language. Real store and sagas; the API client is the only mock.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { fakeApi } from '@qcard/kit/test-support/fake-api';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { GROUPS } from '../../../test-support/fixtures';
import { renderPage } from '../../../test-support/render-page';
import { GroupListPage } from '../components/group-list-page';
import { GroupDetailPage } from '../components/group-detail-page';

jest.mock('@qcard/runtime/api/api-client');
const mockedCall = callContract as jest.MockedFunction<typeof callContract>;
jest.setTimeout(15_000);
afterEach(() => mockedCall.mockReset());

describe('in Spanish', () => {
  // Unmount before the shared set-up puts the language back to English (a describe's hooks run
  // first), so no page re-renders outside act().
  afterEach(cleanup);

  it('the group list: heading, buttons, table, and the removal alerts', async () => {
    const user = userEvent.setup();
    fakeApi(callContract)
      .answer('/group/search', {
        status: 'SUCCESS',
        data: { data: GROUPS, numberOfPages: 1, pageNumber: 1, numberOfRecords: 2 },
      })
      .answer('/group/remove', {
        status: 'SUCCESS',
        data: [
          { status: 'SUCCESS', msgCode: 'GROUPS_REMOVED', groupNames: ['Night Crew'] },
          {
            status: 'ERROR',
            msgCode: 'GROUPS_NOT_REMOVED',
            groupNames: ['Operations'],
            reason: 'Employees are assigned to them',
          },
        ],
      });
    const { alerts, off } = renderPage('/group_mgmt', '/group_mgmt', <GroupListPage />);
    await screen.findByRole('link', { name: 'Operations' });
    await act(() => setLanguage('es'));

    expect(
      screen.getByRole('heading', { level: 1, name: 'Administración de grupos' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Los grupos organizan a sus empleados. Un grupo que todavía tiene empleados no se puede eliminar.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CREAR NUEVO GRUPO' })).toHaveAttribute(
      'href',
      '/group-detail?from=%2Fgroup_mgmt',
    );
    expect(screen.getByLabelText('Buscar grupos')).toBeInTheDocument();
    for (const header of ['Nombre del grupo', 'Detalles del grupo', 'Empleados']) {
      expect(
        screen.getByRole('columnheader', { name: new RegExp(`^${header}`) }),
      ).toBeInTheDocument();
    }
    const remove = screen.getByRole('button', { name: 'ELIMINAR GRUPO SELECCIONADO' });
    expect(remove).toBeDisabled();
    expect(screen.getByText('Seleccione uno o más grupos para eliminarlos.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Night Crew/ }));
    await user.click(screen.getByRole('checkbox', { name: /Operations/ }));
    await user.click(remove);
    // The dialog is the shared kit's (its texts are the common namespace's).
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: /^(Yes|Sí)$/ }),
    );
    await waitFor(() => expect(alerts).toHaveLength(2));
    expect(alerts.map((a) => a.msg)).toEqual([
      'Grupo(s) Night Crew eliminado(s) correctamente',
      'No se pudo eliminar el/los grupo(s) Operations porque tienen empleados asignados',
    ]);
    expect(screen.queryByText('Group Management')).not.toBeInTheDocument();
    off();
  });

  it('an empty list says how to add a group', async () => {
    mockedCall.mockResolvedValue({
      status: 'SUCCESS',
      data: { data: [], numberOfPages: 0, pageNumber: 1, numberOfRecords: 0 },
    });
    await act(() => setLanguage('es'));
    renderPage('/group_mgmt', '/group_mgmt', <GroupListPage />);
    expect(await screen.findByText('Todavía no hay grupos')).toBeInTheDocument();
    expect(screen.getByText(/^Use CREAR NUEVO GRUPO para agregar uno/)).toBeInTheDocument();
  });

  it('the group form: heading, labels, the reason CREATE waits, and the saved alert', async () => {
    const user = userEvent.setup();
    mockedCall.mockResolvedValue({
      status: 'SUCCESS',
      msgCode: 'SAVED',
      data: { id: 9, groupname: 'Riders', groupdetails: '', employeeCount: 0 },
    });
    await act(() => setLanguage('es'));
    const { alerts, off } = renderPage(
      '/group-detail?from=%2Fgroup_mgmt',
      '/group-detail',
      <GroupDetailPage />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Crear grupo' })).toBeInTheDocument();
    expect(screen.getByText('Los campos marcados con * son obligatorios.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Crear grupo' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Detalles del grupo/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'VOLVER' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'CREAR GRUPO' });
    expect(save).toBeDisabled();
    expect(screen.getByText('Ingrese un nombre de grupo para poder guardar.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nombre del grupo/), 'Riders');
    await user.click(save);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/group_mgmt$/));
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'success',
        msg: 'Se creó o actualizó correctamente',
        target: '/group_mgmt',
      }),
    ]);
    off();
  });

  it('a group that no longer exists says so, with the way back', async () => {
    mockedCall.mockResolvedValue({
      status: 'ERROR',
      msgCode: '485',
      errorMessage: 'No se encontró el elemento solicitado.',
    });
    await act(() => setLanguage('es'));
    renderPage('/group-detail?id=9&from=%2Fgroup_mgmt', '/group-detail', <GroupDetailPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Actualizar grupo' })).toBeInTheDocument();
    expect(screen.getByText('Cargando el grupo')).toBeInTheDocument();
    expect(await screen.findByText('No se encontró este grupo')).toBeInTheDocument();
    expect(screen.getByText('Es posible que se haya eliminado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a los grupos' })).toBeInTheDocument();
  });

  it('a group whose load failed on the way says it could not be loaded, with Intentar de nuevo', async () => {
    mockedCall.mockResolvedValue({ status: 'ERROR', msgCode: '475', errorMessage: null });
    await act(() => setLanguage('es'));
    renderPage('/group-detail?id=9&from=%2Fgroup_mgmt', '/group-detail', <GroupDetailPage />);
    expect(await screen.findByText('No se pudo cargar este grupo')).toBeInTheDocument();
    expect(screen.getByText('Revise su conexión e intente de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a los grupos' })).toBeInTheDocument();
  });
});
