// Account settings in Spanish: both sections, the change-password form, the
// end-other-sessions confirmation and the alert that says how many sessions ended.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { setToken, setUser } from '@qcard/runtime/session/session-storage';
import { AccountPage } from '../components/account-page';
import { otherSessionsEndedText } from '../store/account-saga';
import { SECOND_PATRON_USER as PAT } from '@qcard/kit/test-support/test-users';
import { loadServerConfig, renderPage } from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
const api = jest.mocked(callContract);

describe('account page in Spanish', () => {
  beforeAll(loadServerConfig);
  beforeEach(async () => {
    api.mockReset();
    api.mockImplementation(
      async ({ path }) =>
        (path === '/user/endOtherSessions'
          ? { status: 'SUCCESS', data: { ended: 1 } }
          : path === '/user/notifications'
            ? {
                status: 'SUCCESS',
                data: {
                  receipts: true,
                  autoloadNotices: true,
                  mailLanguage: null,
                  email: PAT.email,
                  cards: [
                    {
                      cardId: 7,
                      serialNumber: '1000000001',
                      nickname: 'Gym bag',
                      thresholdCents: 500,
                    },
                  ],
                },
              }
            : { status: 'SUCCESS', data: PAT }) as never,
    );
    setToken('tok');
    setUser(PAT);
    await setLanguage('es');
  });

  it('reads in Spanish, the buttons in capitals', async () => {
    const user = userEvent.setup();
    const alerts = jest.fn();
    const off = bus.on('alerts/raised', alerts);
    renderPage(<AccountPage />, { path: '/account' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Configuración de la cuenta' }),
    ).toBeInTheDocument();
    const login = await screen.findByRole('region', { name: 'Datos de inicio de sesión' });
    expect(within(login).getByLabelText('Contraseña oculta')).toBeInTheDocument();
    expect(within(login).getByText('Correo electrónico')).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Datos del perfil' });
    for (const label of [
      'Nombre',
      'Dirección',
      'Ciudad',
      'Estado',
      'Código postal',
      'Número de teléfono',
    ])
      expect(within(profile).getByText(label)).toBeInTheDocument();
    const notifications = await screen.findByRole('region', { name: 'Notificaciones' });
    expect(
      within(notifications).getByRole('checkbox', { name: 'Enviarme un recibo de cada pedido' }),
    ).toBeChecked();
    expect(
      within(notifications).getByRole('checkbox', { name: 'Avisarme sobre Gym bag (1000000001)' }),
    ).toBeChecked();
    expect(
      within(notifications).getByRole('combobox', { name: 'Escribir mis correos en' }),
    ).toHaveValue('');
    expect(within(profile).getByRole('button', { name: 'ACTUALIZAR PERFIL' })).toBeInTheDocument();

    await user.click(within(login).getByRole('button', { name: 'CERRAR OTRAS SESIONES' }));
    const ask = screen.getByRole('alertdialog', { name: 'Cerrar otras sesiones' });
    expect(ask).toHaveTextContent('¿Cerrar todas las demás sesiones de su cuenta?');
    await user.click(within(ask).getByRole('button', { name: 'Cerrarlas' }));
    await waitFor(() =>
      expect(alerts).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'success',
          msg: 'Se cerró 1 otra sesión. Esta sigue abierta.',
        }),
      ),
    );

    await user.click(within(login).getByRole('button', { name: 'CAMBIAR CONTRASEÑA' }));
    const form = screen.getByRole('form', { name: 'Cambiar contraseña' });
    expect(within(form).getByLabelText(/^Contraseña actual/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Nueva contraseña/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Confirmar contraseña/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'VOLVER' })).toBeInTheDocument();
    off();
    // Back to English while the page is still mounted, so React sees the switch inside act.
    await act(() => setLanguage('en'));
  });

  it('says how many sessions ended, in the number the count needs', async () => {
    expect(otherSessionsEndedText(0)).toBe('No había otras sesiones; esta sigue abierta.');
    expect(otherSessionsEndedText(3)).toBe('Se cerraron 3 otras sesiones. Esta sigue abierta.');
    await setLanguage('en');
    expect(otherSessionsEndedText(1)).toBe('1 other session was ended. This one stays signed in.');
  });
});
