// The feedback page in Spanish.
import { act, screen } from '@testing-library/react';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { FeedbackPage } from '../components/feedback-page';
import { loadServerConfig, renderPage } from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
jest.mock('@qcard/runtime/ui/captcha-field', () =>
  require('../../../test-support/captcha-stand-in'),
);

beforeAll(loadServerConfig);

it('reads in Spanish, the buttons in capitals', async () => {
  await setLanguage('es');
  renderPage(<FeedbackPage />, { path: '/user-feedback' });
  expect(screen.getByRole('heading', { level: 1, name: 'Comentarios' })).toBeInTheDocument();
  expect(screen.getByText(/Los campos marcados con \* son obligatorios/)).toBeInTheDocument();
  for (const label of [/^Asunto/, /^Nombre/, /^Correo electrónico/, /^Número de teléfono/])
    expect(screen.getByLabelText(label)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Comentarios/ })).toHaveAttribute('rows', '5');
  expect(screen.getByText('Ingrese un asunto y sus comentarios para enviar.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'VOLVER' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ENVIAR' })).toBeDisabled();
  // Back to English while the page is still mounted, so React sees the switch inside act.
  await act(() => setLanguage('en'));
});
