import { alertsActions, alertsReducer } from '../alerts-slice';

describe('alerts', () => {
  it('drops alerts tied to another path on navigation and keeps untargeted ones', () => {
    let state = alertsReducer(undefined, { type: '@@init' });
    state = alertsReducer(state, alertsActions.raised({ id: '1', msg: 'Saved', type: 'success', target: '/group_mgmt' }));
    state = alertsReducer(state, alertsActions.raised({ id: '2', msg: 'General', type: 'info' }));
    expect(alertsReducer(state, alertsActions.navigated('/group_mgmt')).map((a) => a.id)).toEqual(['1', '2']);
    expect(alertsReducer(state, alertsActions.navigated('/emp_mgmt')).map((a) => a.id)).toEqual(['2']);
  });

  it('clears everything on menu navigation and collapses repeats', () => {
    let state = alertsReducer([], alertsActions.raised({ id: '1', msg: 'Same', type: 'danger' }));
    state = alertsReducer(state, alertsActions.raised({ id: '2', msg: 'Same', type: 'danger' }));
    expect(state).toHaveLength(1);
    expect(alertsReducer(state, alertsActions.cleared())).toEqual([]);
    expect(alertsReducer(state, alertsActions.dismissed('2'))).toEqual([]);
  });
});
