import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@qcard/shared/navigation/router';
import type { SessionUser } from '@qcard/shared/contracts/domain';
import { SideMenu } from '../side-menu';
import { createShellStore } from '../../../store/shell-store';
import { cartActions } from '../../cart/public';

const base: SessionUser = {
  id: 1, email: 'a@b.c', firstName: 'Riley', lastName: 'Rider', address: '', town: '', state: 'NY',
  zipcode: '10001', phoneNumber: '', sponsor: false,
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
    expect(links).toEqual(['My Cards', 'Reload Q Card', 'Subscription', 'Cart', 'Order History', 'Account Settings']);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });

  it('shows a sponsor the company entries instead of My Cards, and the cart count above 0', () => {
    renderMenu({ ...base, sponsor: true }, 3);
    const links = screen.getAllByRole('link').map((l) => l.textContent);
    expect(links.slice(0, 3)).toEqual(['Company Card Management', 'Employee Management', 'Group Management']);
    expect(links).not.toContain('My Cards');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
  });
});
