// What employees and groups share, in Spanish: the removal, saved and failure alerts
// written by this app when the server's messages lack them, and the REMOVE SELECTED bar's reasons.
import { act, cleanup, render, screen } from '@testing-library/react';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { removalText, saveFailedText } from '../removal-alerts';
import { RemoveSelectedBar } from '../components/remove-selected-bar';

describe('in Spanish', () => {
  // Unmount before the shared set-up puts the language back to English.
  afterEach(cleanup);

  it('the removal alerts name the records in Spanish; an employee kept says why', async () => {
    await act(() => setLanguage('es'));
    expect(
      removalText({
        status: 'SUCCESS',
        msgCode: 'GROUPS_REMOVED',
        names: ['Night Crew', 'Day Crew'],
      }),
    ).toBe('Grupo(s) Night Crew, Day Crew eliminado(s) correctamente');
    expect(removalText({ status: 'ERROR', msgCode: 'GROUPS_NOT_FOUND', names: ['Old'] })).toBe(
      'No se encontró el/los grupo(s) Old',
    );
    expect(
      removalText({
        status: 'ERROR',
        msgCode: 'EMPLOYEES_NOT_REMOVED',
        names: ['Ann (E1)'],
        reason: 'Una suscripción activa debe cancelarse primero',
      }),
    ).toBe(
      'No se pudo eliminar el/los empleado(s) Ann (E1): Una suscripción activa debe cancelarse primero.',
    );
    expect(saveFailedText()).toBe('Ocurrió un error inesperado');
  });

  it('the texts follow the language in use when they are raised', async () => {
    expect(
      removalText({ status: 'SUCCESS', msgCode: 'EMPLOYEES_REMOVED', names: ['Ann (E1)'] }),
    ).toBe('Employee(s) Ann (E1) removed successfully');
    await act(() => setLanguage('es'));
    expect(
      removalText({ status: 'SUCCESS', msgCode: 'EMPLOYEES_REMOVED', names: ['Ann (E1)'] }),
    ).toBe('Empleado(s) Ann (E1) eliminado(s) correctamente');
  });

  it('the REMOVE SELECTED bar says how many are ticked and when it is removing', async () => {
    await act(() => setLanguage('es'));
    const bar = (selected: string[], removing: boolean) => (
      <RemoveSelectedBar
        label="ELIMINAR"
        selectHint="Seleccione algo."
        selection={{ selected, onRemove: () => undefined }}
        removing={removing}
        reasonId="r"
      />
    );
    const { rerender } = render(bar(['1'], false));
    expect(screen.getByText('1 seleccionado.')).toBeInTheDocument();
    rerender(bar(['1', '2', '3'], false));
    expect(screen.getByText('3 seleccionados.')).toBeInTheDocument();
    rerender(bar(['1'], true));
    expect(screen.getByText('Eliminando…')).toBeInTheDocument();
  });
});
