// The idle warning in the page's language: it switches in place while open.
import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createStore } from 'redux';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { IdleWarningDialog } from '../idle-warning-dialog';
import { hideIdleWarning, showIdleWarning } from '../idle-warning-state';

afterEach(() => {
  act(() => hideIdleWarning());
});

it('shows the idle warning in Spanish, with the minutes in the right number', async () => {
  render(
    <Provider store={createStore(() => ({}))}>
      <IdleWarningDialog />
    </Provider>,
  );
  act(() => showIdleWarning(2));
  expect(screen.getByRole('alertdialog', { name: 'Warning: Session Expiry' })).toHaveTextContent(
    'Your session will expire in 2 minutes.',
  );
  await act(() => setLanguage('es'));
  const dialog = screen.getByRole('alertdialog', {
    name: 'Advertencia: su sesión está por vencer',
  });
  expect(dialog).toHaveTextContent('Su sesión vencerá en 2 minutos. Confirme si desea continuar.');
  expect(within(dialog).getByRole('button', { name: 'Sí' })).toHaveFocus();
  expect(within(dialog).getByRole('button', { name: 'No' })).toBeInTheDocument();
  act(() => showIdleWarning(1));
  expect(screen.getByRole('alertdialog')).toHaveTextContent('Su sesión vencerá en 1 minuto.');
  // Back to English while the dialog is still mounted, so React sees the switch inside act.
  await act(() => setLanguage('en'));
});
