// Order history and order detail run as sagas: the search request (criteria, order, page), the
// page kept, 469 and failures as one alert of the search, and the detail with its failure.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { callApi } from '@qcard/shared/api/api-client';
import { bus } from '@qcard/shared/bus/event-bus';
import { setConfig } from '@qcard/shared/config/config-store';
import type { AlertMessage, Order } from '@qcard/shared/contracts/domain';
import { ordersSaga, SEARCH_SOURCE } from '../store/orders-saga';
import { ALL_ORDERS, initialOrdersState, ordersActions, ordersReducer, type OrderCriteria, type OrdersState } from '../store/orders-slice';

jest.mock('@qcard/shared/api/api-client', () => ({ ...jest.requireActual('@qcard/shared/api/api-client'), callApi: jest.fn() }));
const api = jest.mocked(callApi);

const reducer = combineReducers({ orders: ordersReducer });
type State = ReturnType<typeof reducer>;
const run = async (action: Parameters<typeof ordersReducer>[1], initial: OrdersState = initialOrdersState) =>
  ((await expectSaga(ordersSaga).withReducer(reducer, { orders: initial }).dispatch(action).silentRun(0)).storeState as State).orders;

const ORDER: Order = { id: 42, orderId: 42, price: 2500, status: 'Honoured', creationDate: '2026-11-20T10:00:00.000Z', methodOfPayment: 'VISA', orderItems: [] };
const page = (data: Order[], pageNumber = 1) => ({ data, numberOfPages: 3, pageNumber, numberOfRecords: data.length ? 25 : 0 });
const SEARCH = { action: 'ORDER_MANAGEMENT', function: 'order_search' };

let alerts: AlertMessage[] = [];
let settled: string[] = [];
const offs: Array<() => void> = [];
beforeEach(() => {
  alerts = [];
  settled = [];
  offs.push(bus.on('alerts/raised', (a) => alerts.push(a)), bus.on('alerts/settled', ({ source }) => settled.push(source)));
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

describe('ordersSaga: order history', () => {
  it('searches with the criteria, order and page, keeps the page and ends the search\'s earlier alerts', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: page([ORDER]) });
    const criteria: OrderCriteria = { filterType: 'status', filterValue: 'Honoured', fromDate: '01-11-2026', toDate: '30-11-2026', sortBy: 'price', sortDir: 'desc' };
    const s = await run(ordersActions.searchRequested(criteria));
    expect(api).toHaveBeenCalledWith('/order/search', { ...SEARCH, ...criteria, pageNo: 1 });
    expect(s.search).toMatchObject({ status: 'loaded', query: criteria, page: page([ORDER]), noResults: null });
    expect(settled).toEqual([SEARCH_SOURCE]);
  });

  it('another page of the orders shown keeps their criteria', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: page([ORDER], 3) });
    const shown: OrdersState = { ...initialOrdersState, search: { ...initialOrdersState.search, page: page([ORDER]), status: 'loaded' } };
    const s = await run(ordersActions.searchRequested(null, 3), shown);
    expect(api).toHaveBeenCalledWith('/order/search', { ...SEARCH, ...ALL_ORDERS, pageNo: 3 });
    expect(s.search).toMatchObject({ pageNo: 3, page: { pageNumber: 3 } });
  });

  it('an order number that matches nothing warns with 469, as the search\'s one alert', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: page([]) });
    const s = await run(ordersActions.searchRequested({ ...ALL_ORDERS, filterValue: '999999' }));
    expect(alerts).toEqual([expect.objectContaining({ type: 'warning', msg: 'No results found.', source: SEARCH_SOURCE })]);
    expect(s.search).toMatchObject({ status: 'loaded', noResults: 'No results found.' });
  });

  it('a failed search clears the table and raises its alert under the same source', async () => {
    api.mockResolvedValue({ status: 'ERROR', msgCode: '475', errorMessage: null });
    const shown: OrdersState = { ...initialOrdersState, search: { ...initialOrdersState.search, page: page([ORDER]), status: 'loaded' } };
    const s = await run(ordersActions.searchRequested(ALL_ORDERS), shown);
    expect(alerts).toEqual([expect.objectContaining({ type: 'danger', msg: 'Something went wrong, try again.', source: SEARCH_SOURCE })]);
    expect(s.search).toMatchObject({ status: 'error', page: null });
  });
});

describe('ordersSaga: order detail', () => {
  it('loads the order', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: ORDER });
    const s = await run(ordersActions.detailRequested(42));
    expect(api).toHaveBeenCalledWith('/order/getOrdersDetails', { orderId: 42 });
    expect(s).toMatchObject({ detail: ORDER, detailState: 'loaded' });
  });

  it('an order that is not the caller\'s shows the server text and no order', async () => {
    api.mockResolvedValue({ status: 'ERROR', msgCode: '485', errorMessage: 'Order 7 was not found.' });
    const s = await run(ordersActions.detailRequested(7), { ...initialOrdersState, detail: ORDER, detailState: 'loaded' });
    expect(alerts).toEqual([expect.objectContaining({ type: 'danger', msg: 'Order 7 was not found.' })]);
    expect(s).toMatchObject({ detail: null, detailState: 'error' });
  });
});
