// The employees sagas run as sagas: search, details, the card allocation lookup and CONTINUE,
// save and remove selected. Asserted: the requests sent, the alerts and cart refresh on the bus,
// the form's outcome and the employees state.
import { callContract } from '@qcard/shared/api/api-client';
import { bus } from '@qcard/shared/bus/event-bus';
import { setConfig } from '@qcard/shared/config/config-store';
import type { AlertMessage } from '@qcard/shared/contracts/domain';
import { fakeApi, type FakeApi } from '@qcard/shared/test-support/fake-api';
import { recordAlerts } from '@qcard/shared/test-support/render-remote-page';
import { submitAction, submitSettled, type SubmitOutcome } from '@qcard/shared/store/form-submission';
import type { AllocatableCard, Employee } from '../api/employees-api';
import { EMPLOYEES_PATH, EMPLOYEES_SEARCH_SOURCE, employeesSaga } from '../store/employees-saga';
import {
  CARD_ALLOCATION_SUBMITTED,
  EMPLOYEE_SAVE_SUBMITTED,
  employeeSearchActions,
  employeesActions,
  employeesReducer,
  initialEmployeesState,
} from '../store/employees-slice';
import { FAILED_CALL, sagaRunner } from '@qcard/shared/test-support/saga-runner';
import { followAlertsOnScreen } from '../../../test-support/alerts-on-screen';

jest.mock('@qcard/shared/api/api-client', () => ({ ...jest.requireActual('@qcard/shared/api/api-client'), callContract: jest.fn() }));
let api: FakeApi;
const paths = () => api.calls.map((c) => c.path);
const { state, sliceOf: employeesOf, run } = sagaRunner('employees', employeesReducer, employeesSaga, initialEmployeesState);
function submitting<P>(type: string, payload: P) {
  const action = submitAction(type, payload);
  return { action, settled: (outcome: SubmitOutcome) => submitSettled(action.meta.submissionId, outcome) };
}

const ACTION = {};
const SAM = { id: 7, employeeId: 'E-7', employeeid: 'E-7', firstName: 'Sam', lastName: 'Sponsor', groupId: 3, groupName: 'Drivers', cardNumber: '2000000005' } as Employee;
const CARD: AllocatableCard = { cardId: 5, cardNumber: '2000000005', profileName: 'Adult', status: 'Active', contracts: [{ id: 51, contractName: 'Employer Transit Benefit' }] };
const page = (data: Employee[], pageNumber = 1) => ({ data, numberOfPages: 2, pageNumber, numberOfRecords: data.length ? 11 : 0 });

let alerts: AlertMessage[];
let cartRefreshes = 0;
let stopCart = () => {};
beforeEach(() => {
  api = fakeApi(callContract);
  ({ alerts } = recordAlerts());
  cartRefreshes = 0;
  stopCart = bus.on('cart/refreshRequested', () => (cartRefreshes += 1));
  setConfig({
    messages: [
      { type: 'RESPONSE_MSG', msgCode: '468', msgName: 'CARD_ALLOCATION_MISSING', msgValue: 'Enter the card serial number to allocate.' },
      { type: 'RESPONSE_MSG', msgCode: '469', msgName: 'NO_RESULTS', msgValue: 'No results found.' },
      { type: 'RESPONSE_MSG', msgCode: '475', msgName: 'GENERIC_FAILURE', msgValue: 'Something went wrong, try again.' },
    ],
    sponsorMessages: [],
  });
});
afterEach(() => stopCart());

