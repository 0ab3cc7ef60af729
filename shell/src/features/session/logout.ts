// The shell's logout, used by the session saga (the rider's Logout, an expired token) and the
// idle saga (the idle warning ran out): revoke the token, reset every store, go to /.
import { configuredText, portalText } from '@qcard/runtime/bus/alert-text';
import { call, put } from 'redux-saga/effects';
import { bus } from '@qcard/runtime/bus/event-bus';
import { callContract } from '@qcard/runtime/api/api-client';
import { LogoutCall } from '@qcard/contracts/auth-calls';
import { clearSession, getToken, readSession } from '@qcard/runtime/session/session-storage';
import { clearBalanceSnapshot } from '@qcard/kit/offline/balance-snapshot';
import { forgetReturnPath, rememberReturnPath } from '@qcard/kit/session/return-path';
import { raiseAlert } from '@qcard/runtime/bus/alerts';
import { MSG } from '@qcard/contracts/envelope';
import type { AlertMessage } from '@qcard/contracts/domain';
import { noteSessionEnd, type SessionEndReason } from './other-tabs';

function currentPath(): string {
  return typeof window === 'undefined'
    ? '/'
    : `${window.location.pathname}${window.location.search}`;
}

/** A full page load (a test sets its own: jsdom does not navigate). */
let pageLoader: (path: string) => void = (path) => window.location.assign(path);
export function setPageLoader(fn: (path: string) => void) {
  pageLoader = fn;
}
export function loadPage(path: string) {
  pageLoader(path);
}

/** How long a navigation waits for React's navigator before it loads the page instead. */
export const NAVIGATOR_WAIT_MS = 10_000;

/**
 * Navigation lives in React; the saga asks for it through this hook. A start-up call can answer
 * 464 while React's first render is still under way (over a painted page it renders in slices),
 * before the layout has set it: the navigation then waits for it, with what was to follow it
 * (the alert for the page it lands on), rather than load the page and lose that alert. If React
 * never sets it, the page is loaded after all.
 */
// Not `navigator`: that is the browser's.
let routerNavigate: ((path: string) => void) | null = null;
let pending: {
  path: string;
  after: Array<() => void>;
  timer: ReturnType<typeof setTimeout>;
} | null = null;

export function setNavigator(fn: ((path: string) => void) | null) {
  routerNavigate = fn;
  if (!fn || !pending) return;
  const { path, after, timer } = pending;
  pending = null;
  clearTimeout(timer);
  fn(path);
  for (const then of after) then();
}

/** Goes to a path through the navigator React set; `then` runs once it has gone there. */
export function navigateTo(path: string, then?: () => void) {
  if (routerNavigate) {
    routerNavigate(path);
    then?.();
    return;
  }
  if (pending) clearTimeout(pending.timer);
  const after = [...(pending?.after ?? []), ...(then ? [then] : [])];
  const timer = setTimeout(() => {
    pending = null;
    loadPage(path);
  }, NAVIGATOR_WAIT_MS);
  pending = { path, after, timer };
}

/** Every way a session ends says so under one action: a newer ending replaces the older one's alert. */
export const SESSION_ENDED_SOURCE = 'session/ended';

/** The alert on / when the session ended in another tab, by why it ended there. */
function endedElsewhereAlert(reason: SessionEndReason): AlertMessage {
  if (reason === 'user')
    return {
      type: 'info',
      ...portalText('shell:session.loggedOutElsewhere'),
      target: '/',
      source: SESSION_ENDED_SOURCE,
    };
  if (reason === 'idle')
    return {
      type: 'info',
      ...portalText('shell:idle.loggedOut'),
      target: '/',
      source: SESSION_ENDED_SOURCE,
    };
  return {
    type: 'danger',
    ...configuredText(MSG.SESSION_INVALID, 'shell:session.expired'),
    target: '/',
    source: SESSION_ENDED_SOURCE,
  };
}

/**
 * Log out: revoke the token, reset every store (session/loggedOut), go to /. Returns whether the
 * server ended the session. `elsewhere`: another tab ended it (other-tabs.ts); this one follows,
 * and says why. `userId`: whose session it was (another tab has already cleared the storage).
 */
export function* logout(
  reason: SessionEndReason,
  {
    elsewhere = false,
    userId = readSession().user?.id ?? null,
  }: { elsewhere?: boolean; userId?: number | null } = {},
): Generator<unknown, boolean, never> {
  const hadToken = Boolean(getToken());
  let ok = true;
  if (!elsewhere) noteSessionEnd(reason);
  // Another tab ending the session revoked the token itself.
  if (hadToken && reason !== 'invalid' && !elsewhere) {
    const res: { status?: string } = yield call(
      callContract,
      LogoutCall,
      {},
      { ignoreSessionErrors: true },
    );
    ok = res.status === 'SUCCESS';
  }
  // A session that ended by itself brings the rider back to this page after their next sign-in
  // in this tab; one the rider ended leaves nothing to come back to. Several calls answering 464
  // at once end the session more than once: the later ones, with no rider left, keep what the
  // first kept.
  if (reason !== 'idle' && reason !== 'invalid') forgetReturnPath();
  else if (userId !== null) rememberReturnPath(currentPath(), { userId });
  clearSession();
  // The offline balances belong to this session's rider; the next person on this device must not see them.
  clearBalanceSnapshot();
  bus.emit('session/loggedOut', { reason });
  yield put({ type: 'app/reset' });
  // This alert is for the page the rider lands on: raised once they are there.
  const alert = endedAlert(reason, elsewhere, ok);
  navigateTo('/', alert ? () => raiseAlert(alert) : undefined);
  return ok;
}

/** What / says about how the session ended, if anything. */
function endedAlert(
  reason: SessionEndReason,
  elsewhere: boolean,
  ok: boolean,
): AlertMessage | null {
  if (elsewhere) return endedElsewhereAlert(reason);
  if (reason === 'invalid')
    return {
      type: 'danger',
      ...configuredText(MSG.SESSION_INVALID, 'shell:session.expired'),
      target: '/',
      source: SESSION_ENDED_SOURCE,
    };
  if (!ok) {
    const words =
      reason === 'idle'
        ? portalText('shell:session.expired')
        : configuredText(MSG.LOGOUT_FAILED, 'shell:session.logoutFailed');
    return { type: 'danger', ...words, target: '/', source: SESSION_ENDED_SOURCE };
  }
  return null;
}
