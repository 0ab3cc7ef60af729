import { alertsActions, alertsReducer, selectAlerts, type AlertsState } from '../alerts-slice';

const on = (path: string, state?: AlertsState) =>
  alertsReducer(state, alertsActions.navigated(path));
const ids = (state: AlertsState) => selectAlerts({ alerts: state }).map((a) => a.id);
const msgs = (state: AlertsState) => selectAlerts({ alerts: state }).map((a) => a.msg);

describe('alert policy', () => {
  it('drops alerts tied to another path on navigation', () => {
    let state = on('/emp_mgmt/new');
    state = alertsReducer(
      state,
      alertsActions.raised({
        id: '1',
        msg: 'Saved',
        type: 'success',
        target: '/group_mgmt',
        source: 'groups/saved',
      }),
    );
    state = alertsReducer(
      state,
      alertsActions.raised({
        id: '2',
        msg: 'Saved employee',
        type: 'success',
        target: '/emp_mgmt',
        source: 'employees/saved',
      }),
    );
    expect(ids(on('/group_mgmt', state))).toEqual(['1']);
    expect(ids(on('/emp_mgmt', state))).toEqual(['2']);
  });

  it('ends an alert when the user leaves the page it was raised on (the decline banner after a successful retry)', () => {
    let state = on('/patron-billing');
    state = alertsReducer(
      state,
      alertsActions.raised({
        id: 'd',
        msg: 'Your payment was declined.',
        type: 'danger',
        source: 'order/submit',
      }),
    );
    expect(ids(state)).toEqual(['d']);
    expect(ids(on('/user-confirm-order', state))).toEqual([]);
    // Coming back to the same page does not bring it back either.
    expect(ids(on('/patron-billing', on('/order-detail', state)))).toEqual([]);
  });

  it('keeps an alert while the user stays on its page (a query string change is the same page)', () => {
    let state = on('/single-subscribe');
    state = alertsReducer(
      state,
      alertsActions.raised({
        id: 'w',
        msg: 'Not allowed',
        type: 'warning',
        source: 'subscriptions/allowedRequested',
      }),
    );
    expect(ids(on('/single-subscribe', state))).toEqual(['w']);
  });

  it('a newer alert of the same action replaces the older one: 466, 467, 469 on repeated searches are one alert', () => {
    let state = on('/order');
    for (const [id, msg] of [
      ['1', 'Please enter both From Date and To Date, or neither.'],
      ['2', 'From Date can not be after To Date.'],
      ['3', 'No records found.'],
    ]) {
      state = alertsReducer(
        state,
        alertsActions.raised({ id, msg: msg as string, type: 'warning', source: 'orders/search' }),
      );
    }
    expect(msgs(state)).toEqual(['No records found.']);
    // An alert of another action stays beside it.
    state = alertsReducer(
      state,
      alertsActions.raised({
        id: '4',
        msg: 'Cart could not be loaded',
        type: 'danger',
        source: 'cart/load',
      }),
    );
    expect(ids(state)).toEqual(['3', '4']);
  });

  it('ends the alerts of an action when that action succeeds', () => {
    let state = on('/order');
    state = alertsReducer(
      state,
      alertsActions.raised({
        id: '1',
        msg: 'No records found.',
        type: 'warning',
        source: 'orders/search',
      }),
    );
    state = alertsReducer(
      state,
      alertsActions.raised({ id: '2', msg: 'Other', type: 'info', source: 'orders/searchAgain' }),
    );
    expect(ids(alertsReducer(state, alertsActions.settled('orders/search')))).toEqual(['2']);
  });

  it("an action's several alerts (a bulk removal's successes and failures) stand side by side and end together", () => {
    let state = on('/emp_mgmt');
    const removal = 'employees/removeRequested';
    state = alertsReducer(
      state,
      alertsActions.raised({
        id: 'ok',
        msg: 'Ann removed',
        type: 'success',
        source: `${removal}#EMPLOYEES_REMOVED`,
      }),
    );
    state = alertsReducer(
      state,
      alertsActions.raised({
        id: 'no',
        msg: 'Bo not removed',
        type: 'danger',
        source: `${removal}#EMPLOYEES_NOT_REMOVED`,
      }),
    );
    state = alertsReducer(
      state,
      alertsActions.raised({
        id: 'search',
        msg: 'No records found.',
        type: 'warning',
        source: 'employees/search',
      }),
    );
    expect(ids(state)).toEqual(['ok', 'no', 'search']);
    expect(ids(alertsReducer(state, alertsActions.settled(removal)))).toEqual(['search']);
    // A part is not an action of its own: settling another action that shares the prefix ends none.
    expect(ids(alertsReducer(state, alertsActions.settled('employees/remove')))).toEqual([
      'ok',
      'no',
      'search',
    ]);
  });

  it('an alert from a remote built before every alert had a source replaces none and is settled by none', () => {
    let state = on('/cards');
    const old = (id: string, msg: string) =>
      ({ id, msg, type: 'danger' as const }) as unknown as Parameters<
        typeof alertsActions.raised
      >[0];
    state = alertsReducer(state, alertsActions.raised(old('a', 'First')));
    state = alertsReducer(state, alertsActions.raised(old('b', 'Second')));
    expect(ids(alertsReducer(state, alertsActions.settled('cards/listRequested')))).toEqual([
      'a',
      'b',
    ]);
  });

  it('an alert raised before any page was shown belongs to the first page', () => {
    let state = alertsReducer(
      undefined,
      alertsActions.raised({
        id: 'boot',
        msg: 'Settings failed',
        type: 'danger',
        source: 'config/load',
      }),
    );
    state = on('/', state);
    expect(ids(state)).toEqual(['boot']);
    expect(ids(on('/unreg-recharge', state))).toEqual([]);
  });

  it('an alert for the next page (target) survives the navigation to it and ends when that page is left', () => {
    let state = on('/cards');
    state = alertsReducer(
      state,
      alertsActions.raised({
        id: 's',
        msg: 'Your session is expired',
        type: 'danger',
        target: '/',
        source: 'session/ended',
      }),
    );
    state = on('/', state);
    expect(ids(state)).toEqual(['s']);
    expect(ids(on('/forgot-password', state))).toEqual([]);
  });

  it('clears everything on menu navigation, collapses repeats and lets the user dismiss', () => {
    let state = on('/cards');
    state = alertsReducer(
      state,
      alertsActions.raised({ id: '1', msg: 'Same', type: 'danger', source: 'cards/listRequested' }),
    );
    state = alertsReducer(
      state,
      alertsActions.raised({
        id: '2',
        msg: 'Same',
        type: 'danger',
        source: 'cards/detailsRequested',
      }),
    );
    expect(ids(state)).toEqual(['2']);
    expect(ids(alertsReducer(state, alertsActions.cleared()))).toEqual([]);
    expect(ids(alertsReducer(state, alertsActions.dismissed('2')))).toEqual([]);
  });
});
