// Offline (docs/offline-app.md): the page gives way to the last known balances, dated, in the
// page's language, and comes back by itself; a page whose server stops answering does the same.
// The layout shows the view exactly like the stand-in below (page-layout.tsx); the offline
// journey (e2e/tests/offline-app.spec.ts) checks it there.
import { act, render, screen } from '@testing-library/react';
import { callContract } from '@qcard/runtime/api/api-client';
import type { Card } from '@qcard/contracts/cards-api';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { saveBalanceSnapshot } from '@qcard/kit/offline/balance-snapshot';
import { clearSession, setToken, setUser } from '@qcard/runtime/session/session-storage';
import {
  checkReachable,
  PROBE_INTERVAL_MS,
  resetConnectivity,
  useConnectivity,
} from '../connectivity';
import { OfflineView } from '../offline-view';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';

jest.mock('@qcard/runtime/api/api-client');
jest.mock('@qcard/runtime/config/config-store', () => ({
  ...jest.requireActual('@qcard/runtime/config/config-store'),
  loadConfig: jest.fn(async () => ({})),
  loadConfigPart: jest.fn(async () => []),
}));

const CARDS = [
  {
    serialNumber: '3000000101',
    nickname: 'Gym bag',
    status: 'InCirculation',
    contracts: [{ contractName: 'Stored Value', unitsLeft: 1250 }],
  },
  {
    serialNumber: '3000000102',
    nickname: null,
    status: 'InCirculation',
    contracts: [
      { contractName: 'Stored Value', unitsLeft: 500 },
      { contractName: 'Employer Transit Benefit', unitsLeft: 9000 },
    ],
  },
] as unknown as Card[];

let online = true;
const fetchMock = jest.fn();

function Page() {
  const connectivity = useConnectivity();
  return connectivity === 'online' ? (
    <p>the cart and its Pay button</p>
  ) : (
    <OfflineView connectivity={connectivity} />
  );
}

function mount() {
  render(<Page />);
}

function goOffline() {
  online = false;
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

/** Back online, the page asks /healthz (which answers here) before it counts on the portal. */
async function comeBackOnline() {
  online = true;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
    await checkReachable();
  });
}

beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  Object.defineProperty(window, 'fetch', { configurable: true, writable: true, value: fetchMock });
});
beforeEach(() => {
  jest.mocked(callContract).mockResolvedValue({ status: 'SUCCESS', data: null } as never);
  fetchMock.mockResolvedValue({ ok: true });
  setToken('tok');
  setUser(PATRON_USER);
  online = true;
  resetConnectivity();
});
afterEach(() => {
  clearSession();
  window.localStorage.clear();
  jest.useRealTimers();
  fetchMock.mockReset();
});

test('offline, the page gives way to the balances My Cards last read, with their date; online again, the page is back', async () => {
  saveBalanceSnapshot(PATRON_USER.id, CARDS, new Date('2026-11-26T17:06:00Z'));
  mount();
  expect(screen.getByText('the cart and its Pay button')).toBeInTheDocument();
  goOffline();
  expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
  expect(screen.queryByText('the cart and its Pay button')).not.toBeInTheDocument();
  // The authority's time zone (New York): 17:06 UTC is 12:06 PM.
  expect(screen.getByTestId('offline-as-of')).toHaveTextContent(
    'As of 11/26/2026 12:06 PM — they may have changed since then.',
  );
  const cards = screen.getAllByTestId('offline-card');
  expect(cards[0]).toHaveTextContent('Gym bag, card ending in 0101$12.50');
  expect(cards[1]).toHaveTextContent('Card ending in 0102');
  expect(cards[1]).toHaveTextContent('Stored Value$5.00');
  expect(cards[1]).toHaveTextContent('Employer Transit Benefit$90.00');
  await comeBackOnline();
  expect(screen.queryByTestId('offline-view')).not.toBeInTheDocument();
  expect(screen.getByText('the cart and its Pay button')).toBeInTheDocument();
});

test('in Spanish, with the date as Spanish writes it', async () => {
  saveBalanceSnapshot(PATRON_USER.id, CARDS, new Date('2026-11-26T17:06:00Z'));
  mount();
  await act(() => setLanguage('es'));
  goOffline();
  expect(screen.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeInTheDocument();
  expect(screen.getByTestId('offline-as-of')).toHaveTextContent(
    'Al 26/11/2026 12:06 p.m. — pueden haber cambiado desde entonces.',
  );
  expect(screen.getAllByTestId('offline-card')[0]).toHaveTextContent(
    'Gym bag, tarjeta terminada en 0101',
  );
  await act(() => setLanguage('en'));
});

test("without a snapshot of this rider's (none yet, or another rider's), it says how to get one", () => {
  saveBalanceSnapshot(99, CARDS);
  mount();
  goOffline();
  expect(screen.queryByTestId('offline-card')).not.toBeInTheDocument();
  expect(screen.getByTestId('offline-no-balances')).toHaveTextContent(
    'open My Cards once while online',
  );
});

test('a page the worker opened from its copy, with /healthz silent, shows the view; when /healthz answers again the page is back', async () => {
  jest.useFakeTimers();
  saveBalanceSnapshot(PATRON_USER.id, CARDS);
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  mount();
  // What the worker's message starts (connectivity.ts, SERVED_COPY_MESSAGE).
  await act(() => checkReachable());
  expect(
    screen.getByRole('heading', { level: 1, name: 'Q Card cannot be reached right now' }),
  ).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/healthz', { cache: 'no-store' });
  fetchMock.mockResolvedValue({ ok: true });
  await act(async () => {
    jest.advanceTimersByTime(PROBE_INTERVAL_MS);
    // The timer's probe is under way: this shares its answer, so the page changes inside act.
    await checkReachable();
  });
  expect(screen.getByText('the cart and its Pay button')).toBeInTheDocument();
});

test('when /healthz answers, the copy was only a slow network: the page stays', async () => {
  fetchMock.mockResolvedValue({ ok: true });
  mount();
  await act(() => checkReachable());
  expect(screen.getByText('the cart and its Pay button')).toBeInTheDocument();
});
