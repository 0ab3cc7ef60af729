import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteSlot } from '../remote-slot';

const mockedLoadRemote = loadRemote as jest.Mock;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => ({
      mfe_cards: '/apps/mfe-cards/1.0.0/mf-manifest.json',
      mfe_cart_billing: '/apps/mfe-cart-billing/1.0.0/mf-manifest.json',
    }),
  }) as unknown as typeof fetch;
});

describe('remote slot', () => {
  it('shows a fallback with Retry when the remote cannot load, and recovers on Retry', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('RUNTIME-003 manifest unreachable'));
    render(<RemoteSlot remote="mfe_cards" routePath="/cards" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await screen.findByText(/not available right now/, {}, { timeout: 4000 });

    mockedLoadRemote.mockResolvedValue({
      pages: { '/cards': () => <h1>My Cards</h1> },
      Root: ({ children }: { children: React.ReactNode }) => <>{children}</>,
      version: '1.0.0',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'My Cards' })).toBeInTheDocument();
  });

  it('keeps a render error inside the remote area', async () => {
    mockedLoadRemote.mockResolvedValue({
      pages: {
        '/order': () => {
          throw new Error('boom');
        },
      },
      Root: ({ children }: { children: React.ReactNode }) => <>{children}</>,
      version: '1.0.0',
    });
    render(
      <div>
        <p>Menu still here</p>
        <RemoteSlot remote="mfe_cart_billing" routePath="/order" />
      </div>,
    );
    await waitFor(() => expect(screen.getByText(/not available right now/)).toBeInTheDocument());
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_cart_billing/routes');
    expect(screen.getByText('Menu still here')).toBeInTheDocument();
  });
});
