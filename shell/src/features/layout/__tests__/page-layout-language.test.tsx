// The shell in Spanish: the footer's selector switches the header, the menu, the
// footer and the page title in place, and a signed-in rider's choice is saved.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@qcard/runtime/navigation/router';
import { callContract } from '@qcard/runtime/api/api-client';
import { ROUTES } from '@qcard/contracts/routes';
import { i18n, setLanguage } from '@qcard/runtime/i18n/i18n';
import { clearSession, setToken, setUser } from '@qcard/runtime/session/session-storage';
import { createShellStore } from '../../../store/shell-store';
import { cartActions } from '../../cart/public';
import { PageLayout } from '../page-layout';
import { pageNameKey } from '../page-title';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';

jest.mock('@qcard/runtime/api/api-client');
jest.mock('@qcard/runtime/config/config-store', () => ({
  ...jest.requireActual('@qcard/runtime/config/config-store'),
  loadConfig: jest.fn(async () => ({})),
  loadConfigPart: jest.fn(async () => []),
}));
const api = jest.mocked(callContract);

function mount(path = '/cards') {
  const store = createShellStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <PageLayout>
          <p>page</p>
        </PageLayout>
      </MemoryRouter>
    </Provider>,
  );
  act(() => {
    store.dispatch(cartActions.countChanged(2));
  });
}

beforeEach(() => {
  api.mockImplementation(
    async ({ path }) =>
      (path === '/user/language'
        ? { status: 'SUCCESS', data: { language: 'es' } }
        : { status: 'SUCCESS', data: null }) as never,
  );
  setToken('tok');
  setUser(PATRON_USER);
});
/** Back to English while the page is still mounted, so React sees the switch inside act. */
async function backToEnglish() {
  await act(() => setLanguage('en'));
}
afterEach(() => {
  clearSession();
  window.localStorage.clear();
  api.mockReset();
});

describe('the shell in Spanish', () => {
  it("switches header, menu, footer and title from the footer, and saves the signed-in rider's choice", async () => {
    mount();
    expect(document.title).toBe('Q Card | Regional Transit Authority | My Cards');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');

    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.firstChild?.textContent),
    ).toEqual([
      'Mis tarjetas',
      'Recargar Q Card',
      'Suscripción',
      'Carrito',
      'Historial de pedidos',
      'Configuración de la cuenta',
    ]);
    expect(within(menu).getByLabelText('2 artículos')).toHaveTextContent('2');
    expect(within(menu).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(within(menu).getByText('Bienvenido')).toBeInTheDocument();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Pie de página' })).toBeInTheDocument();
    expect(
      within(footer).getByRole('link', { name: 'Política de privacidad' }),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Enviar comentarios' })).toBeInTheDocument();
    expect(within(footer).getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(footer).toHaveTextContent('Versión');
    expect(footer).toHaveTextContent('Autoridad Regional de Tránsito');

    expect(document.title).toBe('Q Card | Autoridad Regional de Tránsito | Mis tarjetas');
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        expect.objectContaining({ path: '/user/language' }),
        { language: 'es' },
        { ignoreSessionErrors: true },
      ),
    );
    await backToEnglish();
  });

  it('names a page nobody owns as not found, in the chosen language', async () => {
    clearSession();
    await act(() => setLanguage('es'));
    mount('/no-such-page');
    expect(document.title).toBe('Q Card | Autoridad Regional de Tránsito | Página no encontrada');
    expect(api).not.toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/language' }),
      expect.anything(),
      expect.anything(),
    );
    await backToEnglish();
  });
});

describe('page titles', () => {
  it('every route has its page name in both languages, the English one as routes.ts says', () => {
    for (const route of ROUTES) {
      const key = pageNameKey(route);
      expect(i18n.getResource('en', 'shell', key)).toBe(route.title);
      expect(i18n.getResource('es', 'shell', key)).toEqual(expect.any(String));
    }
  });
});
