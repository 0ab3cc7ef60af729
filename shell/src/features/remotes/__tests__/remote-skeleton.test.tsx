// A signed-in page while its remote loads: its own header at once, "Loading…" for screen readers,
// the page's first data and code started before the page renders; in English and Spanish.
import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

import { loadRemote } from '@module-federation/enhanced/runtime';
import { MemoryRouter } from '@qcard/runtime/navigation/router';
import { clearSession, setToken, setUser } from '@qcard/runtime/session/session-storage';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { PATRON_USER, SPONSOR_USER } from '@qcard/kit/test-support/test-users';
import { act } from 'react';
import { Provider } from 'react-redux';
import { initialCartMode } from '@qcard/contracts/cart-mode';
import { createPrerenderStore } from '../../../store/shell-store';
import { cartActions } from '../../cart/public';
import { RemoteSlot } from '../remote-slot';

const mockedLoadRemote = loadRemote as jest.Mock;
const root = path.resolve(__dirname, '../../../../..');
const texts = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, string>;

function signIn(user: typeof PATRON_USER) {
  setToken('t');
  setUser(user);
}

beforeEach(() => {
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    // Every remote a test here opens, so none of them fails to load after its test has ended.
    json: async () =>
      Object.fromEntries(
        ['mfe-cards', 'mfe-cart-billing', 'mfe-subscriptions', 'mfe-sponsor'].map((app) => [
          app.replace(/-/g, '_'),
          `/apps/${app}/1.0.0/mf-manifest.json`,
        ]),
      ),
  }) as unknown as typeof fetch;
  signIn(PATRON_USER);
});

afterEach(async () => {
  clearSession();
  await setLanguage('en');
});

