// Test helper: render a page of this remote with a fresh store, a router at `url`, and the
// session and config a signed-in user would have.
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from '@qcard/shared/navigation/router';
import { useSession } from '@qcard/shared/session/use-session';
import type { SessionUser } from '@qcard/shared/contracts/domain';
import { setConfig } from '@qcard/shared/config/config-store';
import { setAnonymousSerial, setToken, setUser } from '@qcard/shared/session/session-storage';
import { createCartBillingStore } from '../app/store';

export const PATRON_USER: SessionUser = {
  id: 1, email: 'rider@example.com', firstName: 'Riley', lastName: 'Rider', address: '42 Elm Street', town: 'Springfield',
  state: 'NY', zipcode: '10001', phoneNumber: '+1 212 555 0142', sponsor: false,
};
export const SPONSOR_USER: SessionUser = { ...PATRON_USER, id: 3, email: 'sponsor@example.com', firstName: 'Sam', sponsor: true };

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
    parameters: [
      { configName: 'Support_Email', groupName: 'Contact_Config', configValue: 'help@qcard.test' },
      { configName: 'Time_Zone', groupName: 'Time_Zone', configValue: 'America/New_York' },
    ],
    creditCards: [{ title: 'visa', image: '/resources/card-brands/visa.svg' }],
    messages: [
      { type: 'RESPONSE_MSG', msgCode: '415', msgName: 'INVALID_CARD_NUMBER', msgValue: 'Please enter a valid card number.' },
      { type: 'RESPONSE_MSG', msgCode: '464', msgName: 'SESSION_INVALID', msgValue: 'Your session is invalid or has expired.' },
      { type: 'RESPONSE_MSG', msgCode: '466', msgName: 'BOTH', msgValue: 'Please enter both From Date and To Date, or neither.' },
      { type: 'RESPONSE_MSG', msgCode: '467', msgName: 'ORDER', msgValue: 'From Date can not be after To Date.' },
      { type: 'RESPONSE_MSG', msgCode: '469', msgName: 'NO_RESULTS', msgValue: 'No records found.' },
      { type: 'RESPONSE_MSG', msgCode: '486', msgName: 'PAYMENT_DECLINED', msgValue: 'Your payment was declined.' },
    ],
    validationRules: [
      {
        action: 'ORDER_MANAGEMENT', function: 'submit_order', version: 1, screen: 'payment',
        rules: [
          { property: 'firstName', label: 'First Name', placeholder: 'First Name', isUiMandatory: true, minLength: null, maxLength: 50, pattern: null, customError: null },
          { property: 'lastName', label: 'Last Name', placeholder: 'Last Name', isUiMandatory: true, minLength: null, maxLength: 50, pattern: null, customError: null },
          { property: 'cardNumber', label: 'Card Number', placeholder: 'Card Number', isUiMandatory: true, minLength: 15, maxLength: 19, pattern: '^[0-9 ]+$', customError: null },
          { property: 'month', label: 'Expiry Month', placeholder: 'Expiry Month', isUiMandatory: true, minLength: null, maxLength: null, pattern: null, customError: null },
          { property: 'year', label: 'Expiry Year', placeholder: 'Expiry Year', isUiMandatory: true, minLength: null, maxLength: null, pattern: null, customError: null },
          { property: 'cvvCode', label: 'Security Code', placeholder: 'Security Code', isUiMandatory: true, minLength: 3, maxLength: 4, pattern: '^[0-9]{3,4}$', customError: null },
        ],
      },
      {
        action: 'ORDER_MANAGEMENT', function: 'submit_order', version: 1, screen: 'address',
        rules: [
          { property: 'address1', label: 'Address Line 1', placeholder: 'Address Line 1', isUiMandatory: true, minLength: null, maxLength: 100, pattern: null, customError: null },
          { property: 'city', label: 'City', placeholder: 'City', isUiMandatory: true, minLength: null, maxLength: 50, pattern: null, customError: null },
          { property: 'state', label: 'State', placeholder: 'State', isUiMandatory: true, minLength: null, maxLength: null, pattern: '^[A-Z]{2}$', customError: null },
          { property: 'zipcode', label: 'Zipcode', placeholder: 'Zipcode', isUiMandatory: true, minLength: null, maxLength: 5, pattern: '^[0-9]{5}$', customError: null },
          { property: 'phonenumber', label: 'Phone Number', placeholder: 'Phone Number', isUiMandatory: true, minLength: null, maxLength: null, pattern: null, customError: null },
        ],
      },
    ],
  } as never);
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

export function renderPage(path: string, page: ReactElement, url: string = path) {
  const store = createCartBillingStore();
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
