// The login panel in Spanish: switching the language re-renders in place, so what the
// rider typed stays, and the labels, the button and the reason it is disabled read in Spanish.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { clearSession } from '@qcard/runtime/session/session-storage';
import { LoginPanel } from '../components/login-panel';
import { loadServerConfig, renderPage } from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
jest.mock('@qcard/runtime/ui/captcha-field', () =>
  require('../../../test-support/captcha-stand-in'),
);

describe('login panel in Spanish', () => {
  beforeAll(loadServerConfig);
  beforeEach(clearSession);

  it('keeps the typed username and password through a switch to Spanish, and speaks Spanish', async () => {
    const user = userEvent.setup();
    renderPage(<LoginPanel />);
    await user.type(screen.getByLabelText(/Username/), 'rider@example.com');
    await user.type(screen.getByLabelText('Password'), 'Rider#2026');

    await act(() => setLanguage('es'));

    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Usuario/)).toHaveValue('rider@example.com');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('Rider#2026');
    expect(screen.getByText('La dirección de correo electrónico de su cuenta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled();
    expect(screen.getByText('Marque "No soy un robot" para entrar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Envíenos sus comentarios' })).toHaveAttribute(
      'href',
      '/user-feedback',
    );

    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    await user.clear(screen.getByLabelText(/Usuario/));
    expect(screen.getByText('Ingrese su usuario y contraseña para entrar.')).toBeInTheDocument();

    // And back: nothing typed is lost either way.
    await act(() => setLanguage('en'));
    expect(screen.getByLabelText('Password')).toHaveValue('Rider#2026');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
