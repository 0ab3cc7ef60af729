// The employees sagas that save and remove, run as sagas. Asserted: the requests sent, the alerts
// and cart refresh on the bus, the form's outcome and the employees state.
import { callContract } from '@qcard/runtime/api/api-client';
import { FAILED_CALL } from '@qcard/kit/test-support/saga-runner';
import { EMPLOYEES_PATH } from '../store/employees-saga';
import {
  EMPLOYEE_SAVE_SUBMITTED,
  employeeSearchActions,
  employeesActions,
  initialEmployeesState,
} from '../store/employees-slice';
import { followAlertsOnScreen } from '../../../test-support/alerts-on-screen';
import {
  ACTION,
  alerts,
  api,
  cartRefreshes,
  employeesOf,
  page,
  paths,
  prepareEachTest,
  run,
  SAM,
  state,
  submitting,
} from './employees-saga-fixtures';

jest.mock('@qcard/runtime/api/api-client');
prepareEachTest();

describe('employeesSaga: save and remove', () => {
  it('creates an employee from the trimmed form and confirms on the employees list', async () => {
    api.answer('/employee/create', { status: 'SUCCESS', data: SAM });
    const { action, settled } = submitting(EMPLOYEE_SAVE_SUBMITTED, {
      id: null,
      values: {
        firstName: ' Sam ',
        lastName: 'Sponsor',
        employeeId: 'E-7',
        cardNumber: '2000000005',
        groupId: '3',
        contractId: '51',
      },
    });
    const { storeState } = await run(action)
      .put(settled({ ok: true, data: SAM }))
      .silentRun(0);
    expect(callContract).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/employee/create' }),
      expect.objectContaining({
        ...ACTION,
        firstName: 'Sam',
        groupId: 3,
        contractId: 51,
        email: '',
      }),
    );
    expect(alerts).toEqual([expect.objectContaining({ type: 'success', target: EMPLOYEES_PATH })]);
    expect(employeesOf(storeState).details[7]).toEqual(SAM);
  });

  it('a refused save stays on the form with its field problems', async () => {
    const problems = [{ property: 'email', message: 'E-mail is not valid' }];
    api.answer('/employee/update', {
      status: 'ERROR',
      msgCode: '488',
      errorMessage: 'E-mail is not valid.',
      data: { problems },
    });
    const { action, settled } = submitting(EMPLOYEE_SAVE_SUBMITTED, {
      id: 7,
      values: { firstName: 'Sam', email: 'sam@' },
    });
    await run(action)
      .put(settled({ ok: false, msgCode: '488', fieldErrors: { email: 'E-mail is not valid' } }))
      .silentRun(0);
    expect(api.calls[0]?.body).toMatchObject({ id: 7 });
    expect(alerts.map((a) => a.msg)).toEqual(['E-mail is not valid.']);
  });

  it('removing employees tells the outcome, drops their reloads from the cart and shows the same page again', async () => {
    api.answer('/employee/remove', {
      status: 'SUCCESS',
      data: [{ status: 'SUCCESS', msgCode: 'EMPLOYEES_REMOVED', employeeIds: ['E-7'] }],
    });
    api.answer('/employee/search', { status: 'SUCCESS', data: page([], 2) });
    const shown = state({
      search: {
        ...initialEmployeesState.search,
        query: { filterType: 'lastName', filterValue: 'S' },
        page: page([SAM], 2),
        pageNo: 2,
        status: 'loaded',
      },
    });
    const { storeState } = await run(employeesActions.removeRequested([7]), shown).silentRun(0);
    expect(callContract).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/employee/remove' }),
      { ...ACTION, ids: [7] },
    );
    expect(alerts.at(-1)).toMatchObject({
      type: 'success',
      msg: 'Employee(s) E-7 removed successfully',
      target: EMPLOYEES_PATH,
    });
    expect(cartRefreshes).toBe(1);
    expect(callContract).toHaveBeenLastCalledWith(
      expect.objectContaining({ path: '/employee/search' }),
      expect.objectContaining({ filterType: 'lastName', filterValue: 'S', pageNo: 2 }),
    );
    expect(employeesOf(storeState).removing).toBe(false);
  });

  // The list must not show the save's and the search's alerts above the removal's.
  it("a removal's result ends the save's and the search's alerts on the list; the list left empty says so in the table", async () => {
    const onScreen = followAlertsOnScreen();
    api.answer('/employee/search', { status: 'SUCCESS', data: page([]) });
    await run(
      employeeSearchActions.searchRequested({ filterType: 'lastName', filterValue: 'Nobody' }),
    ).silentRun(0);
    api.answer('/employee/create', { status: 'SUCCESS', data: SAM });
    const { action, settled } = submitting(EMPLOYEE_SAVE_SUBMITTED, {
      id: null,
      values: { firstName: 'Sam', lastName: 'Sponsor', employeeId: 'E-7' },
    });
    await run(action)
      .put(settled({ ok: true, data: SAM }))
      .silentRun(0);
    expect(onScreen.messages()).toEqual(['No results found.', 'Successfully created/updated']);
    api.answer('/employee/remove', {
      status: 'SUCCESS',
      data: [{ status: 'SUCCESS', msgCode: 'EMPLOYEES_REMOVED', employeeIds: ['E-7'] }],
    });
    const shown = state({
      search: {
        ...initialEmployeesState.search,
        query: { filterType: 'lastName', filterValue: 'S' },
        page: page([SAM]),
        status: 'loaded',
      },
    });
    const { storeState } = await run(employeesActions.removeRequested([7]), shown).silentRun(0);
    expect(onScreen.messages()).toEqual(['Employee(s) E-7 removed successfully']);
    expect(employeesOf(storeState).search.noResults).toBe('No results found.');
    onScreen.stop();
  });

  it("a save after a removal replaces the removal's result", async () => {
    const onScreen = followAlertsOnScreen();
    api.answer('/employee/remove', {
      status: 'SUCCESS',
      data: [{ status: 'SUCCESS', msgCode: 'EMPLOYEES_REMOVED', employeeIds: ['E-7'] }],
    });
    api.answer('/employee/search', { status: 'SUCCESS', data: page([SAM]) });
    await run(employeesActions.removeRequested([7])).silentRun(0);
    api.answer('/employee/create', { status: 'SUCCESS', data: SAM });
    const { action, settled } = submitting(EMPLOYEE_SAVE_SUBMITTED, {
      id: null,
      values: { firstName: 'Sam', lastName: 'Sponsor', employeeId: 'E-7' },
    });
    await run(action)
      .put(settled({ ok: true, data: SAM }))
      .silentRun(0);
    expect(onScreen.messages()).toEqual(['Successfully created/updated']);
    onScreen.stop();
  });

  it('a failed removal raises the alert, leaves the cart alone and still shows the list again', async () => {
    api
      .answer('/employee/remove', FAILED_CALL)
      .answer('/employee/search', { status: 'SUCCESS', data: page([SAM]) });
    const { storeState } = await run(employeesActions.removeRequested([7])).silentRun(0);
    expect(alerts[0]).toMatchObject({ type: 'danger', target: EMPLOYEES_PATH });
    expect(cartRefreshes).toBe(0);
    expect(paths()).toEqual(['/employee/remove', '/employee/search']);
    expect(employeesOf(storeState).removing).toBe(false);
  });
});
