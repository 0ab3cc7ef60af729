// Sponsor subscription management run as a saga: the employee search, SAVE TO CART and REMOVE
// SELECTED with the requests sent, the cart count and alerts on the bus and the state the page
// reads (saved dialog, edits kept on a refusal), and Stay Back reloading the page shown.
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import type { AlertMessage } from '@qcard/contracts/domain';
import { fakeApi, type FakeApi } from '@qcard/kit/test-support/fake-api';
import { recordAlerts } from '@qcard/kit/test-support/render-remote-page';
import { sagaRunner } from '@qcard/kit/test-support/saga-runner';
import { loadServerConfig } from '@qcard/kit/test-support/server-config';
import type { SponsorSubscriptionRow } from '../api/sponsor-subscriptions-api';
import {
  SUBSCRIPTIONS_SEARCH_SOURCE,
  sponsorSubscriptionsSaga,
} from '../store/sponsor-subscriptions-saga';
import {
  initialSponsorSubscriptionsState,
  sponsorSubscriptionsActions as A,
  sponsorSubscriptionsReducer,
  type SponsorSubscriptionsState,
} from '../store/sponsor-subscriptions-slice';

jest.mock('@qcard/runtime/api/api-client');
const SEARCH = '/rssubscription/search';

const saga = sagaRunner(
  'sponsorSubscriptions',
  sponsorSubscriptionsReducer,
  sponsorSubscriptionsSaga,
  initialSponsorSubscriptionsState,
);
const run = saga.settleFrom;

const BASE = {};
const row = (employeeId: number): SponsorSubscriptionRow => ({
  employeeId,
  empId: `E${1000 + employeeId}`,
  employeeName: `Employee ${employeeId}`,
  groupName: 'Drivers',
  contractName: 'Employer Transit Benefit',
  contractId: 50 + employeeId,
  cardId: employeeId,
  cardNumber: `200000000${employeeId}`,
  status: 'Active',
  subscriptionState: 'Active',
  refreshrate: 2000,
  trigger: 500,
  maxFreq: 4,
  statusReason: null,
  recordVersion: `v${employeeId}`,
});
const page = (data: SponsorSubscriptionRow[], pageNumber = 1) => ({
  data,
  numberOfPages: 3,
  pageNumber,
  numberOfRecords: data.length ? 21 : 0,
});
const SAVE_ROWS = [
  { employeeId: 1, contractid: 51, refreshrate: 2500, trigger: 500, maxRecharges: 4 },
];
/** A page shown with an unsaved edit on employee 1. */
const edited = (): SponsorSubscriptionsState => {
  const shown = {
    ...initialSponsorSubscriptionsState,
    search: {
      ...initialSponsorSubscriptionsState.search,
      page: page([row(1), row(2)], 2),
      pageNo: 2,
      status: 'loaded' as const,
    },
  };
  return sponsorSubscriptionsReducer(shown, A.cellChanged(row(1), 'refreshrate', 2500));
};

let api: FakeApi;
let alerts: AlertMessage[];
let counts: number[];
let stopCounts = () => {};
beforeEach(() => {
  ({ alerts } = recordAlerts());
  counts = [];
  stopCounts = bus.on('cart/changed', ({ count }) => counts.push(count));
  api = fakeApi(callContract);
  loadServerConfig();
});
afterEach(() => stopCounts());

describe('sponsorSubscriptionsSaga: search', () => {
  it('searches the employees with the criteria and page', async () => {
    api.answer(SEARCH, { status: 'SUCCESS', data: page([row(1)]) });
    const s = await run(A.searchRequested({ filterType: 'employeeName', filterValue: 'Emp' }));
    expect(api.bodies(SEARCH)).toEqual([
      { ...BASE, filterType: 'employeeName', filterValue: 'Emp', pageNo: 1 },
    ]);
    expect(s.search).toMatchObject({ status: 'loaded', page: page([row(1)]) });
  });

  it('a search that matches nothing warns with 469; a failure shows the server text and clears the table', async () => {
    api.answerOnce(SEARCH, { status: 'SUCCESS', data: page([]) });
    const none = await run(
      A.searchRequested({ filterType: 'employeeName', filterValue: 'Nobody' }),
    );
    expect(none.search.noResults).toBe('No records found.');
    api.answerOnce(SEARCH, {
      status: 'ERROR',
      msgCode: '479',
      errorMessage: 'Enter a name to search for.',
    });
    const failed = await run(
      A.searchRequested({ filterType: 'employeeName', filterValue: '' }),
      edited(),
    );
    expect(alerts.map((a) => [a.type, a.msg, a.source])).toEqual([
      ['warning', 'No records found.', SUBSCRIPTIONS_SEARCH_SOURCE],
      ['danger', 'Enter a name to search for.', SUBSCRIPTIONS_SEARCH_SOURCE],
    ]);
    expect(failed.search).toMatchObject({ status: 'error', page: null });
  });
});

