// Renders a sponsor page with a fresh store (real reducers and sagas) inside a router, and
// records the bus alerts and the pages navigated to. Tests mock only the API client.
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from '@qcard/shared/navigation/router';
import { bus } from '@qcard/shared/bus/event-bus';
import type { AlertMessage, SessionUser } from '@qcard/shared/contracts/domain';
import { createRemoteStore } from '@qcard/shared/store/create-remote-store';
import { setToken, setUser } from '@qcard/shared/session/session-storage';
import { reducers, rootSaga } from '../app/store';

export const SPONSOR_USER: SessionUser = {
  id: 3,
  email: 'sponsor@example.com',
  firstName: 'Sam',
  lastName: 'Sponsor',
  address: '1 Acme Plaza',
  town: 'New York',
  state: 'NY',
  zipcode: '10004',
  phoneNumber: '+1 212 555 0100',
  sponsor: true,
};

function Where() {
  const loc = useLocation();
  return <output data-testid="location">{`${loc.pathname}${loc.search}`}</output>;
}

export function renderPage(path: string, routePath: string, page: ReactElement, user: SessionUser = SPONSOR_USER) {
  setToken('test-token');
  setUser(user);
  const alerts: AlertMessage[] = [];
  const off = bus.on('alerts/raised', (a) => alerts.push(a));
  const store = createRemoteStore({ name: 'test', reducers, rootSaga });
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={page} />
          <Route path="*" element={<h1>Elsewhere</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Provider>,
  );
  // useSession keeps a snapshot that only follows changes made after it subscribed.
  act(() => setUser(user));
  return { ...utils, alerts, off, store };
}
