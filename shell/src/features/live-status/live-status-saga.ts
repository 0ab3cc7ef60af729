// Opens the live-status stream while a user is signed in and republishes its events on the bus
// (live/orderStatus, live/autoload), for the remote that shows the data to react.
import { call, fork, take, cancel } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { busChannel } from '@qcard/kit/store/create-remote-store';
import { bus } from '@qcard/runtime/bus/event-bus';
import { getToken } from '@qcard/runtime/session/session-storage';
import { connectLiveEvents, type LiveEvent, type LiveEventsConnection } from './live-events-client';

/**
 * The stream opens this long after sign-in or page load: the page's own requests go first, and a
 * page that has finished loading is seen as idle by tools that wait for it (the server replays
 * the last minute, so nothing in between is lost).
 */
export const LIVE_START_DELAY_MS = 4000;

export function republish(event: LiveEvent): void {
  const d = event.data as { orderId?: unknown; contractId?: unknown; status?: unknown } | null;
  if (!d || typeof d.orderId !== 'number' || typeof d.status !== 'string') return;
  if (event.type === 'order')
    bus.emit('live/orderStatus', { orderId: d.orderId, status: d.status });
  else if (event.type === 'autoload' && typeof d.contractId === 'number')
    bus.emit('live/autoload', { orderId: d.orderId, contractId: d.contractId, status: d.status });
}

function* streamWhileSignedIn() {
  const connection: LiveEventsConnection = yield call(connectLiveEvents, {
    token: getToken,
    onEvent: republish,
    startDelayMs: LIVE_START_DELAY_MS,
  });
  try {
    // Held until the session ends (the watcher cancels this task).
    yield take(busChannel('session/loggedOut'));
  } finally {
    // Logged out, or cancelled by a new login: either way this stream ends.
    connection.stop();
  }
}

export function* liveStatusSaga() {
  // fetch with a readable body: every browser the portal supports; skipped where it is missing (tests, old browsers).
  if (typeof fetch !== 'function' || typeof TextDecoder !== 'function') return;
  const loggedIn = busChannel('session/loggedIn');
  let task: Task | null = getToken() ? ((yield fork(streamWhileSignedIn)) as Task) : null;
  while (true) {
    yield take(loggedIn);
    if (task?.isRunning()) yield cancel(task);
    task = (yield fork(streamWhileSignedIn)) as Task;
  }
}
