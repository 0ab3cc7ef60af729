import { NavLink } from '@qcard/shared/navigation/router';
import { useDispatch, useSelector } from 'react-redux';
import type { SessionUser } from '@qcard/shared/contracts/domain';
import { clearAlerts } from '@qcard/shared/bus/alerts';
import { useTranslation } from '@qcard/shared/i18n/react-i18n';
import { selectCartCount } from '../cart/public';
import { sessionActions } from '../session/public';
import type { ShellState } from '../../store/shell-store';

interface MenuItem {
  to: string;
  key: string;
}

export function menuItemsFor(user: Pick<SessionUser, 'sponsor'>): MenuItem[] {
  const own: MenuItem[] = user.sponsor
    ? [
        { to: '/company_mgmt', key: 'menu.companyCards' },
        { to: '/emp_mgmt', key: 'menu.employees' },
        { to: '/group_mgmt', key: 'menu.groups' },
      ]
    : [{ to: '/cards', key: 'menu.myCards' }];
  return [
    ...own,
    { to: '/recharge/default', key: 'menu.reload' },
    { to: '/subscribe/default', key: 'menu.subscription' },
    { to: '/user-cart', key: 'menu.cart' },
    { to: '/order', key: 'menu.orders' },
    { to: '/account', key: 'menu.account' },
  ];
}

export function SideMenu({ user, open, onNavigate }: { user: SessionUser; open: boolean; onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const dispatch = useDispatch();
  const cartCount = useSelector((s: ShellState) => selectCartCount(s));
  const follow = () => {
    // Alerts clear on menu navigation (SPEC section 4).
    clearAlerts();
    onNavigate();
  };
  return (
    <nav id="side-menu" className={`shell-menu${open ? ' is-open' : ''}`} aria-label={t('menu.label')}>
      <p className="shell-menu__heading">
        <span className="qc-muted">{t('menu.welcome')}</span>
        <strong data-testid="menu-user-name">
          {user.firstName} {user.lastName}
        </strong>
      </p>
      <ul>
        {menuItemsFor(user).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} onClick={follow} className={({ isActive }) => (isActive ? 'is-active' : undefined)}>
              {t(item.key)}
              {item.key === 'menu.cart' && cartCount > 0 ? (
                <span className="shell-menu__badge" data-testid="cart-count" aria-label={t('menu.cartCount', { count: cartCount })}>
                  {cartCount}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="shell-menu__logout"
            onClick={() => {
              clearAlerts();
              dispatch(sessionActions.logoutRequested('user'));
            }}
          >
            {t('menu.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
