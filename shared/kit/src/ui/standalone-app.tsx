// Runs one remote on its own dev server, without the shell, for the team that owns it.
import { Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Link, Route, Routes } from '@qcard/runtime/navigation/router';
import { I18nextProvider } from '@qcard/runtime/i18n/react-i18n';
import { i18n } from '@qcard/runtime/i18n/i18n';
import type { RemoteModule } from '@qcard/kit/remote/remote-module';
import { loadConfig } from '@qcard/runtime/config/config-store';
import { bus } from '@qcard/runtime/bus/event-bus';
import type { AlertMessage } from '@qcard/contracts/domain';
import { StandaloneLogin } from '@qcard/kit/ui/standalone-login';
import { useSession } from '@qcard/runtime/session/use-session';
import '../styles/tokens.css';
import '../styles/base.css';

export function StandaloneApp({ remote }: { remote: RemoteModule }) {
  const [alerts, setAlerts] = useState<AlertMessage[]>([]);
  useEffect(() => {
    void loadConfig();
    return bus.on('alerts/raised', (a) => setAlerts((list) => [...list, a].slice(-3)), {
      replay: true,
    });
  }, []);
  const { Root, pages } = remote;
  // Pages load their data when they mount: signing in or out mounts them again.
  const signedIn = useSession().user?.id ?? 'anonymous';
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <div style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }}>
          <nav aria-label="Standalone routes" className="qc-row" style={{ marginBottom: 16 }}>
            {Object.keys(pages).map((p) => (
              <Link key={p} to={p.replace(/:actionType/, 'default')}>
                {p}
              </Link>
            ))}
          </nav>
          <StandaloneLogin />
          {alerts.map((a) => (
            <p key={a.id} role="status">
              [{a.type}] {a.msg}
            </p>
          ))}
          {/* Pages wait for their texts in the chosen language (i18next suspends until then). */}
          <Suspense fallback={null}>
            <Root key={signedIn}>
              <Routes>
                {Object.entries(pages).map(([path, Page]) => (
                  <Route key={path} path={path} element={<Page />} />
                ))}
              </Routes>
            </Root>
          </Suspense>
        </div>
      </BrowserRouter>
    </I18nextProvider>
  );
}
