// The landing page in Spanish: title, introduction, the reload without an account and
// the common questions switch in place.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@qcard/runtime/navigation/router';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { LandingPage } from '../components/landing-page';

it('reads in Spanish after the switch', async () => {
  render(
    <MemoryRouter>
      <LandingPage loginPanel={<p>login</p>} />
    </MemoryRouter>,
  );
  expect(
    screen.getByRole('heading', { level: 1, name: 'Reload your Q Card online' }),
  ).toBeInTheDocument();
  await act(() => setLanguage('es'));

  expect(
    screen.getByRole('heading', { level: 1, name: 'Recargue su Q Card en línea' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/Inicie sesión para recargar sus tarjetas/)).toBeInTheDocument();
  expect(
    screen.getByRole('heading', { name: 'Recargar una tarjeta sin cuenta' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Recargar por número de serie' })).toHaveAttribute(
    'href',
    '/unreg-recharge',
  );
  expect(screen.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeInTheDocument();
  await userEvent.click(screen.getByText('¿Cuándo estará el saldo en mi tarjeta?'));
  expect(screen.getByText(/entre 24 y 48 horas/)).toBeVisible();

  // Back to English while the page is still mounted, so React sees the switch inside act.
  await act(() => setLanguage('en'));
});
