// Order history and order detail run as sagas: the search request (criteria, order, page), the
// page kept, 469 and failures as one alert of the search, and the detail with its failure.
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import type { AlertMessage, Order } from '@qcard/contracts/domain';
import { fakeApi, type FakeApi } from '@qcard/kit/test-support/fake-api';
import { recordAlerts } from '@qcard/kit/test-support/render-remote-page';
import { sagaRunner } from '@qcard/kit/test-support/saga-runner';
import { loadServerConfig } from '@qcard/kit/test-support/server-config';
import { ordersSaga, SEARCH_SOURCE } from '../store/orders-saga';
import {
  ALL_ORDERS,
  initialOrdersState,
  ordersActions,
  ordersReducer,
  type OrderCriteria,
  type OrdersState,
} from '../store/orders-slice';

jest.mock('@qcard/runtime/api/api-client');

const saga = sagaRunner('orders', ordersReducer, ordersSaga, initialOrdersState);
const run = saga.settleFrom;

const ORDER: Order = {
  id: 42,
  orderId: 42,
  price: 2500,
  status: 'Honoured',
  creationDate: '2026-11-20T10:00:00.000Z',
  methodOfPayment: 'VISA',
  orderItems: [],
};
const page = (data: Order[], pageNumber = 1) => ({
  data,
  numberOfPages: 3,
  pageNumber,
  numberOfRecords: data.length ? 25 : 0,
});
const SEARCH = {};

let api: FakeApi;
let alerts: AlertMessage[];
let settled: string[];
let stopSettled = () => {};
beforeEach(() => {
  api = fakeApi(callContract);
  ({ alerts } = recordAlerts());
  settled = [];
  stopSettled = bus.on('alerts/settled', ({ source }) => settled.push(source));
  loadServerConfig();
});
afterEach(() => stopSettled());

describe('ordersSaga: order history', () => {
  it("searches with the criteria, order and page, keeps the page and ends the search's earlier alerts", async () => {
    api.answer('/order/search', { status: 'SUCCESS', data: page([ORDER]) });
    const criteria: OrderCriteria = {
      filterType: 'status',
      filterValue: 'Honoured',
      fromDate: '01-11-2026',
      toDate: '30-11-2026',
      sortBy: 'price',
      sortDir: 'desc',
    };
    const s = await run(ordersActions.searchRequested(criteria));
    expect(api.bodies('/order/search')).toEqual([{ ...SEARCH, ...criteria, pageNo: 1 }]);
    expect(s.search).toMatchObject({
      status: 'loaded',
      query: criteria,
      page: page([ORDER]),
      noResults: null,
    });
    expect(settled).toEqual([SEARCH_SOURCE]);
  });

  it('another page of the orders shown keeps their criteria', async () => {
    api.answer('/order/search', { status: 'SUCCESS', data: page([ORDER], 3) });
    const shown: OrdersState = {
      ...initialOrdersState,
      search: { ...initialOrdersState.search, page: page([ORDER]), status: 'loaded' },
    };
    const s = await run(ordersActions.searchRequested(null, 3), shown);
    expect(api.bodies('/order/search')).toEqual([{ ...SEARCH, ...ALL_ORDERS, pageNo: 3 }]);
    expect(s.search).toMatchObject({ pageNo: 3, page: { pageNumber: 3 } });
  });

  it("an order number that matches nothing warns with 469, as the search's one alert", async () => {
    api.answer('/order/search', { status: 'SUCCESS', data: page([]) });
    const s = await run(ordersActions.searchRequested({ ...ALL_ORDERS, filterValue: '999999' }));
    expect(alerts).toEqual([
      expect.objectContaining({ type: 'warning', msg: 'No records found.', source: SEARCH_SOURCE }),
    ]);
    expect(s.search).toMatchObject({ status: 'loaded', noResults: 'No records found.' });
  });

  it('a failed search clears the table and raises its alert under the same source', async () => {
    api.answer('/order/search', { status: 'ERROR', msgCode: '475', errorMessage: null });
    const shown: OrdersState = {
      ...initialOrdersState,
      search: { ...initialOrdersState.search, page: page([ORDER]), status: 'loaded' },
    };
    const s = await run(ordersActions.searchRequested(ALL_ORDERS), shown);
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'danger',
        msg: 'Something went wrong. Please try again later.',
        source: SEARCH_SOURCE,
      }),
    ]);
    expect(s.search).toMatchObject({ status: 'error', page: null });
  });
});

describe('ordersSaga: order detail', () => {
  it('loads the order', async () => {
    api.answer('/order/getOrdersDetails', { status: 'SUCCESS', data: ORDER });
    const s = await run(ordersActions.detailRequested(42));
    expect(api.bodies('/order/getOrdersDetails')).toEqual([{ orderId: 42 }]);
    expect(s).toMatchObject({ detail: ORDER, detailState: 'loaded' });
  });

  it("an order that is not the caller's shows the 485 text and no order", async () => {
    // The API's text for 485, in the request's language (api/src/modules/orders/order-routes.ts).
    api.answer('/order/getOrdersDetails', {
      status: 'ERROR',
      msgCode: '485',
      errorMessage: 'The requested item was not found.',
    });
    const s = await run(ordersActions.detailRequested(7), {
      ...initialOrdersState,
      detail: ORDER,
      detailState: 'loaded',
    });
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'danger',
        msg: 'The requested item was not found.',
        source: 'orders/detailRequested',
      }),
    ]);
    expect(s).toMatchObject({ detail: null, detailState: 'missing' });
  });
});

describe('ordersSaga: live status', () => {
  it('an order turning Honoured asks again for the history page shown and reloads that order’s open detail', async () => {
    const processing = { ...ORDER, status: 'ProcessingOrder' };
    api.answer('/order/search', { status: 'SUCCESS', data: page([ORDER], 2) });
    api.answer('/order/getOrdersDetails', { status: 'SUCCESS', data: ORDER });
    const shown: OrdersState = {
      ...initialOrdersState,
      search: {
        ...initialOrdersState.search,
        pageNo: 2,
        page: page([processing], 2),
        status: 'loaded',
      },
      detail: processing,
      detailState: 'loaded',
    };
    const running = saga.watch(saga.state(shown)).silentRun(50);
    bus.emit('live/orderStatus', { orderId: 42, status: 'Honoured' });
    const state = saga.sliceOf((await running).storeState);
    expect(state.search.page).toEqual(page([ORDER], 2));
    expect(state.detail).toEqual(ORDER);
    expect(api.bodies('/order/search')).toEqual([{ ...SEARCH, ...ALL_ORDERS, pageNo: 2 }]);
    expect(api.bodies('/order/getOrdersDetails')).toEqual([{ orderId: 42 }]);
  });

  it('nothing is asked when no history or detail is open', async () => {
    const run = saga.watch().silentRun(50);
    bus.emit('live/orderStatus', { orderId: 7, status: 'Honoured' });
    await run;
    expect(api.bodies('/order/search')).toEqual([]);
    expect(api.bodies('/order/getOrdersDetails')).toEqual([]);
  });
});
