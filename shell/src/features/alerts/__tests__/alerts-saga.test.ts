// The alerts saga runs against the real bus: remotes raise, clear and settle alerts there, and
// the shell's store must show exactly what is still current.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { fork, take } from 'redux-saga/effects';
import { bus } from '@qcard/runtime/bus/event-bus';
import { raiseAlert, settleAlerts, clearAlerts } from '@qcard/runtime/bus/alerts';
import { alertsSaga, setAlertPathSource } from '../alerts-saga';
import { alertsActions, alertsReducer, selectAlerts } from '../alerts-slice';

const reducer = combineReducers({ alerts: alertsReducer });
type State = ReturnType<typeof reducer>;
const shown = (state: State) =>
  selectAlerts(state).map((a) => ({ msg: a.msg, page: a.page, source: a.source }));

/** Run the watchers; `drive` emits on the bus while they listen. Timeout 0: nothing here waits. */
function runWith(
  drive: () => void,
  expectations: (saga: ReturnType<typeof expectSaga>) => ReturnType<typeof expectSaga> = (s) => s,
) {
  const running = expectations(expectSaga(alertsSaga).withReducer(reducer)).silentRun(0);
  drive();
  return running;
}

afterEach(() => {
  setAlertPathSource(() => undefined);
  bus.clearHistory('alerts/raised');
});

describe('alertsSaga', () => {
  it('shows an alert raised on the bus on the page the user is on', async () => {
    setAlertPathSource(() => '/cards');
    const { storeState } = await runWith(
      () => raiseAlert({ id: 'a1', msg: 'Card saved', type: 'success', source: 'card/save' }),
      (s) =>
        s.put(
          alertsActions.raised({
            id: 'a1',
            msg: 'Card saved',
            type: 'success',
            source: 'card/save',
            page: '/cards',
          }),
        ),
    );
    expect(shown(storeState as State)).toEqual([
      { msg: 'Card saved', page: '/cards', source: 'card/save' },
    ]);
  });

  it('keeps the page an alert names itself', async () => {
    setAlertPathSource(() => '/cards');
    const { storeState } = await runWith(() =>
      raiseAlert({ msg: 'Welcome back', type: 'info', source: 'login/submitted', page: '/home' }),
    );
    expect(shown(storeState as State)).toEqual([
      { msg: 'Welcome back', page: '/home', source: 'login/submitted' },
    ]);
  });

  it('shows alerts raised before the shell listened, once', async () => {
    raiseAlert({ msg: 'Config failed to load', type: 'danger', source: 'config/load' });
    const first = await runWith(() => undefined);
    expect(shown(first.storeState as State).map((a) => a.msg)).toEqual(['Config failed to load']);
    // Consumed: a second listener (the shell remounted) does not show it again.
    const second = await runWith(() => undefined);
    expect(shown(second.storeState as State)).toEqual([]);
  });

  it('ends only the alerts of the action that settled', async () => {
    const { storeState } = await runWith(
      () => {
        raiseAlert({ msg: 'Payment declined', type: 'danger', source: 'order/submit' });
        raiseAlert({ msg: 'Search failed', type: 'danger', source: 'orders/search' });
        settleAlerts('order/submit');
      },
      (s) => s.put(alertsActions.settled('order/submit')),
    );
    expect(shown(storeState as State).map((a) => a.msg)).toEqual(['Search failed']);
  });

  it('a newer alert from the same action replaces the older one', async () => {
    const { storeState } = await runWith(() => {
      raiseAlert({ msg: 'Amount too low', type: 'danger', source: 'reload/submit' });
      raiseAlert({ msg: 'Amount too high', type: 'danger', source: 'reload/submit' });
    });
    expect(shown(storeState as State).map((a) => a.msg)).toEqual(['Amount too high']);
  });

  it('clears every alert on alerts/cleared', async () => {
    const { storeState } = await runWith(
      () => {
        raiseAlert({ msg: 'One', type: 'info', source: 'cart/added' });
        raiseAlert({ msg: 'Two', type: 'warning', source: 'x' });
        clearAlerts();
      },
      (s) => s.put(alertsActions.cleared()),
    );
    expect(selectAlerts(storeState as State)).toEqual([]);
  });

  // A sponsor removal settles the save's, the search's and its own alerts from
  // one answer, inside the remote's dispatch; the shell kept only the first and dropped the rest.
  it('ends every action settled in one burst from inside a dispatch', async () => {
    function* remoteAnswer() {
      for (const source of ['save', 'search', 'remove'])
        raiseAlert({ msg: source, type: 'info', source });
      yield take('remote/answered');
      for (const source of ['save', 'search', 'remove']) settleAlerts(source);
    }
    const { storeState } = await expectSaga(function* () {
      yield fork(alertsSaga);
      yield fork(remoteAnswer);
    })
      .withReducer(reducer)
      .dispatch({ type: 'remote/answered' })
      .silentRun(0);
    expect(shown(storeState as State)).toEqual([]);
  });

  it('a settle then a raise from one answer inside a dispatch keep their order: the new alert stays', async () => {
    function* remoteAnswer() {
      for (const source of ['save', 'search', 'remove'])
        raiseAlert({ msg: source, type: 'info', source });
      yield take('remote/answered');
      for (const source of ['save', 'search', 'remove']) settleAlerts(source);
      raiseAlert({ msg: 'Removed', type: 'success', source: 'remove#DONE' });
    }
    const { storeState } = await expectSaga(function* () {
      yield fork(alertsSaga);
      yield fork(remoteAnswer);
    })
      .withReducer(reducer)
      .dispatch({ type: 'remote/answered' })
      .silentRun(0);
    expect(shown(storeState as State).map((a) => a.msg)).toEqual(['Removed']);
  });

  it('settling an action that raised nothing leaves the others alone', async () => {
    const { storeState } = await runWith(() => {
      raiseAlert({ msg: 'Still here', type: 'warning', source: 'cards/search' });
      bus.emit('alerts/settled', { source: 'unknown/action' });
    });
    expect(shown(storeState as State).map((a) => a.msg)).toEqual(['Still here']);
  });
});
