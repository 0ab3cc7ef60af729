import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Link,
  useLocation,
  useNavigate,
  useNavigationType,
} from '@qcard/runtime/navigation/router';
import { useDispatch } from 'react-redux';
import { findRoute } from '@qcard/contracts/routes';
import { useSession } from '@qcard/runtime/session/use-session';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { bus } from '@qcard/runtime/bus/event-bus';
import { SideMenu } from '../menu/public';
import { ShellAlerts, alertsActions } from '../alerts/public';
import { cartActions } from '../cart/public';
import { IdleWarningDialog, setNavigator } from '../session/public';
import { OfflineView, useConnectivity } from '../offline/public';
import { Footer } from './footer';
import { Gallery } from './gallery';
import { translatedPageTitle } from './page-title';
import { followPageTitle } from './page-focus';
import { keepFocusThroughBusy } from './busy-focus';

export function PageLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { user, token } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const route = findRoute(location.pathname);
  const signedIn = Boolean(user && token);
  const connectivity = useConnectivity();
  const online = connectivity === 'online';
  // Offline (docs/offline-app.md), a page that was working is hidden, not thrown away, so what
  // the rider typed is still there when the network is back. A page opened offline, or from the
  // worker's copy, never worked: it is not mounted until the network is back, and what it raised
  // meanwhile is dropped then.
  const [keepPage, setKeepPage] = useState(online);
  const previous = useRef(connectivity);
  useEffect(() => {
    if (connectivity === 'online') setKeepPage(true);
    if (connectivity === 'unreachable') setKeepPage(false);
    if (connectivity === 'online' && previous.current === 'unreachable')
      dispatch(alertsActions.cleared());
    previous.current = connectivity;
  }, [connectivity, dispatch]);

  useEffect(() => {
    dispatch(alertsActions.navigated(location.pathname));
    setMenuOpen(false);
  }, [location.pathname, dispatch]);

  // After the page is reported above: a navigation that waited for this (a session ended during
  // the first render) raises its alert for the page it goes to, and the first page's report must
  // not then drop it.
  useEffect(() => {
    setNavigator((path) => navigate(path));
    return () => setNavigator(null);
  }, [navigate]);

  // A page opened in the app starts at its top with its title focused, as after a page load; the
  // page first loaded is left as the browser shows it, and Back keeps the browser's own scroll.
  const navigationType = useNavigationType();
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    if (navigationType !== 'POP' && !location.hash) window.scrollTo(0, 0);
    return mainRef.current ? followPageTitle(mainRef.current) : undefined;
    // The hash and the navigation type go with the pathname; only a new page starts this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  useEffect(() => keepFocusThroughBusy(document.body), []);

  // Escape closes the opened menu (on a phone it pushes the page down), and focus that was in it
  // goes back to the button that opened it, not to the top of the page.
  const menuToggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focusInMenu =
        document.getElementById('side-menu')?.contains(document.activeElement) ?? false;
      setMenuOpen(false);
      if (focusInMenu) menuToggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  // The title follows the route and the language (t changes with it).
  const title = translatedPageTitle(t, route);
  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (signedIn) dispatch(cartActions.refreshRequested());
  }, [signedIn, dispatch]);

  useEffect(() => {
    // Clicks and key presses count as activity for the idle timer.
    const activity = () => bus.emit('session/activity', {});
    window.addEventListener('click', activity, { passive: true });
    window.addEventListener('keydown', activity, { passive: true });
    return () => {
      window.removeEventListener('click', activity);
      window.removeEventListener('keydown', activity);
    };
  }, []);

  return (
    <div className={`shell${signedIn ? ' shell--signed-in' : ''}`}>
      <a href="#main" className="qc-skip-link">
        {t('shell.skip')}
      </a>
      <header className="shell-header">
        <div className="shell-header__inner">
          {signedIn ? (
            <button
              ref={menuToggle}
              type="button"
              className="shell-header__menu-toggle"
              aria-controls="side-menu"
              aria-expanded={menuOpen}
              aria-label={menuOpen ? t('shell.menu.close') : t('shell.menu.open')}
              onClick={() => setMenuOpen((o) => !o)}
            >
              {/* eslint-disable-next-line i18next/no-literal-string -- the menu sign, hidden from screen readers; the button is named by its aria-label */}
              <span aria-hidden="true">☰</span>{' '}
              <span className="shell-header__menu-label">{t('shell.menu')}</span>
            </button>
          ) : null}
          <Link to={signedIn ? '/account' : '/'} className="shell-header__brand">
            <span className="shell-header__logo" aria-hidden="true">
              Q
            </span>
            <span>
              <span className="shell-header__title">{t('shell.brand')}</span>
              <span className="shell-header__subtitle">{t('shell.authority')}</span>
            </span>
          </Link>
        </div>
      </header>
      <div className="shell-body">
        {signedIn && user ? (
          <SideMenu user={user} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        ) : null}
        <main id="main" ref={mainRef} className="shell-main" tabIndex={-1}>
          {route?.gallery && online ? <Gallery /> : null}
          {/* Offline, nothing is shown that could not be sent or could show a stale cart: the offline view is the message. */}
          {online ? <ShellAlerts /> : null}
          {online || keepPage ? (
            <div className="shell-page" style={{ display: online ? 'contents' : 'none' }}>
              {children}
            </div>
          ) : null}
          {online ? null : <OfflineView connectivity={connectivity} />}
        </main>
      </div>
      <Footer />
      {signedIn ? <IdleWarningDialog /> : null}
    </div>
  );
}
