// The sponsor bulk reload run as a saga: the rows search (amounts kept across pages), and SAVE TO
// CART with the request built from the entered amounts, the cart count on the bus, the refused
// rows marked and the alerts raised.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { callApi } from '@qcard/shared/api/api-client';
import { bus } from '@qcard/shared/bus/event-bus';
import { setConfig } from '@qcard/shared/config/config-store';
import type { AlertMessage } from '@qcard/shared/contracts/domain';
import type { BulkReloadRow } from '../api/sponsor-reload-api';
import { RELOAD_PATH, RELOAD_SEARCH_SOURCE, sponsorReloadSaga } from '../store/sponsor-reload-saga';
import { initialSponsorReloadState, sponsorReloadActions as A, sponsorReloadReducer, type SponsorReloadState } from '../store/sponsor-reload-slice';

jest.mock('@qcard/shared/api/api-client', () => ({ ...jest.requireActual('@qcard/shared/api/api-client'), callApi: jest.fn() }));
const api = jest.mocked(callApi);

const reducer = combineReducers({ sponsorReload: sponsorReloadReducer });
type State = ReturnType<typeof reducer>;
const run = async (action: Parameters<typeof sponsorReloadReducer>[1], initial: SponsorReloadState = initialSponsorReloadState) =>
  ((await expectSaga(sponsorReloadSaga).withReducer(reducer, { sponsorReload: initial }).dispatch(action).silentRun(0)).storeState as State).sponsorReload;

const row = (employeeId: number, over: Partial<BulkReloadRow> = {}): BulkReloadRow => ({
  employeeId, empId: `E${1000 + employeeId}`, empName: `Employee ${employeeId}`, groupName: 'Drivers', contract: 'Employer Transit Benefit', contractId: 50 + employeeId,
  cardNumber: `200000000${employeeId}`, status: 'Active', reason: null, amount: 0, minValue: 500, maxValue: 20000, ...over,
});
const page = (data: BulkReloadRow[], pageNumber = 1) => ({ data, numberOfPages: 2, pageNumber, numberOfRecords: data.length ? 12 : 0 });
/** Amounts entered on the rows, as the page's inputs dispatch them. */
const entered = (...pairs: Array<[BulkReloadRow, number]>) =>
  pairs.reduce((s, [r, cents]) => sponsorReloadReducer(s, A.amountChanged(r, cents)), initialSponsorReloadState);

let alerts: AlertMessage[] = [];
let counts: number[] = [];
const offs: Array<() => void> = [];
beforeEach(() => {
  alerts = [];
  counts = [];
  offs.push(bus.on('alerts/raised', (a) => alerts.push(a)), bus.on('cart/changed', ({ count }) => counts.push(count)));
  setConfig({
    messages: [
      { type: 'RESPONSE_MSG', msgCode: '469', msgName: 'NO_RESULTS', msgValue: 'No results found.' },
      { type: 'RESPONSE_MSG', msgCode: '475', msgName: 'GENERIC_FAILURE', msgValue: 'Something went wrong, try again.' },
    ],
  });
});
afterEach(() => {
  offs.splice(0).forEach((off) => off());
  api.mockReset();
});

describe('sponsorReloadSaga: rows', () => {
  it('searches the rows and keeps the amounts entered on other pages', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: page([row(3)], 2) });
    const s = await run(A.searchRequested({ filterType: 'empName', filterValue: 'Emp' }, 2), entered([row(1), 1500]));
    expect(api).toHaveBeenCalledWith('/recharge/rechargeQCards', { action: 'CARD_MANAGEMENT', function: 'recharge_q_cards', filterType: 'empName', filterValue: 'Emp', pageNo: 2 });
    expect(s).toMatchObject({ status: 'loaded', page: page([row(3)], 2), amounts: { 1: 1500 } });
  });

  it('a search that matches nothing warns with 469 on the reload page', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: page([]) });
    const s = await run(A.searchRequested({ filterType: 'empName', filterValue: 'Nobody' }));
    expect(alerts).toEqual([expect.objectContaining({ type: 'warning', msg: 'No results found.', source: RELOAD_SEARCH_SOURCE, target: RELOAD_PATH })]);
    expect(s.noResults).toBe('No results found.');
  });

  it('a failed search clears the table and shows the server text', async () => {
    api.mockResolvedValue({ status: 'ERROR', msgCode: '479', errorMessage: 'Enter an employee name to search for.' });
    const s = await run(A.searchRequested({ filterType: 'empName', filterValue: '' }));
    expect(alerts).toEqual([expect.objectContaining({ type: 'danger', msg: 'Enter an employee name to search for.', source: RELOAD_SEARCH_SOURCE })]);
    expect(s).toMatchObject({ status: 'error', page: null });
  });
});

describe('sponsorReloadSaga: SAVE TO CART', () => {
  it('sends every entered amount, updates the cart count and opens the saved dialog', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: { cartCount: 4, added: 2 } });
    const s = await run(A.saveRequested(), entered([row(1), 1500], [row(2), 2500]));
    expect(api).toHaveBeenCalledWith('/recharge/addRechargeCards', {
      action: 'CARD_MANAGEMENT',
      function: 'add_recharge_cards',
      rechargeCards: [{ employeeId: 1, contractid: 51, rechargevalue: 1500 }, { employeeId: 2, contractid: 52, rechargevalue: 2500 }],
    });
    expect(counts).toEqual([4]);
    expect(s).toMatchObject({ saving: false, amounts: {}, serverErrors: {}, savedDialogOpen: true });
  });

  it('rows the server refuses (461) are marked, the amounts kept and the alert raised on the page', async () => {
    api.mockResolvedValue({
      status: 'ERROR',
      msgCode: '461',
      errorMessage: 'Employee E1002: the amount must be between $5.00 and $200.00.',
      data: { rows: [{ employeeId: 2, empId: 'E1002', msgCode: '461', message: 'Between $5.00 and $200.00' }] },
    });
    const s = await run(A.saveRequested(), entered([row(1), 1500], [row(2), 25000]));
    expect(s).toMatchObject({ saving: false, savedDialogOpen: false, amounts: { 1: 1500, 2: 25000 }, serverErrors: { 2: 'Between $5.00 and $200.00' } });
    expect(alerts).toEqual([expect.objectContaining({ type: 'danger', msg: 'Employee E1002: the amount must be between $5.00 and $200.00.', target: RELOAD_PATH })]);
    expect(counts).toEqual([]);
  });

  it('a network failure keeps everything entered and marks no row', async () => {
    api.mockResolvedValue({ status: 'ERROR', msgCode: '475', errorMessage: null });
    const s = await run(A.saveRequested(), entered([row(1), 1500]));
    expect(s).toMatchObject({ saving: false, amounts: { 1: 1500 }, serverErrors: {} });
    expect(alerts.map((a) => a.msg)).toEqual(['Something went wrong, try again.']);
  });
});
