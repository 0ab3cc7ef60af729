// The sponsor bulk reload run as a saga: the rows search (amounts kept across pages), and SAVE TO
// CART with the request built from the entered amounts, the cart count on the bus, the refused
// rows marked and the alerts raised.
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import type { AlertMessage } from '@qcard/contracts/domain';
import { fakeApi, type FakeApi } from '@qcard/kit/test-support/fake-api';
import { recordAlerts } from '@qcard/kit/test-support/render-remote-page';
import { sagaRunner } from '@qcard/kit/test-support/saga-runner';
import { loadServerConfig } from '@qcard/kit/test-support/server-config';
import type { BulkReloadRow } from '../api/sponsor-reload-api';
import { RELOAD_PATH, RELOAD_SEARCH_SOURCE, sponsorReloadSaga } from '../store/sponsor-reload-saga';
import {
  initialSponsorReloadState,
  sponsorReloadActions as A,
  sponsorReloadReducer,
} from '../store/sponsor-reload-slice';

jest.mock('@qcard/runtime/api/api-client');
const ROWS = '/recharge/rechargeQCards';
const ADD = '/recharge/addRechargeCards';

const saga = sagaRunner(
  'sponsorReload',
  sponsorReloadReducer,
  sponsorReloadSaga,
  initialSponsorReloadState,
);
const run = saga.settleFrom;

const row = (employeeId: number, over: Partial<BulkReloadRow> = {}): BulkReloadRow => ({
  employeeId,
  empId: `E${1000 + employeeId}`,
  empName: `Employee ${employeeId}`,
  groupName: 'Drivers',
  contract: 'Employer Transit Benefit',
  contractId: 50 + employeeId,
  cardNumber: `200000000${employeeId}`,
  status: 'Active',
  reason: null,
  amount: 0,
  minValue: 500,
  maxValue: 20000,
  ...over,
});
const page = (data: BulkReloadRow[], pageNumber = 1) => ({
  data,
  numberOfPages: 2,
  pageNumber,
  numberOfRecords: data.length ? 12 : 0,
});
/** Amounts entered on the rows, as the page's inputs dispatch them. */
const entered = (...pairs: Array<[BulkReloadRow, number]>) =>
  pairs.reduce(
    (s, [r, cents]) => sponsorReloadReducer(s, A.amountChanged(r, cents)),
    initialSponsorReloadState,
  );

let api: FakeApi;
let alerts: AlertMessage[];
/** Cart counts the menu was told. */
const counts: number[] = [];
afterAll(bus.on('cart/changed', ({ count }) => counts.push(count)));
beforeEach(() => {
  loadServerConfig();
  counts.length = 0;
  ({ alerts } = recordAlerts());
  api = fakeApi(callContract);
});

describe('sponsorReloadSaga: rows', () => {
  it('searches the rows and keeps the amounts entered on other pages', async () => {
    api.answer(ROWS, { status: 'SUCCESS', data: page([row(3)], 2) });
    const s = await run(
      A.searchRequested({ filterType: 'empName', filterValue: 'Emp' }, 2),
      entered([row(1), 1500]),
    );
    expect(api.bodies(ROWS)).toEqual([{ filterType: 'empName', filterValue: 'Emp', pageNo: 2 }]);
    expect(s).toMatchObject({ status: 'loaded', page: page([row(3)], 2), amounts: { 1: 1500 } });
  });

  it('a search that matches nothing warns with 469 on the reload page', async () => {
    api.answer(ROWS, { status: 'SUCCESS', data: page([]) });
    const s = await run(A.searchRequested({ filterType: 'empName', filterValue: 'Nobody' }));
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'warning',
        msg: 'No records found.',
        source: RELOAD_SEARCH_SOURCE,
        target: RELOAD_PATH,
      }),
    ]);
    expect(s.noResults).toBe('No records found.');
  });

  it('a failed search clears the table and shows the server text', async () => {
    api.answer(ROWS, {
      status: 'ERROR',
      msgCode: '479',
      errorMessage: 'Enter an employee name to search for.',
    });
    const s = await run(A.searchRequested({ filterType: 'empName', filterValue: '' }));
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'danger',
        msg: 'Enter an employee name to search for.',
        source: RELOAD_SEARCH_SOURCE,
      }),
    ]);
    expect(s).toMatchObject({ status: 'error', page: null });
  });
});

