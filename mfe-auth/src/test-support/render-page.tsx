// Component-test helpers: the remote's store and a router around a page, the server's
// validation rules and messages, and a captcha stand-in (the real widget needs Web Workers).
import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@qcard/shared/navigation/router';
import { Provider } from 'react-redux';
import { setConfig } from '@qcard/shared/config/config-store';
import { bus } from '@qcard/shared/bus/event-bus';
import type { AlertMessage } from '@qcard/shared/contracts/domain';
import { store } from '../app/store';

const configDir = path.resolve(__dirname, '../../../api/config');

export function loadServerConfig(): void {
  setConfig({
    validationRules: JSON.parse(fs.readFileSync(path.join(configDir, 'validationRules.json'), 'utf8')),
    messages: JSON.parse(fs.readFileSync(path.join(configDir, 'messageResources.json'), 'utf8')),
    parameters: JSON.parse(fs.readFileSync(path.join(configDir, 'configParameters.json'), 'utf8')),
  });
}

function Where() {
  const loc = useLocation();
  return <output data-testid="location">{loc.pathname + loc.search}</output>;
}

export function renderPage(page: ReactElement, { path = '/', at = path }: { path?: string; at?: string } = {}) {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Provider>,
  );
}

/** Alerts raised on the bus while a test runs. */
export function collectAlerts(): { alerts: AlertMessage[]; stop: () => void } {
  const alerts: AlertMessage[] = [];
  const stop = bus.on('alerts/raised', (a) => alerts.push(a));
  return { alerts, stop };
}
