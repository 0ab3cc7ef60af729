// The page the server painted (docs/performance.md, "Landing HTML") stays on screen while its
// remote loads, instead of a spinner that would shift everything; it gives way to the live page,
// or to the fallback when the remote cannot load, and is not used in another language.
import { render, screen, waitFor } from '@testing-library/react';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

import { loadRemote } from '@module-federation/enhanced/runtime';
import { MemoryRouter } from '@qcard/runtime/navigation/router';
import { i18n } from '@qcard/runtime/i18n/i18n';
import { RemoteSlot } from '../remote-slot';
import { capturePrerenderedSlot } from '../../painted/public';

const mockedLoadRemote = loadRemote as jest.Mock;
const inRouter = { wrapper: MemoryRouter };

const PAINTED =
  '<section aria-labelledby="t"><h2 id="t">Sign in</h2><form inert=""><label for="u">Username</label><input id="u"></form></section>';

/** The server's page as the shell finds it in #root before its first render. */
function paint(remote: string, route: string, language = 'en') {
  const root = document.createElement('div');
  root.innerHTML = `<div class="shell"><main><div data-prerendered-slot="${remote}" data-route="${route}" data-lang="${language}">${PAINTED}</div></main></div>`;
  capturePrerenderedSlot(root);
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const liveModule = {
  pages: { '/': () => <h1>Live landing</h1>, '/unreg-recharge': () => <h1>Live reload</h1> },
  Root: ({ children }: { children: React.ReactNode }) => <>{children}</>,
  namespace: 'common',
  version: '1.0.0',
};

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => ({
      mfe_auth: '/apps/mfe-auth/1.0.0/mf-manifest.json',
      mfe_cards: '/apps/mfe-cards/1.0.0/mf-manifest.json',
      mfe_sponsor: '/apps/mfe-sponsor/1.0.0/mf-manifest.json',
    }),
  }) as unknown as typeof fetch;
});

it('keeps the painted, inert login panel in place of the spinner until the live page is there', async () => {
  paint('mfe_auth', '/');
  const remote = deferred<unknown>();
  mockedLoadRemote.mockReturnValue(remote.promise);
  const { container } = render(<RemoteSlot remote="mfe_auth" routePath="/" />, inRouter);
  expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(container.querySelector('form')).toHaveAttribute('inert');
  expect(screen.queryByRole('status')).toBeNull();
  // Not yet the remote's area: that mark means the remote itself is here.
  expect(container.querySelector('[data-remote]')).toBeNull();

  remote.resolve(liveModule);
  expect(await screen.findByRole('heading', { name: 'Live landing' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
  expect(container.querySelector('[data-remote="mfe_auth"]')).not.toBeNull();
});

it('gives way to the fallback when the remote cannot load: no dead form is left behind', async () => {
  paint('mfe_cards', '/unreg-recharge');
  mockedLoadRemote.mockRejectedValue(new Error('RUNTIME-003 manifest unreachable'));
  render(<RemoteSlot remote="mfe_cards" routePath="/unreg-recharge" />, inRouter);
  expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  await screen.findByText(/not available right now/, {}, { timeout: 4000 });
  expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
  expect(document.querySelector('form[inert]')).toBeNull();
});

it('shows the spinner, not a page painted in another language or for another route', async () => {
  paint('mfe_sponsor', '/emp_mgmt', 'es');
  expect(i18n.language).toBe('en');
  const remote = deferred<unknown>();
  mockedLoadRemote.mockReturnValue(remote.promise);
  const first = render(<RemoteSlot remote="mfe_sponsor" routePath="/emp_mgmt" />, inRouter);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
  first.unmount();

  paint('mfe_sponsor', '/group_mgmt');
  render(<RemoteSlot remote="mfe_sponsor" routePath="/emp_mgmt" />, inRouter);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  remote.reject(new Error('gone'));
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
});
