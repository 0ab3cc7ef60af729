import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@qcard/runtime/navigation/router';
import type { SessionUser } from '@qcard/contracts/domain';
import { ROUTES, findRoute } from '@qcard/contracts/routes';
import { SideMenu, menuItemsFor } from '../side-menu';
import { createShellStore } from '../../../store/shell-store';
import { cartActions } from '../../cart/public';

const base: SessionUser = {
  id: 1,
  email: 'a@b.c',
  firstName: 'Riley',
  lastName: 'Rider',
  address: '',
  town: '',
  state: 'NY',
  zipcode: '10001',
  phoneNumber: '',
  sponsor: false,
};

function renderMenu(user: SessionUser, cartCount = 0) {
  const store = createShellStore();
  store.dispatch(cartActions.countChanged(cartCount));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <SideMenu user={user} open onNavigate={() => undefined} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('side menu', () => {
  it('shows a patron My Cards and the common entries, with the user name', () => {
    renderMenu(base);
    expect(screen.getByTestId('menu-user-name')).toHaveTextContent('Riley Rider');
    const links = screen.getAllByRole('link').map((l) => l.textContent);
    expect(links).toEqual([
      'My Cards',
      'Reload Q Card',
      'Subscription',
      'Cart',
      'Order History',
      'Account Settings',
    ]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });

  it('shows a sponsor the company entries instead of My Cards, and the cart count above 0', () => {
    renderMenu({ ...base, sponsor: true }, 3);
    const links = screen.getAllByRole('link').map((l) => l.textContent);
    expect(links.slice(0, 3)).toEqual([
      'Company Card Management',
      'Employee Management',
      'Group Management',
    ]);
    expect(links).not.toContain('My Cards');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
  });
});

describe('side menu section', () => {
  function menuAt(user: SessionUser, path: string) {
    render(
      <Provider store={createShellStore()}>
        <MemoryRouter initialEntries={[path]}>
          <SideMenu user={user} open onNavigate={() => undefined} />
        </MemoryRouter>
      </Provider>,
    );
    return screen
      .getAllByRole('link')
      .filter((l) => l.classList.contains('is-active'))
      .map((l) => l.textContent);
  }

  it.each([
    ['/home/mycard-details?cardId=3', 'My Cards'],
    ['/contract-detail?contractId=7', 'My Cards'],
    ['/recharge/individual?cardId=3', 'Reload Q Card'],
    ['/single-subscribe?cardId=3&contractId=7', 'Subscription'],
    ['/patron-billing', 'Cart'],
    ['/order-detail?orderId=5', 'Order History'],
  ])('a rider on %s sees %s highlighted', (path, entry) => {
    expect(menuAt(base, path)).toEqual([entry]);
  });

  it('a sponsor on an employee or a group sees its list highlighted; only the list itself is the current page', () => {
    expect(menuAt({ ...base, sponsor: true }, '/employee-detail?id=4')).toEqual([
      'Employee Management',
    ]);
    expect(screen.getByRole('link', { name: 'Employee Management' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('nothing outside a section is highlighted', () => {
    expect(menuAt(base, '/recharge')).toEqual([]);
  });
});

// The route table's audience (which kind of account a page is for; a sign-in never returns a
// rider to a sponsor's page) and the menus say the same thing.
describe('side menu and the route table agree on whose pages are whose', () => {
  const kinds = [
    { audience: 'patron', user: { sponsor: false } },
    { audience: 'sponsor', user: { sponsor: true } },
  ] as const;

  it.each(kinds)(
    "the $audience menu leads to no page of the other kind's",
    ({ audience, user }) => {
      const items = menuItemsFor(user);
      const pages = items.flatMap((item) => [
        item.to,
        ...(item.section ?? []).filter((p) => !p.endsWith('/')),
      ]);
      for (const page of pages) expect([undefined, audience]).toContain(findRoute(page)?.audience);
    },
  );

  it.each(kinds)('every $audience page is in its menu', ({ audience, user }) => {
    const items = menuItemsFor(user);
    const reachable = new Set(items.flatMap((item) => [item.to, ...(item.section ?? [])]));
    for (const route of ROUTES.filter((r) => r.audience === audience))
      expect(reachable).toContain(route.path);
  });
});
