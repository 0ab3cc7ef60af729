import { NavLink, useLocation } from '@qcard/runtime/navigation/router';
import { useDispatch, useSelector } from 'react-redux';
import type { SessionUser } from '@qcard/contracts/domain';
import { clearAlerts } from '@qcard/runtime/bus/alerts';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { selectCartCount } from '../cart/public';
import { sessionActions } from '../session/public';
import type { ShellState } from '../../store/shell-store';

interface MenuItem {
  to: string;
  key: string;
  /** The pages reached from this entry: the menu shows the rider is still in its section there. */
  section?: ReadonlyArray<string>;
}

export function menuItemsFor(user: Pick<SessionUser, 'sponsor'>): MenuItem[] {
  const own: MenuItem[] = user.sponsor
    ? [
        {
          to: '/company_mgmt',
          key: 'menu.companyCards',
          section: ['/home/mycard-details', '/contract-detail'],
        },
        {
          to: '/emp_mgmt',
          key: 'menu.employees',
          section: ['/employee-detail', '/card-allocation', '/create-employee'],
        },
        { to: '/group_mgmt', key: 'menu.groups', section: ['/group-detail'] },
      ]
    : [
        {
          to: '/cards',
          key: 'menu.myCards',
          section: ['/home/mycard-details', '/contract-detail'],
        },
      ];
  return [
    ...own,
    { to: '/recharge/default', key: 'menu.reload', section: ['/recharge/'] },
    {
      to: '/subscribe/default',
      key: 'menu.subscription',
      section: ['/single-subscribe', '/subscribe-billing'],
    },
    { to: '/user-cart', key: 'menu.cart', section: ['/patron-billing', '/user-confirm-order'] },
    { to: '/order', key: 'menu.orders', section: ['/order-detail', '/order-receipt'] },
    { to: '/account', key: 'menu.account' },
  ];
}

/** True when the path is one of the entry's section pages (a prefix ending in / covers the paths under it). */
export function inSection(item: MenuItem, pathname: string): boolean {
  return (item.section ?? []).some((prefix) =>
    prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix,
  );
}

export function SideMenu({
  user,
  open,
  onNavigate,
}: {
  user: SessionUser;
  open: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('shell');
  const dispatch = useDispatch();
  const cartCount = useSelector((s: ShellState) => selectCartCount(s));
  const { pathname } = useLocation();
  const follow = () => {
    // Alerts clear on menu navigation (SPEC section 4).
    clearAlerts();
    onNavigate();
  };
  return (
    <nav
      id="side-menu"
      className={`shell-menu${open ? ' is-open' : ''}`}
      aria-label={t('menu.label')}
    >
      <p className="shell-menu__heading">
        <span className="qc-muted">{t('menu.welcome')}</span>
        {/* One text: the painted frame's script writes the name there as one, before hydration. */}
        <strong data-testid="menu-user-name">{`${user.firstName} ${user.lastName}`}</strong>
      </p>
      <ul>
        {menuItemsFor(user).map((item) => (
          <li key={item.to}>
            {/* On a page of the entry's section (a card's details, an employee) the entry is
                highlighted too; aria-current="page" stays for the entry's own page. */}
            <NavLink
              to={item.to}
              onClick={follow}
              className={({ isActive }) =>
                isActive || inSection(item, pathname) ? 'is-active' : undefined
              }
            >
              {t(item.key)}
              {item.key === 'menu.cart' && cartCount > 0 ? (
                <span
                  className="shell-menu__badge"
                  data-testid="cart-count"
                  aria-label={t('menu.cartCount', { count: cartCount })}
                >
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
