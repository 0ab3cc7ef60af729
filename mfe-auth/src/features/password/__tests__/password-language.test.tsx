// The password pages in Spanish: forgot password, the reset link sent, and the new
// password form read in Spanish, the buttons the spec writes in capitals still in capitals.
import { act, screen } from '@testing-library/react';
import { callContract } from '@qcard/runtime/api/api-client';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { ForgotPasswordPage } from '../components/forgot-password-page';
import { ResetLinkPage } from '../components/reset-link-page';
import { ResetPasswordPage } from '../components/reset-password-page';
import { storeResetEmail } from '../store/reset-email';
import { loadServerConfig, renderPage } from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
jest.mock('@qcard/runtime/ui/captcha-field', () =>
  require('../../../test-support/captcha-stand-in'),
);
const api = jest.mocked(callContract);

describe('password pages in Spanish', () => {
  beforeAll(loadServerConfig);
  beforeEach(async () => {
    api.mockReset();
    storeResetEmail(null);
    await setLanguage('es');
  });
  // Back to English while the page is still mounted, so React sees the switch inside act.
  const backToEnglish = () => act(() => setLanguage('en'));

  it('forgot password', async () => {
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Olvidé mi contraseña' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Le enviaremos un enlace para elegir una nueva contraseña/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('form', { name: 'Solicitar un enlace de contraseña' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Correo electrónico/)).toBeInTheDocument();
    expect(
      screen.getByText('Ingrese el correo electrónico de su cuenta para solicitar el enlace.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VOLVER' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'SOLICITAR ENLACE' })).toBeDisabled();
    await backToEnglish();
  });

  it('the reset link sent, with the address in bold', async () => {
    storeResetEmail('patron2@example.com');
    renderPage(<ResetLinkPage />, { path: '/reset-link' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Revise su correo electrónico' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('reset-link-sent')).toHaveTextContent(
      'Si existe una cuenta con patron2@example.com, le enviamos un enlace para elegir una nueva contraseña. El enlace es válido por 60 minutos.',
    );
    expect(screen.getByText('patron2@example.com').tagName).toBe('STRONG');
    expect(
      screen.getByText('Marque "No soy un robot" para reenviar el enlace.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar' })).toBeDisabled();
    await backToEnglish();
    expect(screen.getByTestId('reset-link-sent')).toHaveTextContent(
      'If an account exists for patron2@example.com, we have sent it a link to choose a new password. The link is valid for 60 minutes.',
    );
  });

  it('no reset link requested yet', async () => {
    renderPage(<ResetLinkPage />, { path: '/reset-link' });
    expect(screen.getByText('Todavía no ha solicitado un enlace')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar un enlace de contraseña' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await backToEnglish();
  });

  it('the new password form', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: { valid: true } });
    renderPage(<ResetPasswordPage />, {
      path: '/reset-password',
      at: '/reset-password?token=good',
    });
    expect(await screen.findByRole('button', { name: 'CAMBIAR CONTRASEÑA' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Restablecer contraseña' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Elija una nueva contraseña para su cuenta.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nueva contraseña/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirmar contraseña/)).toBeInTheDocument();
    expect(screen.getByText(/De 8 a 15 caracteres/)).toBeInTheDocument();
    await backToEnglish();
  });
});
