import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

import { loadRemote } from '@module-federation/enhanced/runtime';
import { MemoryRouter } from '@qcard/runtime/navigation/router';
import { RemoteFallback } from '../remote-error-boundary';
import { clearSession, setToken, setUser } from '@qcard/runtime/session/session-storage';
import type { SessionUser } from '@qcard/contracts/domain';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { REMOTE_SLOW_MS, RemoteSlot } from '../remote-slot';
import remoteErrorPlugin from '../remote-error-plugin';

const mockedLoadRemote = loadRemote as jest.Mock;
const inRouter = { wrapper: MemoryRouter };

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => ({
      mfe_cards: '/apps/mfe-cards/1.0.0/mf-manifest.json',
      mfe_cart_billing: '/apps/mfe-cart-billing/1.0.0/mf-manifest.json',
      mfe_subscriptions: '/apps/mfe-subscriptions/1.0.0/mf-manifest.json',
      mfe_sponsor: '/apps/mfe-sponsor/1.0.0/mf-manifest.json',
    }),
  }) as unknown as typeof fetch;
});

describe('remote slot', () => {
  it('shows a fallback with Retry when the remote cannot load, and recovers on Retry', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('RUNTIME-003 manifest unreachable'));
    const { container } = render(<RemoteSlot remote="mfe_cards" routePath="/cards" />, inRouter);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await screen.findByText(/not available right now/, {}, { timeout: 4000 });

    mockedLoadRemote.mockResolvedValue({
      pages: { '/cards': () => <h1>My Cards</h1> },
      Root: ({ children }: { children: React.ReactNode }) => <>{children}</>,
      namespace: 'cards',
      version: '1.0.0',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // The remote's own page (the skeleton shows the shell's copy of its header while it loads).
    await waitFor(() =>
      expect(container.querySelector('[data-remote="mfe_cards"] h1')).toHaveTextContent('My Cards'),
    );
  });

  it("shows the remote's fallback when its texts cannot be fetched, as when its code cannot", async () => {
    const { registerNamespace } = await import('@qcard/runtime/i18n/i18n');
    registerNamespace('unreachable-texts', {
      en: () => Promise.reject(new Error('ChunkLoadError: locale-en-unreachable-texts')),
      es: () => Promise.reject(new Error('ChunkLoadError: locale-es-unreachable-texts')),
    });
    mockedLoadRemote.mockResolvedValue({
      pages: { '/cards': () => <h1>My Cards</h1> },
      Root: ({ children }: { children: React.ReactNode }) => <>{children}</>,
      namespace: 'unreachable-texts',
      version: '1.0.0',
    });
    render(<RemoteSlot remote="mfe_subscriptions" routePath="/cards" />, inRouter);
    await screen.findByText(/not available right now/, {}, { timeout: 4000 });
    expect(screen.queryByRole('heading', { name: 'My Cards' })).toBeNull();
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('texts (unreachable-texts) could not be loaded'),
    );
  });

  it('keeps a render error inside the remote area', async () => {
    mockedLoadRemote.mockResolvedValue({
      pages: {
        '/order': () => {
          throw new Error('boom');
        },
      },
      Root: ({ children }: { children: React.ReactNode }) => <>{children}</>,
      namespace: 'cards',
      version: '1.0.0',
    });
    render(
      <div>
        <p>Menu still here</p>
        <RemoteSlot remote="mfe_cart_billing" routePath="/order" />
      </div>,
      inRouter,
    );
    await waitFor(() => expect(screen.getByText(/not available right now/)).toBeInTheDocument());
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_cart_billing/routes');
    expect(screen.getByText('Menu still here')).toBeInTheDocument();
  });

  it('shows the fallback when a remote neither loads nor fails in time, and names the cause', async () => {
    jest.useFakeTimers();
    try {
      mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
      render(<RemoteSlot remote="mfe_sponsor" routePath="/emp_mgmt" />, inRouter);
      expect(screen.getByRole('status')).toHaveTextContent('Loading');
      await act(async () => {
        jest.advanceTimersByTime(REMOTE_SLOW_MS + 10);
      });
      const fallback = screen.getByRole('alert');
      expect(fallback).toHaveAttribute('data-remote-fallback', 'mfe_sponsor');
      expect(fallback).toHaveAttribute('data-remote-error', 'timeout: still loading');
    } finally {
      jest.useRealTimers();
    }
  });

  it('the error plugin reports which remote failed and why, and the fallback carries it', async () => {
    const plugin = remoteErrorPlugin();
    mockedLoadRemote.mockImplementation(async () => {
      const error = new Error('Failed to get manifest. #RUNTIME-003');
      plugin.errorLoadRemote?.({
        id: 'mfe_subscriptions/routes',
        error,
        lifecycle: 'afterResolve',
        from: 'runtime',
        origin: {},
      } as never);
      throw error;
    });
    render(<RemoteSlot remote="mfe_subscriptions" routePath="/single-subscribe" />, inRouter);
    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveAttribute(
      'data-remote-error',
      'afterResolve: Failed to get manifest. #RUNTIME-003',
    );
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('remote mfe_subscriptions could not be loaded (afterResolve)'),
    );
  });

  it('offers a visitor (no menu) the public pages of other remotes; a signed-in rider gets the menu text', () => {
    clearSession();
    const { unmount } = render(
      <RemoteFallback remote="mfe_auth" onRetry={() => undefined} />,
      inRouter,
    );
    expect(
      screen.getByRole('link', { name: 'Reload a card by its serial number' }),
    ).toHaveAttribute('href', '/unreg-recharge');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    unmount();

    setToken('t');
    setUser({
      id: 1,
      email: 'rider@example.com',
      firstName: 'Riley',
      lastName: 'Rider',
    } as SessionUser);
    render(<RemoteFallback remote="mfe_cards" onRetry={() => undefined} />, inRouter);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(/use the menu to go elsewhere/)).toBeInTheDocument();
    clearSession();
  });

  it('speaks the chosen language', async () => {
    clearSession();
    await setLanguage('es');
    render(<RemoteFallback remote="mfe_sponsor" onRetry={() => undefined} />, inRouter);
    expect(
      screen.getByRole('heading', {
        name: 'Esta parte del portal no está disponible en este momento',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Recargar una tarjeta con su número de serie' }),
    ).toBeInTheDocument();
  });
});
