// The idle timer of SPEC section 4 'Session idle' and the token-validity checks.
//
// Idle: after login (or a page load with a session) the idle time counts from the last click or
// key press (session/activity). At Session_Timeout − Session_Timeout_Expiry_Warning the dialog
// 'Warning: Session Expiry' asks to continue; Yes refreshes the token (/user/refreshtoken), No or
// the end of the warning logs out through the shell's logout (every store reset, /user/logout, /).
//
// Token: protected pages ask for a validity check (/user/isTokenValid, which also rotates the
// token) at most once a minute; every minute the keeper refreshes a token that is about to expire
// when the rider was active since the last refresh. An invalid token takes the session/expired path.
import { portalText } from '@qcard/runtime/bus/alert-text';
import { call, delay, fork, put, race, take, takeLatest } from 'redux-saga/effects';
import type { EventChannel } from 'redux-saga';
import { busChannel } from '@qcard/kit/store/create-remote-store';
import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import { IsTokenValidCall, RefreshTokenCall } from '@qcard/contracts/auth-calls';
import { loadConfig } from '@qcard/runtime/config/config-store';
import { raiseAlert } from '@qcard/runtime/bus/alerts';
import { isAuthenticated } from '@qcard/runtime/session/session-storage';
import { MSG } from '@qcard/contracts/envelope';
import type { TokenCheckData } from '@qcard/contracts/auth-api';
import { idleSettings, type IdleSettings } from './idle-settings';
import { hideIdleWarning, showIdleWarning } from './idle-warning-state';
import { logout, SESSION_ENDED_SOURCE } from './logout';
import { shareActivity } from './other-tabs';
import {
  ACTIVITY_ELSEWHERE,
  IDLE_CONTINUE,
  IDLE_END,
  TOKEN_CHECK_REQUESTED,
  idleActions,
} from './idle-actions';

/** The checks of SPEC section 9 run every 60 seconds. */
export const CHECK_INTERVAL_MS = 60_000;

type IdleOutcome = 'timeout' | 'declined' | 'refreshFailed';

function* settings() {
  yield call(loadConfig);
  const s: IdleSettings = yield call(idleSettings);
  return s;
}

/** One signed-in stretch: returns why the session must end. */
export function* idleCycle(activity: EventChannel<object>) {
  const s: IdleSettings = yield call(settings);
  // The count runs from the last activity, here or in another tab. Another tab's is counted from
  // when it happened, not from when this tab heard of it (a storage event can come late).
  let lastActive = Date.now();
  const heardOf = (action: ReturnType<typeof idleActions.activityElsewhere>) => {
    const now = Date.now();
    const at =
      typeof action.at === 'number' && Number.isFinite(action.at) ? Math.min(action.at, now) : now;
    lastActive = Math.max(lastActive, at);
  };
  while (true) {
    const wait = Math.max(0, lastActive + s.warnAfterMs - Date.now());
    const { idle, active, elsewhere } = (yield race({
      idle: delay(wait),
      active: take(activity),
      elsewhere: take(ACTIVITY_ELSEWHERE),
    })) as {
      idle?: true;
      active?: object;
      elsewhere?: ReturnType<typeof idleActions.activityElsewhere>;
    };
    if (active) lastActive = Date.now();
    if (elsewhere) heardOf(elsewhere);
    if (!idle) continue; // a click or key press, here or in another tab, starts the count again
    yield call(showIdleWarning, s.warningMinutes);
    const answer = (yield race({
      yes: take(IDLE_CONTINUE),
      no: take(IDLE_END),
      timeout: delay(s.warningMs),
      // The rider answered Yes, or went on working, in another tab (which keeps the token fresh).
      elsewhere: take(ACTIVITY_ELSEWHERE),
    })) as {
      yes?: unknown;
      no?: unknown;
      timeout?: true;
      elsewhere?: ReturnType<typeof idleActions.activityElsewhere>;
    };
    yield call(hideIdleWarning);
    if (answer.elsewhere) {
      heardOf(answer.elsewhere);
      continue;
    }
    if (answer.yes) {
      const res: CallResult<TokenCheckData> = yield call(
        callContract,
        RefreshTokenCall,
        {},
        { ignoreSessionErrors: true },
      );
      if (res.status === 'SUCCESS') {
        lastActive = Date.now();
        yield put({ type: 'session/tokenRefreshed', payload: res.data?.expiresAt ?? null });
        // The other tabs, warning at the same moment, take this Yes as theirs.
        yield call(shareActivity, true);
        continue;
      }
      return 'refreshFailed' as IdleOutcome;
    }
    return (answer.no ? 'declined' : 'timeout') as IdleOutcome;
  }
}