describe('employeesSaga: search and details', () => {
  it('searches with the criteria and keeps the page', async () => {
    api.answer('/employee/search', { status: 'SUCCESS', data: page([SAM]) });
    const { storeState } = await run(employeeSearchActions.searchRequested({ filterType: 'lastName', filterValue: 'Spon' })).silentRun(0);
    expect(callContract).toHaveBeenCalledWith(expect.objectContaining({ path: '/employee/search' }), { ...ACTION, filterType: 'lastName', filterValue: 'Spon', pageNo: 1 });
    expect(employeesOf(storeState).search).toMatchObject({ status: 'loaded', page: page([SAM]), noResults: null });
  });

  it('a search that matches nothing warns with 469 on the employees page', async () => {
    api.answer('/employee/search', { status: 'SUCCESS', data: page([]) });
    const { storeState } = await run(employeeSearchActions.searchRequested({ filterType: 'lastName', filterValue: 'Zz' })).silentRun(0);
    expect(alerts).toEqual([expect.objectContaining({ type: 'warning', msg: 'No results found.', source: EMPLOYEES_SEARCH_SOURCE, target: EMPLOYEES_PATH })]);
    expect(employeesOf(storeState).search.noResults).toBe('No results found.');
  });

  it('a refused search (479) shows the server text under the search\'s source and clears the table', async () => {
    api.answer('/employee/search', { status: 'ERROR', msgCode: '479', errorMessage: 'Enter a value to search for.' });
    const shown = state({ search: { ...initialEmployeesState.search, page: page([SAM]), status: 'loaded' } });
    const { storeState } = await run(employeeSearchActions.searchRequested({ filterType: 'lastName', filterValue: '' }), shown).silentRun(0);
    expect(alerts).toEqual([expect.objectContaining({ type: 'danger', msg: 'Enter a value to search for.', source: EMPLOYEES_SEARCH_SOURCE, target: EMPLOYEES_PATH })]);
    expect(employeesOf(storeState).search).toMatchObject({ status: 'error', page: null });
  });

  it('loads one employee; a failure marks it and says why', async () => {
    api.answer('/employee/detail', { status: 'SUCCESS', data: SAM });
    const loaded = await run(employeesActions.detailsRequested(7)).silentRun(0);
    expect(callContract).toHaveBeenCalledWith(expect.objectContaining({ path: '/employee/detail' }), { ...ACTION, id: 7 });
    expect(employeesOf(loaded.storeState)).toMatchObject({ details: { 7: SAM }, detailsStatus: { 7: 'loaded' } });
    api.answer('/employee/detail', FAILED_CALL);
    const failed = await run(employeesActions.detailsRequested(8)).silentRun(0);
    expect(employeesOf(failed.storeState).detailsStatus).toEqual({ 8: 'error' });
    expect(alerts.map((a) => a.msg)).toEqual(['Something went wrong, try again.']);
  });
});

