// The painted page's inline scripts read the session before any script file
// (api/src/platform/static/landing-html.ts), by the keys the contract names; the app must write those.
import {
  clearSession,
  readSession,
  setToken,
  setUser,
} from '@qcard/runtime/session/session-storage';
import { SESSION_STORAGE_KEYS } from '@qcard/contracts/painted-pages';
import type { SessionUser } from '@qcard/contracts/domain';

const rider = {
  id: 1,
  email: 'rider@example.com',
  firstName: 'Riley',
  lastName: 'Rider',
  sponsor: false,
} as SessionUser;

afterEach(() => clearSession());

describe('the session in localStorage', () => {
  it("is written where the painted page's scripts read it", () => {
    setToken('token-1');
    setUser(rider);
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.token)).toBe('token-1');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEYS.user) ?? 'null')).toMatchObject({
      sponsor: false,
      firstName: 'Riley',
    });
  });

  it('is read from there (a session the app wrote before is found again)', () => {
    localStorage.setItem(SESSION_STORAGE_KEYS.token, 'token-2');
    localStorage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(rider));
    expect(readSession()).toMatchObject({ token: 'token-2', user: { email: 'rider@example.com' } });
  });
});
