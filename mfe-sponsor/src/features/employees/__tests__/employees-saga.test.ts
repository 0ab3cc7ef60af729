// The employees sagas run as sagas: search, details, the card allocation lookup and CONTINUE.
// Asserted: the requests sent, the alerts on the bus, the form's outcome and the employees state.
import { callContract } from '@qcard/runtime/api/api-client';
import { FAILED_CALL } from '@qcard/kit/test-support/saga-runner';
import { EMPLOYEES_PATH, EMPLOYEES_SEARCH_SOURCE } from '../store/employees-saga';
import {
  CARD_ALLOCATION_SUBMITTED,
  employeeSearchActions,
  employeesActions,
  employeesReducer,
  initialEmployeesState,
} from '../store/employees-slice';
import {
  ACTION,
  alerts,
  api,
  CARD,
  employeesOf,
  page,
  prepareEachTest,
  run,
  SAM,
  state,
  submitting,
} from './employees-saga-fixtures';

jest.mock('@qcard/runtime/api/api-client');
prepareEachTest();

describe('employeesSaga: search and details', () => {
  it('searches with the criteria and keeps the page', async () => {
    api.answer('/employee/search', { status: 'SUCCESS', data: page([SAM]) });
    const { storeState } = await run(
      employeeSearchActions.searchRequested({ filterType: 'lastName', filterValue: 'Spon' }),
    ).silentRun(0);
    expect(callContract).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/employee/search' }),
      { ...ACTION, filterType: 'lastName', filterValue: 'Spon', pageNo: 1 },
    );
    expect(employeesOf(storeState).search).toMatchObject({
      status: 'loaded',
      page: page([SAM]),
      noResults: null,
    });
  });

  it('a search that matches nothing warns with 469 on the employees page', async () => {
    api.answer('/employee/search', { status: 'SUCCESS', data: page([]) });
    const { storeState } = await run(
      employeeSearchActions.searchRequested({ filterType: 'lastName', filterValue: 'Zz' }),
    ).silentRun(0);
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'warning',
        msg: 'No results found.',
        source: EMPLOYEES_SEARCH_SOURCE,
        target: EMPLOYEES_PATH,
      }),
    ]);
    expect(employeesOf(storeState).search.noResults).toBe('No results found.');
  });

  it("a refused search (479) shows the server text under the search's source and clears the table", async () => {
    api.answer('/employee/search', {
      status: 'ERROR',
      msgCode: '479',
      errorMessage: 'Enter a value to search for.',
    });
    const shown = state({
      search: { ...initialEmployeesState.search, page: page([SAM]), status: 'loaded' },
    });
    const { storeState } = await run(
      employeeSearchActions.searchRequested({ filterType: 'lastName', filterValue: '' }),
      shown,
    ).silentRun(0);
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'danger',
        msg: 'Enter a value to search for.',
        source: EMPLOYEES_SEARCH_SOURCE,
        target: EMPLOYEES_PATH,
      }),
    ]);
    expect(employeesOf(storeState).search).toMatchObject({ status: 'error', page: null });
  });

  it('loads one employee; a failure marks it and says why', async () => {
    api.answer('/employee/detail', { status: 'SUCCESS', data: SAM });
    const loaded = await run(employeesActions.detailsRequested(7)).silentRun(0);
    expect(callContract).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/employee/detail' }),
      { ...ACTION, id: 7 },
    );
    expect(employeesOf(loaded.storeState)).toMatchObject({
      details: { 7: SAM },
      detailsStatus: { 7: 'loaded' },
    });
    api.answer('/employee/detail', FAILED_CALL);
    const failed = await run(employeesActions.detailsRequested(8)).silentRun(0);
    expect(employeesOf(failed.storeState).detailsStatus).toEqual({ 8: 'error' });
    expect(alerts.map((a) => a.msg)).toEqual(['Something went wrong, try again.']);
  });
});

describe('employeesSaga: card allocation', () => {
  it('looks a typed card up for the employee being edited', async () => {
    api.answer('/employee/cardAllocation', { status: 'SUCCESS', data: CARD });
    const { storeState } = await run(
      employeesActions.cardLookupRequested('2000000005', 7),
    ).silentRun(0);
    expect(callContract).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/employee/cardAllocation' }),
      { ...ACTION, cardNumber: '2000000005', id: 7 },
    );
    expect(employeesOf(storeState).cardLookup).toEqual({
      cardNumber: '2000000005',
      employeeId: 7,
      status: 'loaded',
      card: CARD,
      error: null,
    });
  });

  it("a card held by another employee shows the server's reason beside the field, not as an alert", async () => {
    api.answer('/employee/cardAllocation', {
      status: 'ERROR',
      msgCode: '461',
      errorMessage: 'Card 2000000005 is allocated to E-9.',
    });
    const { storeState } = await run(
      employeesActions.cardLookupRequested('2000000005', null),
    ).silentRun(0);
    expect(employeesOf(storeState).cardLookup).toMatchObject({
      status: 'error',
      card: null,
      error: 'Card 2000000005 is allocated to E-9.',
    });
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
    expect(after.cardLookup).toEqual({
      cardNumber: '2000000005',
      employeeId: 7,
      status: 'loaded',
      card: CARD,
      error: null,
    });
  });

  it('CONTINUE with no card number: 468, no call', async () => {
    const { action, settled } = submitting(CARD_ALLOCATION_SUBMITTED, { cardNumber: '   ' });
    await run(action)
      .put(
        settled({
          ok: false,
          fieldErrors: { cardNumber: 'Enter the card serial number to allocate.' },
        }),
      )
      .silentRun(0);
    expect(api.calls).toEqual([]);
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'danger',
        msg: 'Enter the card serial number to allocate.',
        source: CARD_ALLOCATION_SUBMITTED,
      }),
    ]);
  });

  it('CONTINUE with a free card hands it to the form (which opens the employee form with it)', async () => {
    api.answer('/employee/cardAllocation', { status: 'SUCCESS', data: CARD });
    const { action, settled } = submitting(CARD_ALLOCATION_SUBMITTED, {
      cardNumber: ' 2000000005 ',
    });
    await run(action)
      .put(settled({ ok: true, data: CARD }))
      .silentRun(0);
    expect(callContract).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/employee/cardAllocation' }),
      { ...ACTION, cardNumber: '2000000005' },
    );
    expect(alerts).toEqual([]);
  });

  it('CONTINUE with a card that can not be allocated: the alert, and the reason on the field', async () => {
    api.answer('/employee/cardAllocation', {
      status: 'ERROR',
      msgCode: '415',
      errorMessage: 'Card 999 is not a company card.',
    });
    const { action, settled } = submitting(CARD_ALLOCATION_SUBMITTED, { cardNumber: '999' });
    await run(action)
      .put(settled({ ok: false, fieldErrors: { cardNumber: 'Card 999 is not a company card.' } }))
      .silentRun(0);
    // Raised as this CONTINUE's answer: the next CONTINUE's answer replaces it.
    expect(alerts).toEqual([
      expect.objectContaining({
        msg: 'Card 999 is not a company card.',
        source: CARD_ALLOCATION_SUBMITTED,
      }),
    ]);
  });
});
