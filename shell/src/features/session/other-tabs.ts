// One session across the rider's tabs and windows (docs/decisions.md, "One session in every
// tab"). They share localStorage, so they already share the token; what they did not share:
// - a logout: the other tabs kept the rider's pages, name and data on screen until their next
//   call failed;
// - a sign-in as someone else: the other tabs showed the first rider's pages while their calls
//   went out with the second rider's token;
// - activity: a tab left in the background warned, then logged the rider out, while they were
//   working in another one;
// - the cart's count: the menu of a tab showed "Cart" without the reload just added in another.
// The browser tells every other tab of a change to localStorage (a storage event); these are the
// rules for reading those events, and the keys only this feature writes.
import { SESSION_STORAGE_KEYS } from '@qcard/contracts/painted-pages';
import type { BusEvents } from '@qcard/contracts/events';

/** When this rider last clicked or pressed a key in any tab (ms since the epoch). */
export const ACTIVITY_KEY = 'qcard.activityAt';
/** Why the session ended, written by the tab that ended it just before it clears the session. */
export const SESSION_END_KEY = 'qcard.sessionEnd';
/** The cart's item count as a tab last heard it from its pages, with whose cart it is. */
export const CART_COUNT_KEY = 'qcard.cartCount';
/** A tab shares its activity at most this often: the idle timer counts minutes. */
export const ACTIVITY_SHARE_INTERVAL_MS = 1000;
/** A reason older than this is not the one for the ending just seen. */
const REASON_FRESH_MS = 10_000;

/** Why a session ends: the reason every store hears with session/loggedOut. */
export type SessionEndReason = BusEvents['session/loggedOut']['reason'];
/** The reasons a note may give; anything else is read as no note (and told as an expired session). */
const NOTED_REASONS: ReadonlySet<unknown> = new Set<SessionEndReason>([
  'user',
  'idle',
  'passwordChanged',
  'invalid',
]);

/** The part of a storage event these rules read. */
export interface StorageChange {
  key: string | null;
  oldValue: string | null;
  newValue: string | null;
}

export type ChangeElsewhere = 'activity' | 'ended' | 'signedIn' | null;

function userId(json: string | null): number | null {
  if (!json) return null;
  try {
    const user = JSON.parse(json) as { id?: unknown } | null;
    return typeof user?.id === 'number' ? user.id : null;
  } catch {
    return null;
  }
}

/**
 * What another tab's change means here: activity there; the session this tab shows ended (the
 * signed-in user removed); someone else signed in (the stored user is not the one this tab
 * shows). Read from the user, not the token: a visitor's reload by serial holds a token without a
 * user, and its end is no one's logout. A rotated token or an updated profile of the rider shown
 * means nothing to do, and neither does a change this tab already shows: a page that loaded just
 * after another tab's write can still hear of it (a navigation in the tab that wrote it did).
 */
export function changeElsewhere(
  change: StorageChange,
  shownUserId: number | null,
): ChangeElsewhere {
  if (change.key === ACTIVITY_KEY) return change.newValue ? 'activity' : null;
  if (change.key !== SESSION_STORAGE_KEYS.user) return null;
  const after = userId(change.newValue);
  if (after === null)
    return shownUserId !== null && userId(change.oldValue) !== null ? 'ended' : null;
  return after !== shownUserId ? 'signedIn' : null;
}

/**
 * The cart count another tab's pages just reported (an item added, removed, an order placed), when
 * the cart is this tab's signed-in rider's: the menu's count follows without asking the server.
 */
export function cartCountElsewhere(
  change: StorageChange,
  userIdHere: number | null,
): number | null {
  if (change.key !== CART_COUNT_KEY || userIdHere === null || !change.newValue) return null;
  try {
    const said = JSON.parse(change.newValue) as { count?: unknown; user?: unknown } | null;
    return said?.user === userIdHere &&
      typeof said.count === 'number' &&
      Number.isSafeInteger(said.count) &&
      said.count >= 0
      ? said.count
      : null;
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let sharedAt = 0;
/** Tell the other tabs the rider is active here (at most once a second unless `now`). */
export function shareActivity(now = false): void {
  const t = Date.now();
  if (!now && t - sharedAt < ACTIVITY_SHARE_INTERVAL_MS) return;
  sharedAt = t;
  try {
    storage()?.setItem(ACTIVITY_KEY, String(t));
  } catch {
    // A full or refused storage costs only the sharing.
  }
}

/** This tab's pages reported the cart's count: the other tabs' menus follow (cartCountElsewhere). */
export function shareCartCount(count: number, userId: number): void {
  try {
    storage()?.setItem(CART_COUNT_KEY, JSON.stringify({ count, user: userId, at: Date.now() }));
  } catch {
    // The other tabs then learn the count at their next refresh.
  }
}

/**
 * This tab, among the others: a note says which tab wrote it. Not a secret, only distinct per
 * page load.
 */
const THIS_TAB = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Before this tab ends the session (before it even asks the server to revoke the token): the
 * other tabs will say why it ended. Written first because a call another tab makes while the
 * revoke is under way is answered 464: that tab must read this note, not guess that it expired.
 */
export function noteSessionEnd(reason: SessionEndReason): void {
  try {
    storage()?.setItem(SESSION_END_KEY, JSON.stringify({ reason, at: Date.now(), tab: THIS_TAB }));
  } catch {
    // The other tabs then say the session expired.
  }
}

/** A sign-in in this tab: no session of this browser is ending any more. */
export function forgetSessionEnd(): void {
  try {
    storage()?.removeItem(SESSION_END_KEY);
  } catch {
    // Then the note is only read for its last seconds.
  }
}

interface SessionEndNote {
  reason: SessionEndReason;
  /** Whether this tab wrote it. */
  own: boolean;
}

/** The last note of a session ending in this browser, if it is from the last seconds. */
function freshSessionEnd(): SessionEndNote | null {
  try {
    const note = JSON.parse(storage()?.getItem(SESSION_END_KEY) ?? 'null') as {
      reason?: unknown;
      at?: unknown;
      tab?: unknown;
    } | null;
    const fresh = typeof note?.at === 'number' && Math.abs(Date.now() - note.at) <= REASON_FRESH_MS;
    if (fresh && NOTED_REASONS.has(note?.reason))
      return { reason: note?.reason as SessionEndReason, own: note?.tab === THIS_TAB };
  } catch {
    // fall through
  }
  return null;
}

/** Why a session of this browser ended in the last seconds (this tab's or another's), or null. */
export function recentSessionEnd(): SessionEndReason | null {
  return freshSessionEnd()?.reason ?? null;
}

/** Why the session another tab just ended ended: its note if fresh, else it expired. */
export function sessionEndReason(): SessionEndReason {
  return recentSessionEnd() ?? 'invalid';
}

/**
 * Why another tab is ending the session right now, or null: this tab's call was answered 464
 * because that tab revoked the token before it cleared the storage.
 */
export function endingElsewhere(): SessionEndReason | null {
  const note = freshSessionEnd();
  return note && !note.own ? note.reason : null;
}

/**
 * Whether this tab is ending the session itself: another tab that heard the revoke first may
 * clear the storage before this one does, and that is no news here.
 */
export function endingHere(): boolean {
  return freshSessionEnd()?.own === true;
}

/** For tests: forget when this tab last shared. */
export function resetSharedActivity(): void {
  sharedAt = 0;
}
