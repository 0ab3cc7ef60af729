import { useEffect } from 'react';
import { configuredText } from '@qcard/runtime/bus/alert-text';
import { BrowserRouter, Route, Routes } from '@qcard/runtime/navigation/router';
import { Provider } from 'react-redux';
import { ROUTES } from '@qcard/contracts/routes';
import { loadConfig, configFailed } from '@qcard/runtime/config/config-store';
import { raiseAlert } from '@qcard/runtime/bus/alerts';
import { MSG } from '@qcard/contracts/envelope';
import { createShellStore } from '../store/shell-store';
import { setAlertPathSource } from '../features/alerts/alerts-saga';
import { PageLayout } from '../features/layout/page-layout';
import { RemoteSlot } from '../features/remotes/remote-slot';
import { PrivateRoute, PublicOnlyRoute } from '../features/session/private-route';
import { remoteLocations } from '../features/remotes/remote-registry';
import { paintedCartLoaded } from '../features/cart/public';
import { NotFound } from './not-found';
import { NoScriptNote } from '../features/layout/no-script-note';

let shellStore: ReturnType<typeof createShellStore> | null = null;

/**
 * The page's one shell store, made on first use and never again: a render React throws away (a
 * suspended first render) must not start a second set of sagas, whose idle watcher would then
 * log the rider out behind the dialog they answered.
 */
function theShellStore() {
  if (!shellStore) {
    // Alerts belong to the page the browser shows when they are raised (BrowserRouter).
    setAlertPathSource(() => window.location.pathname);
    shellStore = createShellStore();
    // The painted cart page's own call may have answered already: its header stays as painted.
    const cart = paintedCartLoaded();
    if (cart) shellStore.dispatch(cart);
  }
  return shellStore;
}

export function App() {
  const store = theShellStore();

  useEffect(() => {
    void loadConfig().then(() => {
      if (configFailed()) {
        raiseAlert({
          type: 'danger',
          ...configuredText(MSG.GENERIC_FAILURE, 'shell:shell.appError'),
          source: 'config/load',
        });
      }
    });
    // Start reading remotes.json at once; slots wait on the same promise.
    remoteLocations().catch(() => undefined);
  }, []);

  return (
    <Provider store={store}>
      <BrowserRouter>
        <PageLayout>
          <NoScriptNote />
          <Routes>
            {ROUTES.map((r) => {
              if (r.remote === 'shell') return null;
              const slot = <RemoteSlot remote={r.remote} routePath={r.path} />;
              const element =
                r.access === 'protected' ? (
                  <PrivateRoute>{slot}</PrivateRoute>
                ) : r.path === '/' ? (
                  <PublicOnlyRoute>{slot}</PublicOnlyRoute>
                ) : (
                  slot
                );
              return <Route key={r.path} path={r.path} element={element} />;
            })}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </PageLayout>
      </BrowserRouter>
    </Provider>
  );
}
