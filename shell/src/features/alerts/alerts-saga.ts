import { fork, put, take } from 'redux-saga/effects';
import { eventChannel } from 'redux-saga';
import { bus } from '@qcard/shared/bus/event-bus';
import type { AlertMessage } from '@qcard/shared/contracts/domain';
import { alertsActions } from './alerts-slice';

function* watchRaised() {
  // Replay: alerts raised before the shell listened (while remotes.json loaded) still show.
  const raised = eventChannel<AlertMessage>((emit) => bus.on('alerts/raised', (a) => emit(a), { replay: true }));
  while (true) {
    const alert = (yield take(raised)) as AlertMessage;
    bus.clearHistory('alerts/raised');
    yield put(alertsActions.raised(alert));
  }
}

function* watchCleared() {
  const cleared = eventChannel<true>((emit) => bus.on('alerts/cleared', () => emit(true)));
  while (true) {
    yield take(cleared);
    yield put(alertsActions.cleared());
  }
}

export function* alertsSaga() {
  yield fork(watchRaised);
  yield fork(watchCleared);
}
