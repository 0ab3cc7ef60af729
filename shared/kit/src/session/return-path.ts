// Where a sign-in takes the rider when it interrupted them: the protected page they opened while
// signed out (a bookmark, a link in an e-mail) or the page they were on when their session ended
// by itself (idle, expired). Without one, a login goes to /account (SPEC 3).
//
// Kept per tab (sessionStorage), for 30 minutes: it belongs to what this tab was doing, not to
// the next person who signs in on the device tomorrow. A rider's own Logout forgets it.
import { findRoute } from '@qcard/contracts/routes';
import type { SessionUser } from '@qcard/contracts/domain';

const KEY = 'qcard.returnPath';
export const RETURN_PATH_MAX_AGE_MS = 30 * 60 * 1000;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The protected route a path names, or null for anything else (another site, a public page). */
function protectedRouteOf(path: string) {
  // Only a path of this site: "//host" and "/\host" are read by browsers as another host.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  const route = findRoute(path.split(/[?#]/)[0] ?? path);
  return route?.access === 'protected' ? route : null;
}

/**
 * Remembers `path` (path and query) for the next sign-in in this tab; a public page is not kept.
 * `userId`: the rider whose session ended there; the page is theirs (an order, a card), so only
 * their next sign-in goes back to it, not the next person's on a shared computer.
 */
export function rememberReturnPath(
  path: string,
  { userId = null, now = Date.now() }: { userId?: number | null; now?: number } = {},
): void {
  if (!protectedRouteOf(path)) return;
  try {
    storage()?.setItem(KEY, JSON.stringify({ path, at: now, userId }));
  } catch {
    // A full or refused storage only costs the rider the way back.
  }
}

export function forgetReturnPath(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

function readKept(): { path?: unknown; at?: unknown; userId?: unknown } | null {
  try {
    return JSON.parse(storage()?.getItem(KEY) ?? 'null') as {
      path?: unknown;
      at?: unknown;
      userId?: unknown;
    } | null;
  } catch {
    return null;
  }
}

/**
 * The page to go back to after `user` signed in, once (it is forgotten as it is read): null when
 * there is none, it is older than 30 minutes, it was another rider's, or it is a page for the
 * other kind of account (a sponsor's employee list after a rider signs in on the same tab).
 */
export function takeReturnPath(
  user: Pick<SessionUser, 'id' | 'sponsor'>,
  now = Date.now(),
): string | null {
  const kept = readKept();
  forgetReturnPath();
  if (!kept || typeof kept.path !== 'string' || typeof kept.at !== 'number') return null;
  if (now - kept.at > RETURN_PATH_MAX_AGE_MS || kept.at > now) return null;
  if (typeof kept.userId === 'number' && kept.userId !== user.id) return null;
  const route = protectedRouteOf(kept.path);
  if (!route) return null;
  if (route.audience && route.audience !== (user.sponsor ? 'sponsor' : 'patron')) return null;
  return kept.path;
}