describe('a signed-in page while its remote loads', () => {
  it("shows the page's header and a busy region that says Loading", async () => {
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    const { container } = render(<RemoteSlot remote="mfe_cards" routePath="/cards" />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My Cards' })).toBeInTheDocument();
    expect(
      screen.getByText('Balances may take 24 to 48 hours to show value added online.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelector('[aria-busy="true"]')).toContainElement(
      screen.getByRole('status'),
    );
  });

  it('a header without a time zone makes no date formatter (the first costs a phone some 100 ms)', () => {
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    const formatters = jest.spyOn(Intl, 'DateTimeFormat');
    render(<RemoteSlot remote="mfe_cards" routePath="/cards" />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'My Cards' })).toBeInTheDocument();
    expect(formatters).not.toHaveBeenCalled();
    formatters.mockRestore();
  });

  it('Order History names the time zone as the page does', () => {
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    render(<RemoteSlot remote="mfe_cart_billing" routePath="/order" />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'Order History' })).toBeInTheDocument();
    expect(screen.getByText('Order dates are shown in Eastern Time.')).toBeInTheDocument();
  });

  it('says it in Spanish', async () => {
    await setLanguage('es');
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    render(<RemoteSlot remote="mfe_sponsor" routePath="/emp_mgmt" />, { wrapper: MemoryRouter });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Administración de empleados' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });

  it("a sponsor sees the sponsor's subscription page header", () => {
    signIn(SPONSOR_USER);
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    render(<RemoteSlot remote="mfe_subscriptions" routePath="/subscribe/:actionType" />, {
      wrapper: MemoryRouter,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Subscription Management' }),
    ).toBeInTheDocument();
  });

  it('a page the shell has no header for shows only the loading status', () => {
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    render(<RemoteSlot remote="mfe_cards" routePath="/contract-detail" />, {
      wrapper: MemoryRouter,
    });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('starts the page (code and first call) with the route as soon as the routes module is there, before the page renders', async () => {
    const order: string[] = [];
    const prepare = jest.fn((routePath: string) => order.push(`prepare ${routePath}`));
    const Page = () => {
      order.push('page rendered');
      return <h1>My Cards</h1>;
    };
    mockedLoadRemote.mockResolvedValue({
      pages: { '/cards': Page },
      Root: ({ children }: { children: React.ReactNode }) => <>{children}</>,
      prepare,
      namespace: 'cards',
      version: '1.0.0',
    });
    render(
      <MemoryRouter initialEntries={['/cards?from=menu']}>
        <RemoteSlot remote="mfe_cards" routePath="/cards" />
      </MemoryRouter>,
    );
    // The remote's texts load first; a loaded machine takes more than findBy's one second.
    await screen.findByText('My Cards', { selector: '[data-remote] h1' }, { timeout: 10_000 });
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(prepare).toHaveBeenCalledWith('/cards', { pathname: '/cards', search: '?from=menu' });
    expect(order[0]).toBe('prepare /cards');
  });
});

describe("the shell's copies of the page headers", () => {
  const pages: Array<[string, string, string, string | null]> = [
    // [shell path key, remote texts file, title key, description key]
    ['/cards', 'mfe-cards/src/locales/{l}/cards.json', 'myCards.title', 'myCards.description'],
    ['/user-cart', 'mfe-cart-billing/src/locales/{l}/cartBilling.json', 'cart.title.edit', null],
    [
      '/order',
      'mfe-cart-billing/src/locales/{l}/cartBilling.json',
      'history.title',
      'history.zone',
    ],
    [
      '/subscribe/actionType',
      'mfe-subscriptions/src/locales/{l}/subscriptions.json',
      'patron.title',
      'patron.description',
    ],
    [
      'sponsor./subscribe/actionType',
      'mfe-subscriptions/src/locales/{l}/subscriptions.json',
      'sponsor.title',
      'sponsor.description',
    ],
    [
      '/emp_mgmt',
      'mfe-sponsor/src/locales/{l}/sponsor.json',
      'page.employees',
      'employees.description',
    ],
    [
      '/company_mgmt',
      'mfe-sponsor/src/locales/{l}/sponsor.json',
      'page.companyCards',
      'companyCards.description',
    ],
    [
      '/group_mgmt',
      'mfe-sponsor/src/locales/{l}/sponsor.json',
      'page.groups',
      'groups.description',
    ],
  ];
  it.each(['en', 'es'])(
    'are the pages’ own texts (%s), so nothing changes when the page replaces them',
    (l) => {
      const shell = texts(`shell/src/locales/${l}/shell.json`);
      for (const [key, file, title, description] of pages) {
        const remote = texts(file.replace('{l}', l));
        expect(shell[`heading.${key}`]).toBe(remote[title]);
        expect(shell[`description.${key}`]).toBe(description ? remote[description] : undefined);
      }
      // The buttons whose place the header holds, and the cart's View-mode header.
      expect(shell['action./cards']).toBe(
        texts(`mfe-cards/src/locales/${l}/cards.json`)['myCards.refresh'],
      );
      expect(shell['action./emp_mgmt']).toBe(
        texts(`mfe-sponsor/src/locales/${l}/sponsor.json`)['employees.createNew'],
      );
      expect(shell['action./group_mgmt']).toBe(
        texts(`mfe-sponsor/src/locales/${l}/sponsor.json`)['groups.createNew'],
      );
      const cart = texts(`mfe-cart-billing/src/locales/${l}/cartBilling.json`);
      expect(shell['heading.view./user-cart']).toBe(cart['cart.title.view']);
      expect(shell['description.view./user-cart']).toBe(cart['cart.viewDescription']);
    },
  );
});

describe("the cart's header while its remote loads", () => {
  function renderCartSlot(store: ReturnType<typeof createPrerenderStore>) {
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    return render(
      <Provider store={store}>
        <MemoryRouter>
          <RemoteSlot remote="mfe_cart_billing" routePath="/user-cart" />
        </MemoryRouter>
      </Provider>,
    );
  }

  it('is not painted while the shell does not know the mode, but its room is kept', () => {
    const { container } = renderCartSlot(createPrerenderStore());
    expect(screen.queryByRole('heading')).toBeNull();
    expect(
      container.querySelector('.shell-remote-skeleton__pending .qc-page-header'),
    ).not.toBeNull();
  });

  it('is REVIEW AND ORDER with its description when the first page opens in View (no Recharge item)', async () => {
    // The shell's state without its sagas: nothing here may call the API.
    const store = createPrerenderStore();
    act(() => {
      store.dispatch(
        cartActions.firstPageLoaded(1, initialCartMode(false, [{ type: 'Subscription' }])),
      );
    });
    renderCartSlot(store);
    expect(screen.getByRole('heading', { level: 1, name: 'REVIEW AND ORDER' })).toBeInTheDocument();
    expect(screen.getByText('Check the items, then submit your order.')).toBeInTheDocument();
  });

  it("is Cart when a rider's first page holds a Recharge item (Edit), and follows a change of mode", () => {
    // The shell's state without its sagas: nothing here may call the API.
    const store = createPrerenderStore();
    act(() => {
      store.dispatch(
        cartActions.firstPageLoaded(2, initialCartMode(false, [{ type: 'Recharge' }])),
      );
    });
    renderCartSlot(store);
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByText('Check the items, then submit your order.')).toBeNull();
    act(() => {
      store.dispatch(cartActions.countChanged(0));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'REVIEW AND ORDER' })).toBeInTheDocument();
  });
});

describe("a header's button", () => {
  it("holds the place of the page's button, unseen, so the header does not grow when the page's own button comes", () => {
    signIn(SPONSOR_USER);
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    const { container } = render(<RemoteSlot remote="mfe_sponsor" routePath="/emp_mgmt" />, {
      wrapper: MemoryRouter,
    });
    const held = container.querySelector(
      '.qc-page-header__actions .shell-remote-skeleton__pending',
    );
    expect(held).toHaveTextContent('CREATE NEW EMPLOYEE');
    expect(held).toHaveClass('qc-btn');
    expect(held).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link')).toBeNull();
    // Employee Management is drawn on a card: the header sits at the same place inside it.
    expect(container.querySelector('.shell-remote-skeleton')).toHaveClass('qc-card');
  });
});