describe('sponsorReloadSaga: SAVE TO CART', () => {
  it('sends every entered amount, updates the cart count and opens the saved dialog', async () => {
    api.answer(ADD, { status: 'SUCCESS', data: { cartCount: 4, added: 2 } });
    const s = await run(A.saveRequested(), entered([row(1), 1500], [row(2), 2500]));
    expect(api.bodies(ADD)).toEqual([
      {
        rechargeCards: [
          { employeeId: 1, contractid: 51, rechargevalue: 1500 },
          { employeeId: 2, contractid: 52, rechargevalue: 2500 },
        ],
      },
    ]);
    expect(counts).toEqual([4]);
    expect(s).toMatchObject({
      saving: false,
      amounts: {},
      serverErrors: {},
      savedDialogOpen: true,
    });
  });

  // "No records found." of an earlier search must not stay beside the save's answer.
  it("the save's answer ends the search's 469, whether it went through or was refused", async () => {
    const settled: string[] = [];
    const off = bus.on('alerts/settled', ({ source }) => settled.push(source));
    api.answer(ADD, { status: 'SUCCESS', data: { cartCount: 4, added: 1 } });
    await run(A.saveRequested(), entered([row(1), 1500]));
    api.answer(ADD, { status: 'ERROR', msgCode: '475' });
    await run(A.saveRequested(), entered([row(1), 1500]));
    off();
    expect(settled.filter((s) => s === RELOAD_SEARCH_SOURCE)).toHaveLength(2);
  });

  it('rows the server refuses (461) are marked, the amounts kept and the alert raised on the page', async () => {
    api.answer(ADD, {
      status: 'ERROR',
      msgCode: '461',
      errorMessage: 'Employee E1002: the amount must be between $5.00 and $200.00.',
      data: {
        rows: [
          { employeeId: 2, empId: 'E1002', msgCode: '461', message: 'Between $5.00 and $200.00' },
        ],
      },
    });
    // Within the bounds the page knows; the server's own check refuses it.
    const s = await run(A.saveRequested(), entered([row(1), 1500], [row(2), 15000]));
    expect(s).toMatchObject({
      saving: false,
      savedDialogOpen: false,
      amounts: { 1: 1500, 2: 15000 },
      serverErrors: { 2: 'Between $5.00 and $200.00' },
    });
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'danger',
        msg: 'Employee E1002: the amount must be between $5.00 and $200.00.',
        target: RELOAD_PATH,
      }),
    ]);
    expect(counts).toEqual([]);
  });

  it('a network failure keeps everything entered and marks no row', async () => {
    api.answer(ADD, { status: 'ERROR', msgCode: '475', errorMessage: null });
    const s = await run(A.saveRequested(), entered([row(1), 1500]));
    expect(s).toMatchObject({ saving: false, amounts: { 1: 1500 }, serverErrors: {} });
    expect(alerts.map((a) => a.msg)).toEqual(['Something went wrong. Please try again later.']);
  });
});

// Text that is no amount ("-30") is held as NaN and never reaches the cart.
describe('sponsorReloadSaga: amounts that are not amounts', () => {
  it('a save with a row holding NaN or a negative amount sends nothing', async () => {
    for (const wrong of [Number.NaN, -3000]) {
      const s = await run(A.saveRequested(), entered([row(1), 1500], [row(2), wrong]));
      expect(api.bodies(ADD)).toEqual([]);
      expect(s.saving).toBe(false);
      expect(s.amounts[1]).toBe(1500);
      expect(counts).toEqual([]);
    }
  });
});