describe('employeesSaga: card allocation', () => {
  it('looks a typed card up for the employee being edited', async () => {
    api.answer('/employee/cardAllocation', { status: 'SUCCESS', data: CARD });
    const { storeState } = await run(employeesActions.cardLookupRequested('2000000005', 7)).silentRun(0);
    expect(callContract).toHaveBeenCalledWith(expect.objectContaining({ path: '/employee/cardAllocation' }), { ...ACTION, cardNumber: '2000000005', id: 7 });
    expect(employeesOf(storeState).cardLookup).toEqual({ cardNumber: '2000000005', employeeId: 7, status: 'loaded', card: CARD, error: null });
  });

  it('a card held by another employee shows the server\'s reason beside the field, not as an alert', async () => {
    api.answer('/employee/cardAllocation', { status: 'ERROR', msgCode: '461', errorMessage: 'Card 2000000005 is allocated to E-9.' });
    const { storeState } = await run(employeesActions.cardLookupRequested('2000000005', null)).silentRun(0);
    expect(employeesOf(storeState).cardLookup).toMatchObject({ status: 'error', card: null, error: 'Card 2000000005 is allocated to E-9.' });
    expect(alerts).toEqual([]);
  });

  it('an answer for the same card checked for the create form does not stand for the employee who holds it', () => {
    // The create form's late answer ("allocated to E-7", since E-7 now holds the card) arrives
    // after E-7's own page asked and was answered.
    const actions = [
      employeesActions.cardLookupRequested('2000000005', 7),
      employeesActions.cardLookupLoaded('2000000005', 7, CARD),
      employeesActions.cardLookupFailed('2000000005', null, 'Card 2000000005 is allocated to E-7.'),
    ];
    const after = actions.reduce(employeesReducer, initialEmployeesState);
    expect(after.cardLookup).toEqual({ cardNumber: '2000000005', employeeId: 7, status: 'loaded', card: CARD, error: null });
  });

  it('CONTINUE with no card number: 468, no call', async () => {
    const { action, settled } = submitting(CARD_ALLOCATION_SUBMITTED, { cardNumber: '   ' });
    await run(action).put(settled({ ok: false, fieldErrors: { cardNumber: 'Enter the card serial number to allocate.' } })).silentRun(0);
    expect(api.calls).toEqual([]);
    expect(alerts).toEqual([expect.objectContaining({ type: 'danger', msg: 'Enter the card serial number to allocate.', source: CARD_ALLOCATION_SUBMITTED })]);
  });

  it('CONTINUE with a free card hands it to the form (which opens the employee form with it)', async () => {
    api.answer('/employee/cardAllocation', { status: 'SUCCESS', data: CARD });
    const { action, settled } = submitting(CARD_ALLOCATION_SUBMITTED, { cardNumber: ' 2000000005 ' });
    await run(action).put(settled({ ok: true, data: CARD })).silentRun(0);
    expect(callContract).toHaveBeenCalledWith(expect.objectContaining({ path: '/employee/cardAllocation' }), { ...ACTION, cardNumber: '2000000005' });
    expect(alerts).toEqual([]);
  });

  it('CONTINUE with a card that can not be allocated: the alert, and the reason on the field', async () => {
    api.answer('/employee/cardAllocation', { status: 'ERROR', msgCode: '415', errorMessage: 'Card 999 is not a company card.' });
    const { action, settled } = submitting(CARD_ALLOCATION_SUBMITTED, { cardNumber: '999' });
    await run(action).put(settled({ ok: false, fieldErrors: { cardNumber: 'Card 999 is not a company card.' } })).silentRun(0);
    // Raised as this CONTINUE's answer: the next CONTINUE's answer replaces it.
    expect(alerts).toEqual([expect.objectContaining({ msg: 'Card 999 is not a company card.', source: CARD_ALLOCATION_SUBMITTED })]);
  });
});

