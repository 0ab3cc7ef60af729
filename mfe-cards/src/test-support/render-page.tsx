// Test helper: render a page of this remote with a fresh store, a router at `url`, and the
// session and config a signed-in user would have.
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { useSession } from '@qcard/shared/session/use-session';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from '@qcard/shared/navigation/router';
import type { SessionUser } from '@qcard/shared/contracts/domain';
import { setConfig } from '@qcard/shared/config/config-store';
import { setToken, setUser, setAnonymousSerial } from '@qcard/shared/session/session-storage';
import { createCardsStore } from '../app/store';

export const PATRON_USER: SessionUser = {
  id: 1, email: 'rider@example.com', firstName: 'Riley', lastName: 'Rider', address: '42 Elm Street', town: 'Springfield',
  state: 'NY', zipcode: '10001', phoneNumber: '+1 212 555 0142', sponsor: false,
};
export const SPONSOR_USER: SessionUser = { ...PATRON_USER, id: 3, email: 'sponsor@example.com', firstName: 'Sam', sponsor: true };

// useSession() refreshes its snapshot only while something is subscribed (in the portal the
// shell always is); keep one subscriber mounted so a session set between tests is seen.
function SessionProbe() {
  useSession();
  return null;
}
let probeMounted = false;
function mountProbe() {
  if (probeMounted) return;
  probeMounted = true;
  const el = document.createElement('div');
  document.body.appendChild(el);
  act(() => createRoot(el).render(<SessionProbe />));
}

export function useTestConfig() {
  setConfig({
    messages: [
      { type: 'RESPONSE_MSG', msgCode: '463', msgName: 'RELOAD_RANGE', msgValue: 'Reload amount must be between ${0} and ${1}.' },
      { type: 'RESPONSE_MSG', msgCode: '476', msgName: 'CARD_NUMBERS_MISMATCH', msgValue: 'Card numbers do not match.' },
      { type: 'RESPONSE_MSG', msgCode: '485', msgName: 'NOT_FOUND', msgValue: 'The requested item was not found.' },
    ],
    patronMessages: [
      { type: 'WARNING_CODE', msgCode: 'RS01', msgName: 'RIDE_SPONSOR_PATRON', msgValue: 'This contract is paid by your ride sponsor.' },
      { type: 'PATRON_MSG', msgCode: 'NOT_RELOADABLE', msgName: 'NOT_RELOADABLE', msgValue: 'The Q Card with serial # {0} is not reloadable at this time. [Reason: {1}]' },
      { type: 'PATRON_MSG', msgCode: 'ITEMS_ADDED', msgName: 'ITEMS_ADDED', msgValue: 'Items successfully added to cart' },
    ],
  });
}

export function signIn(user: SessionUser | null, anonymousSerial: string | null = null) {
  mountProbe();
  act(() => {
    setToken(user || anonymousSerial ? 'test-token' : null);
    setUser(user);
    setAnonymousSerial(anonymousSerial);
  });
}

function Where() {
  const loc = useLocation();
  return <output data-testid="location">{loc.pathname + loc.search}</output>;
}

export function renderPage(path: string, page: ReactElement, url: string) {
  const store = createCardsStore();
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...utils };
}