export function* idleWatcher() {
  const activity = busChannel('session/activity');
  const loggedIn = busChannel('session/loggedIn');
  const loggedOut = busChannel('session/loggedOut');
  while (true) {
    const signedIn: boolean = yield call(isAuthenticated);
    if (!signedIn) {
      yield take(loggedIn);
    }
    const { cycle } = (yield race({ cycle: call(idleCycle, activity), out: take(loggedOut) })) as {
      cycle?: IdleOutcome;
    };
    yield call(hideIdleWarning);
    if (!cycle) continue; // logged out elsewhere
    // Outside the race, so the logout's own session/loggedOut cannot cancel it half-way.
    if (cycle === 'refreshFailed') {
      yield call(logout, 'invalid');
    } else {
      const ended: boolean = yield call(logout, 'idle');
      // A failed logout already said the session is over (SPEC: "Your session is expired!"); a
      // second alert for the same ending would only repeat it.
      if (cycle === 'timeout' && ended)
        yield call(raiseAlert, {
          type: 'info',
          ...portalText('shell:idle.loggedOut'),
          target: '/',
          source: SESSION_ENDED_SOURCE,
        });
    }
  }
}

// ---- token validity ------------------------------------------------------------------------

interface TokenClock {
  checkedAt: number;
  expiresAt: number;
  lastActivity: number;
}

const clock: TokenClock = { checkedAt: 0, expiresAt: 0, lastActivity: 0 };

export function resetTokenClock(now = Date.now()): void {
  clock.checkedAt = 0;
  clock.expiresAt = 0;
  clock.lastActivity = now;
}

function now(): number {
  return Date.now();
}

function isSessionEnd(res: CallResult<unknown>): boolean {
  return String(res.msgCode ?? '') === MSG.SESSION_INVALID || res.httpStatus === 401;
}

/** /user/isTokenValid; an invalid token ends the session (464 alert, back to /). */
export function* checkToken(force = false) {
  const signedIn: boolean = yield call(isAuthenticated);
  if (!signedIn) return;
  const t: number = yield call(now);
  if (!force && t - clock.checkedAt < CHECK_INTERVAL_MS) return;
  // Marked before the call, so a page load and a protected route do not both ask.
  clock.checkedAt = t;
  const res: CallResult<TokenCheckData> = yield call(
    callContract,
    IsTokenValidCall,
    {},
    { ignoreSessionErrors: true },
  );
  if (res.status === 'SUCCESS') {
    clock.expiresAt = res.data?.expiresAt ? Date.parse(res.data.expiresAt) : 0;
    return;
  }
  if (isSessionEnd(res)) {
    // The 464 text comes from the config, which a page load may still be reading.
    yield call(loadConfig);
    yield call(logout, 'invalid');
    return;
  }
  // A network failure is not a verdict on the token; the next check tries again.
  clock.checkedAt = 0;
}

/** Every minute: an active rider's token is refreshed before it expires; an expired one is checked. */
export function* tokenKeeper() {
  const activity = busChannel('session/activity');
  yield fork(function* trackActivity() {
    while (true) {
      yield take(activity);
      clock.lastActivity = Date.now();
    }
  });
  while (true) {
    yield delay(CHECK_INTERVAL_MS);
    const signedIn: boolean = yield call(isAuthenticated);
    if (!signedIn || !clock.expiresAt) continue;
    const s: IdleSettings = yield call(idleSettings);
    const t: number = yield call(now);
    if (t >= clock.expiresAt) {
      yield call(checkToken, true);
    } else if (
      clock.expiresAt - t <= s.warningMs + CHECK_INTERVAL_MS &&
      clock.lastActivity > clock.checkedAt
    ) {
      const res: CallResult<TokenCheckData> = yield call(
        callContract,
        RefreshTokenCall,
        {},
        { ignoreSessionErrors: true },
      );
      if (res.status === 'SUCCESS') {
        clock.checkedAt = t;
        clock.expiresAt = res.data?.expiresAt
          ? Date.parse(res.data.expiresAt)
          : t + s.tokenValidityMs;
      } else if (isSessionEnd(res)) {
        yield call(logout, 'invalid');
      }
    }
  }
}

function* watchTokenChecks() {
  yield takeLatest(TOKEN_CHECK_REQUESTED, function* onCheck() {
    yield call(checkToken);
  });
}

/** A sign-in: its token is new, so it is valid for the configured time from now. */
function* sessionStarted() {
  const s: IdleSettings = yield call(settings);
  const t = Date.now();
  resetTokenClock(t);
  clock.checkedAt = t;
  clock.expiresAt = t + s.tokenValidityMs;
}

function* watchSessionStart() {
  const loggedIn = busChannel('session/loggedIn');
  while (true) {
    yield take(loggedIn);
    yield call(sessionStarted);
  }
}

function* watchRefreshed() {
  while (true) {
    const action = (yield take('session/tokenRefreshed')) as { payload: string | null };
    const t = Date.now();
    clock.checkedAt = t;
    if (action.payload) clock.expiresAt = Date.parse(action.payload);
  }
}

/**
 * `signedInNow`: started by this tab's sign-in (whose session/loggedIn has passed) rather than by a
 * page load with a stored session, which is checked at once.
 */
export function* idleSessionSaga({ signedInNow = false }: { signedInNow?: boolean } = {}) {
  yield fork(idleWatcher);
  yield fork(tokenKeeper);
  yield fork(watchTokenChecks);
  yield fork(watchSessionStart);
  yield fork(watchRefreshed);
  if (signedInNow) yield fork(sessionStarted);
  else yield fork(checkToken, true);
}
