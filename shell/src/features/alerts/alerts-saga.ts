import { fork, put, take } from 'redux-saga/effects';
import { buffers, eventChannel } from 'redux-saga';
import { bus } from '@qcard/runtime/bus/event-bus';
import type { AlertMessage } from '@qcard/contracts/domain';
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

type AlertEvent =
  | { kind: 'raised'; alert: AlertMessage }
  | { kind: 'settled'; source: string }
  | { kind: 'cleared' };

// Raised, settled and cleared come through one buffered channel, in the order the remotes sent
// them. With a channel each, a settle that came while its watcher was busy was dropped (no
// buffer), and with a buffer each, a remote's "settle the removal, raise its result" could be
// applied the other way round: a remote that settles several actions from one answer inside
// its own dispatch (the saga scheduler then queues the puts) lost alerts either way.
function* watchAlerts() {
  // Replay: alerts raised before the shell listened (while remotes.json loaded) still show.
  // The replay is emitted while subscribing, before the first take: the buffer keeps it.
  const events = eventChannel<AlertEvent>((emit) => {
    const offs = [
      bus.on('alerts/raised', (alert) => emit({ kind: 'raised', alert }), { replay: true }),
      bus.on('alerts/settled', ({ source }) => emit({ kind: 'settled', source })),
      bus.on('alerts/cleared', () => emit({ kind: 'cleared' })),
    ];
    return () => offs.forEach((off) => off());
  }, buffers.expanding<AlertEvent>(20));
  while (true) {
    const event = (yield take(events)) as AlertEvent;
    if (event.kind === 'raised') {
      bus.clearHistory('alerts/raised');
      const page = event.alert.page ?? currentPath();
      yield put(alertsActions.raised(page ? { ...event.alert, page } : event.alert));
    } else if (event.kind === 'settled') {
      yield put(alertsActions.settled(event.source));
    } else {
      yield put(alertsActions.cleared());
    }
  }
}

export function* alertsSaga() {
  yield fork(watchAlerts);
}
