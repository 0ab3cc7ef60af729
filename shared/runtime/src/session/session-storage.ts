// Client-kept session values (SPEC section 3): the token and the signed-in user.
// localStorage so a reload keeps the session; the server decides whether it is still valid.
import type { SessionUser } from '@qcard/contracts/domain';

const TOKEN_KEY = 'qcard.token';
const USER_KEY = 'qcard.user';
const ANON_KEY = 'qcard.anonymous';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export interface StoredSession {
  token: string | null;
  user: SessionUser | null;
  /** An unregistered-reload session: token scoped to one card serial. */
  anonymousSerial: string | null;
}

export function readSession(): StoredSession {
  const s = storage();
  const token = s?.getItem(TOKEN_KEY) ?? null;
  let user: SessionUser | null = null;
  try {
    const raw = s?.getItem(USER_KEY);
    user = raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    user = null;
  }
  return { token, user, anonymousSerial: s?.getItem(ANON_KEY) ?? null };
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function setToken(token: string | null): void {
  const s = storage();
  if (!s) return;
  if (token) s.setItem(TOKEN_KEY, token);
  else s.removeItem(TOKEN_KEY);
  notify();
}

export function setUser(user: SessionUser | null): void {
  const s = storage();
  if (!s) return;
  if (user) s.setItem(USER_KEY, JSON.stringify(user));
  else s.removeItem(USER_KEY);
  notify();
}

export function setAnonymousSerial(serial: string | null): void {
  const s = storage();
  if (!s) return;
  if (serial) s.setItem(ANON_KEY, serial);
  else s.removeItem(ANON_KEY);
  notify();
}

export function clearSession(): void {
  const s = storage();
  s?.removeItem(TOKEN_KEY);
  s?.removeItem(USER_KEY);
  s?.removeItem(ANON_KEY);
  notify();
}

export function isAuthenticated(): boolean {
  const { token, user } = readSession();
  return Boolean(token && user);
}

// Another tab of the portal signed in, out, or rotated the token: the readers here learn it as
// they learn this tab's own changes (the browser tells other tabs only, by a storage event).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (
      event.key === null ||
      event.key === TOKEN_KEY ||
      event.key === USER_KEY ||
      event.key === ANON_KEY
    )
      notify();
  });
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const l of [...listeners]) l();
}
