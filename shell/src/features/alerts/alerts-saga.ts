import { fork, put, take } from 'redux-saga/effects';
import { buffers, eventChannel } from 'redux-saga';
import { bus } from '@qcard/shared/bus/event-bus';
import type { AlertMessage } from '@qcard/shared/contracts/domain';
import { alertsActions } from './alerts-slice';

/**
 * Where the user is right now. The app reads the browser's address: a saga that navigates
 * and then raises an alert in the same tick raises it for the new page, before the layout
 * has reported the navigation. Unset (tests), the last reported path is used.
 */
let currentPath: () => string | undefined = () => undefined;
export function setAlertPathSource(source: () => string | undefined): void {
  currentPath = source;
}

function* watchRaised() {
  // Replay: alerts raised before the shell listened (while remotes.json loaded) still show.
  // The replay is emitted while subscribing, before the first take: without a buffer the
  // channel would drop it.
  const raised = eventChannel<AlertMessage>(
    (emit) => bus.on('alerts/raised', (a) => emit(a), { replay: true }),
    buffers.expanding<AlertMessage>(20),
  );
  while (true) {
    const alert = (yield take(raised)) as AlertMessage;
    bus.clearHistory('alerts/raised');
    const page = alert.page ?? currentPath();
    yield put(alertsActions.raised(page ? { ...alert, page } : alert));
  }
}

// A channel without a buffer drops what comes while its watcher is busy putting the last one:
// a remote that settles several actions from one answer, inside its own dispatch (the shared
// saga scheduler then queues the watcher's put), had only the first ended (issue 60 item 7).
function* watchCleared() {
  const cleared = eventChannel<true>((emit) => bus.on('alerts/cleared', () => emit(true)), buffers.expanding<true>(4));
  while (true) {
    yield take(cleared);
    yield put(alertsActions.cleared());
  }
}

function* watchSettled() {
  const settled = eventChannel<string>((emit) => bus.on('alerts/settled', ({ source }) => emit(source)), buffers.expanding<string>(20));
  while (true) {
    const source = (yield take(settled)) as string;
    yield put(alertsActions.settled(source));
  }
}

export function* alertsSaga() {
  yield fork(watchRaised);
  yield fork(watchCleared);
  yield fork(watchSettled);
}