describe('sponsorSubscriptionsSaga: cart calls', () => {
  it('SAVE TO CART sends the changed rows, updates the cart count and opens the saved dialog', async () => {
    // As the API answers: no code, the text in errorMessage.
    api.answer('/rssubscription/addSubscription', {
      status: 'SUCCESS',
      msgCode: null,
      errorMessage: 'Items successfully added to cart',
      data: { itemIds: [9], saved: 1, cartCount: 5 },
    });
    const s = await run(A.saveRequested(SAVE_ROWS), edited());
    expect(api.bodies('/rssubscription/addSubscription')).toEqual([
      { ...BASE, employeeSubscriptions: SAVE_ROWS },
    ]);
    expect(counts).toEqual([5]);
    expect(alerts.map((a) => [a.type, a.msg])).toEqual([
      ['success', 'Items successfully added to cart'],
    ]);
    expect(s).toMatchObject({ saving: false, savedSeq: 1, savedKind: 'save' });
  });

  it('REMOVE SELECTED puts the cancellations in the cart and says so', async () => {
    api.answer('/rssubscription/delete', {
      status: 'SUCCESS',
      msgCode: null,
      errorMessage: 'Cancel Subscription(s) added to cart successfully',
      data: { itemIds: [10, 11], cancelled: 2, skipped: 0, cartCount: 7 },
    });
    const rows = [
      { employeeId: 1, contractid: 51 },
      { employeeId: 2, contractid: 52 },
    ];
    const s = await run(A.removeRequested(rows), edited());
    expect(api.bodies('/rssubscription/delete')).toEqual([
      { ...BASE, employeeSubscriptions: rows },
    ]);
    expect(alerts.map((a) => a.msg)).toEqual(['Cancel Subscription(s) added to cart successfully']);
    expect(counts).toEqual([7]);
    expect(s).toMatchObject({ saving: false, savedSeq: 1, savedKind: 'remove' });
  });

  // "No records found." of an earlier search must not stay beside the cart call's answer.
  it("a cart call's answer ends the search's 469", async () => {
    const settled: string[] = [];
    const off = bus.on('alerts/settled', ({ source }) => settled.push(source));
    api.answer('/rssubscription/delete', {
      status: 'SUCCESS',
      msgCode: null,
      errorMessage: 'Cancel Subscription(s) added to cart successfully',
      data: { itemIds: [10], cancelled: 1, skipped: 0, cartCount: 7 },
    });
    await run(A.removeRequested([{ employeeId: 1, contractid: 51 }]), edited());
    off();
    expect(settled).toContain(SUBSCRIPTIONS_SEARCH_SOURCE);
  });

  it('a refused save (a row out of bounds) shows the server text and keeps the edits', async () => {
    api.answer('/rssubscription/addSubscription', {
      status: 'ERROR',
      msgCode: '461',
      errorMessage: 'Employee E1001: the recharge must be between $5.00 and $200.00.',
    });
    const s = await run(A.saveRequested(SAVE_ROWS), edited());
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'danger',
        msg: 'Employee E1001: the recharge must be between $5.00 and $200.00.',
      }),
    ]);
    expect(counts).toEqual([]);
    expect(s).toMatchObject({ saving: false, savedSeq: 0, edits: { 1: { refreshrate: 2500 } } });
  });

  it('a network failure shows the configured text', async () => {
    api.answer('/rssubscription/delete', { status: 'ERROR', msgCode: '475', errorMessage: null });
    const s = await run(A.removeRequested([{ employeeId: 1, contractid: 51 }]), edited());
    expect(alerts.map((a) => a.msg)).toEqual(['Something went wrong. Please try again later.']);
    expect(s.savedSeq).toBe(0);
  });

  it('Stay Back drops the edits and reloads the page shown', async () => {
    api.answer(SEARCH, { status: 'SUCCESS', data: page([row(1), row(2)], 2) });
    const s = await run(A.reset(), edited());
    expect(api.bodies(SEARCH)).toEqual([
      { ...BASE, filterType: 'all', filterValue: '', pageNo: 2 },
    ]);
    expect(s).toMatchObject({ edits: {}, selected: [], search: { status: 'loaded', pageNo: 2 } });
  });
});

// NaN (a cell's text that is no number), a negative amount or a fraction of a count never goes to the cart.
describe('sponsorSubscriptionsSaga: values that are not amounts or counts', () => {
  const other = { ...SAVE_ROWS[0]!, employeeId: 2, contractid: 52 };
  it.each([
    { ...other, refreshrate: Number.NaN },
    { ...other, trigger: -1000 },
    { ...other, maxRecharges: 2.5 },
  ])('a save holding %p sends nothing', async (wrong) => {
    const s = await run(A.saveRequested([...SAVE_ROWS, wrong]), edited());
    expect(api.bodies('/rssubscription/addSubscription')).toEqual([]);
    expect(s.saving).toBe(false);
    expect(counts).toEqual([]);
  });
});
