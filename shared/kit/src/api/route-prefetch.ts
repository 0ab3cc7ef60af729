// A page's first API call started as soon as its route is known (by the remote's routes module,
// while the page's code still downloads), and handed to the page's saga instead of a second call
// (docs/performance.md). One entry per key: started by prefetch(), taken once by takePrefetched().
// An entry belongs to the session that started it: a session that ends or changes drops it, and
// another user never takes it. A failed prefetch is not handed over: the page calls again itself.
import type { CallResult } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { readSession } from '@qcard/runtime/session/session-storage';

/**
 * An answer older than this is not handed to a page: it was fetched for a visit the rider left
 * before the page showed it, and something may have changed since.
 */
export const PREFETCH_MAX_AGE_MS = 30_000;

interface Entry {
  session: string;
  started: number;
  settled: boolean;
  answer: Promise<CallResult<unknown>>;
}

const entries = new Map<string, Entry>();

/** A key is "<scope> <criteria>" ("orders/search […]") or just "<scope>" ("cards/list"). */
const scopeOf = (key: string) => key.split(' ', 1)[0];

/** Who the data is for: the signed-in user (the token rotates within a session, the user does not). */
function sessionKey(): string | null {
  const { token, user } = readSession();
  return token && user ? `${user.id}:${user.email}` : null;
}

/** Forget every prefetched answer (logout, login, expired session: the next user starts clean). */
export function discardPrefetched(): void {
  entries.clear();
}

bus.on('session/loggedOut', discardPrefetched);
bus.on('session/loggedIn', discardPrefetched);
bus.on('session/expired', discardPrefetched);

/**
 * Start `request` for `key` now. A request for the same key still on its way is kept (one call,
 * not two); an answer that arrived and was not taken is replaced, since the rider may have
 * changed something between that visit and this one. Nobody signed in: nothing starts.
 */
export function prefetch<T>(key: string, request: () => Promise<CallResult<T>>): void {
  const session = sessionKey();
  if (!session) return;
  const current = entries.get(key);
  if (
    current &&
    !current.settled &&
    current.session === session &&
    Date.now() - current.started < PREFETCH_MAX_AGE_MS
  )
    return;
  const entry: Entry = {
    session,
    started: Date.now(),
    settled: false,
    answer: Promise.resolve(null as never),
  };
  // callApi never rejects; a request that throws or rejects anyway counts as a failed prefetch.
  const failed = (): CallResult<T> => ({ status: 'ERROR' }) as CallResult<T>;
  let started: Promise<CallResult<T>>;
  try {
    started = request();
  } catch {
    started = Promise.resolve(failed());
  }
  entry.answer = started.catch(failed).finally(() => {
    entry.settled = true;
  });
  entries.set(key, entry);
}

/**
 * The page's call: the prefetched answer for `key` when this session started it recently and it
 * succeeded, else `request()` as the page always made it. An entry is handed over once.
 */
export async function takePrefetched<T>(
  key: string,
  request: () => Promise<CallResult<T>>,
): Promise<CallResult<T>> {
  const entry = entries.get(key);
  // The page's first load of a scope ends every answer of that scope: one for other criteria
  // (the page asked for something else) must not be handed to a later load, after a change.
  for (const other of [...entries.keys()])
    if (scopeOf(other) === scopeOf(key)) entries.delete(other);
  if (entry && entry.session === sessionKey() && Date.now() - entry.started < PREFETCH_MAX_AGE_MS) {
    const answer = (await entry.answer) as CallResult<T>;
    // The session may have ended while the answer was on its way.
    if (answer.status === 'SUCCESS' && entry.session === sessionKey()) return answer;
  }
  return request();
}
