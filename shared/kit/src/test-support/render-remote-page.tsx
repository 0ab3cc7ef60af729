// Component tests of a remote's pages: the page with the remote's real
// reducers and root saga in a fresh store, inside a router whose location the test can read,
// the alerts raised on the bus recorded, every action that reached the store recorded, and the
// signed-in user set. The API is faked per test (./fake-api). Never part of a production bundle
// (build/module-federation.ts leaves test-support out of the shared modules).
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import type { Reducer, Store, UnknownAction } from 'redux';
import type { Saga } from 'redux-saga';
import { MemoryRouter, Route, Routes, useLocation } from '@qcard/runtime/navigation/router';
import { bus } from '@qcard/runtime/bus/event-bus';
import type { AlertMessage, SessionUser } from '@qcard/contracts/domain';
import { createRemoteStore } from '@qcard/kit/store/create-remote-store';
import { setAnonymousSerial, setToken, setUser } from '@qcard/runtime/session/session-storage';
import { useSession } from '@qcard/runtime/session/use-session';

/** The remote's react-redux Provider (shared does not depend on react-redux; each remote does). */
export type StoreProvider = ComponentType<{ store: Store; children: ReactNode }>;

export interface RemoteStoreParts<S> {
  reducers: { [K in keyof S]: Reducer<S[K], UnknownAction> };
  rootSaga?: Saga;
  Provider: StoreProvider;
}

export interface RenderRemotePageOptions {
  /** The route pattern the page is mounted on; default '/'. */
  path?: string;
  /** The URL the router starts at; default `path`. */
  url?: string;
  /** More routes beside the page (a page it navigates to). */
  routes?: Array<{ path: string; element: ReactElement }>;
  /** Sign this user in first; undefined leaves the session as it is. */
  user?: SessionUser | null;
}

const stops: Array<() => void> = [];
// Listeners of one test end with it, so a later test records only its own alerts.
if (typeof afterEach === 'function') afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** Alerts raised on the bus from now until `stop` or the end of the test. */
export function recordAlerts(): { alerts: AlertMessage[]; stop: () => void } {
  const alerts: AlertMessage[] = [];
  const stop = bus.on('alerts/raised', (a) => alerts.push(a));
  stops.push(stop);
  return { alerts, stop };
}

// Keep one session subscriber mounted (in the portal the shell always is), so a session set
// between tests reaches every useSession() at once.
function SessionProbe() {
  useSession();
  return null;
}
let probeMounted = false;
function mountSessionProbe() {
  if (probeMounted) return;
  probeMounted = true;
  const el = document.createElement('div');
  document.body.appendChild(el);
  act(() => createRoot(el).render(<SessionProbe />));
}

/** Sign a user in (null: signed out); with an anonymous serial, the unregistered reload session. */
export function signIn(user: SessionUser | null, anonymousSerial: string | null = null): void {
  mountSessionProbe();
  act(() => {
    setToken(user || anonymousSerial ? 'test-token' : null);
    setUser(user);
    setAnonymousSerial(anonymousSerial);
  });
}

function LocationProbe() {
  const loc = useLocation();
  return <output data-testid="location">{loc.pathname + loc.search}</output>;
}

/** Every reducer sees every action: the first one records them (redux's own init probes left out). */
function recordingReducers<S>(
  reducers: RemoteStoreParts<S>['reducers'],
  actions: UnknownAction[],
): RemoteStoreParts<S>['reducers'] {
  const [first] = Object.keys(reducers) as Array<keyof S>;
  if (first === undefined) return reducers;
  const inner = reducers[first];
  const recording: Reducer<S[keyof S], UnknownAction> = (state, action) => {
    if (!action.type.startsWith('@@redux/')) actions.push(action);
    return inner(state, action);
  };
  return { ...reducers, [first]: recording };
}

export function renderRemotePage<S extends Record<string, unknown>>(
  page: ReactElement,
  remote: RemoteStoreParts<S>,
  options: RenderRemotePageOptions = {},
) {
  const { path = '/', url = path, routes = [] } = options;
  if (options.user !== undefined) signIn(options.user);
  const { alerts, stop: stopAlerts } = recordAlerts();
  const actions: UnknownAction[] = [];
  const store = createRemoteStore<S>({
    name: 'test',
    reducers: recordingReducers(remote.reducers, actions),
    rootSaga: remote.rootSaga,
  });
  const { Provider } = remote;
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
          <Route path="*" element={<h1>Elsewhere</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...utils, store, alerts, stopAlerts, actions };
}