describe('employeesSaga: save and remove', () => {
  it('creates an employee from the trimmed form and confirms on the employees list', async () => {
    api.answer('/employee/create', { status: 'SUCCESS', data: SAM });
    const { action, settled } = submitting(EMPLOYEE_SAVE_SUBMITTED, { id: null, values: { firstName: ' Sam ', lastName: 'Sponsor', employeeId: 'E-7', cardNumber: '2000000005', groupId: '3', contractId: '51' } });
    const { storeState } = await run(action).put(settled({ ok: true, data: SAM })).silentRun(0);
    expect(callContract).toHaveBeenCalledWith(expect.objectContaining({ path: '/employee/create' }), expect.objectContaining({ ...ACTION, firstName: 'Sam', groupId: 3, contractId: 51, email: '' }));
    expect(alerts).toEqual([expect.objectContaining({ type: 'success', target: EMPLOYEES_PATH })]);
    expect(employeesOf(storeState).details[7]).toEqual(SAM);
  });

  it('a refused save stays on the form with its field problems', async () => {
    const problems = [{ property: 'email', message: 'E-mail is not valid' }];
    api.answer('/employee/update', { status: 'ERROR', msgCode: '488', errorMessage: 'E-mail is not valid.', data: { problems } });
    const { action, settled } = submitting(EMPLOYEE_SAVE_SUBMITTED, { id: 7, values: { firstName: 'Sam', email: 'sam@' } });
    await run(action).put(settled({ ok: false, msgCode: '488', fieldErrors: { email: 'E-mail is not valid' } })).silentRun(0);
    expect(api.calls[0]?.body).toMatchObject({ id: 7 });
    expect(alerts.map((a) => a.msg)).toEqual(['E-mail is not valid.']);
  });

  it('removing employees tells the outcome, drops their reloads from the cart and shows the same page again', async () => {
    api.answer('/employee/remove', { status: 'SUCCESS', data: [{ status: 'SUCCESS', msgCode: 'EMPLOYEES_REMOVED', employeeIds: ['E-7'] }] });
    api.answer('/employee/search', { status: 'SUCCESS', data: page([], 2) });
    const shown = state({ search: { ...initialEmployeesState.search, query: { filterType: 'lastName', filterValue: 'S' }, page: page([SAM], 2), pageNo: 2, status: 'loaded' } });
    const { storeState } = await run(employeesActions.removeRequested([7]), shown).silentRun(0);
    expect(callContract).toHaveBeenCalledWith(expect.objectContaining({ path: '/employee/remove' }), { ...ACTION, ids: [7] });
    expect(alerts.at(-1)).toMatchObject({ type: 'success', msg: 'Employee(s) E-7 removed successfully', target: EMPLOYEES_PATH });
    expect(cartRefreshes).toBe(1);
    expect(callContract).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/employee/search' }), expect.objectContaining({ filterType: 'lastName', filterValue: 'S', pageNo: 2 }));
    expect(employeesOf(storeState).removing).toBe(false);
  });

  // The list must not show the save's and the search's alerts above the removal's.
  it("a removal's result ends the save's and the search's alerts on the list; the list left empty says so in the table", async () => {
    const onScreen = followAlertsOnScreen();
    api.answer('/employee/search', { status: 'SUCCESS', data: page([]) });
    await run(employeeSearchActions.searchRequested({ filterType: 'lastName', filterValue: 'Nobody' })).silentRun(0);
    api.answer('/employee/create', { status: 'SUCCESS', data: SAM });
    const { action, settled } = submitting(EMPLOYEE_SAVE_SUBMITTED, { id: null, values: { firstName: 'Sam', lastName: 'Sponsor', employeeId: 'E-7' } });
    await run(action).put(settled({ ok: true, data: SAM })).silentRun(0);
    expect(onScreen.messages()).toEqual(['No results found.', 'Successfully created/updated']);
    api.answer('/employee/remove', { status: 'SUCCESS', data: [{ status: 'SUCCESS', msgCode: 'EMPLOYEES_REMOVED', employeeIds: ['E-7'] }] });
    const shown = state({ search: { ...initialEmployeesState.search, query: { filterType: 'lastName', filterValue: 'S' }, page: page([SAM]), status: 'loaded' } });
    const { storeState } = await run(employeesActions.removeRequested([7]), shown).silentRun(0);
    expect(onScreen.messages()).toEqual(['Employee(s) E-7 removed successfully']);
    expect(employeesOf(storeState).search.noResults).toBe('No results found.');
    onScreen.stop();
  });

  it('a save after a removal replaces the removal\'s result', async () => {
    const onScreen = followAlertsOnScreen();
    api.answer('/employee/remove', { status: 'SUCCESS', data: [{ status: 'SUCCESS', msgCode: 'EMPLOYEES_REMOVED', employeeIds: ['E-7'] }] });
    api.answer('/employee/search', { status: 'SUCCESS', data: page([SAM]) });
    await run(employeesActions.removeRequested([7])).silentRun(0);
    api.answer('/employee/create', { status: 'SUCCESS', data: SAM });
    const { action, settled } = submitting(EMPLOYEE_SAVE_SUBMITTED, { id: null, values: { firstName: 'Sam', lastName: 'Sponsor', employeeId: 'E-7' } });
    await run(action).put(settled({ ok: true, data: SAM })).silentRun(0);
    expect(onScreen.messages()).toEqual(['Successfully created/updated']);
    onScreen.stop();
  });

  it('a failed removal raises the alert, leaves the cart alone and still shows the list again', async () => {
    api.answer('/employee/remove', FAILED_CALL).answer('/employee/search', { status: 'SUCCESS', data: page([SAM]) });
    const { storeState } = await run(employeesActions.removeRequested([7])).silentRun(0);
    expect(alerts[0]).toMatchObject({ type: 'danger', target: EMPLOYEES_PATH });
    expect(cartRefreshes).toBe(0);
    expect(paths()).toEqual(['/employee/remove', '/employee/search']);
    expect(employeesOf(storeState).removing).toBe(false);
  });
});
