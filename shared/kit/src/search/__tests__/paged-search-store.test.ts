import { applyMiddleware, combineReducers, createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import type { CallResult } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { setConfig } from '@qcard/runtime/config/config-store';
import type { AlertMessage, PagedList } from '@qcard/contracts/domain';
import {
  ALL_QUERY,
  pagedSearch,
  pagedSearchSaga,
  withOrder,
  type PagedSearchState,
  type SearchCriteria,
} from '@qcard/kit/search/paged-search-store';

interface Row {
  id: number;
}

const rows = (n: number, pageNumber = 1): PagedList<Row> => ({
  data: Array.from({ length: n }, (_, i) => ({ id: i + 1 })),
  numberOfPages: 3,
  pageNumber,
  numberOfRecords: n === 0 ? 0 : 60,
});

const ok = (data: PagedList<Row>): CallResult<PagedList<Row>> =>
  ({ status: 'SUCCESS', msgCode: null, data }) as CallResult<PagedList<Row>>;
const failed: CallResult<PagedList<Row>> = {
  status: 'ERROR',
  msgCode: '500',
  errorMessage: 'The list is down',
  data: undefined,
} as CallResult<PagedList<Row>>;

const search = pagedSearch<Row, 'things'>('things', ALL_QUERY);

const offs: Array<() => void> = [];
afterEach(() => offs.splice(0).forEach((off) => off()));

function setup(fetch: jest.Mock, extra: { alertFailure?: jest.Mock } = {}) {
  const sagas = createSagaMiddleware();
  const store = createStore(combineReducers({ things: search.reducer }), applyMiddleware(sagas));
  sagas.run(
    pagedSearchSaga({
      search,
      selectState: (s: { things: PagedSearchState<Row> }) => s.things,
      fetch,
      source: 'things/search',
      target: '/things',
      ...extra,
    }),
  );
  const alerts: AlertMessage[] = [];
  const settled: string[] = [];
  offs.push(
    bus.on('alerts/raised', (a) => alerts.push(a)),
    bus.on('alerts/settled', (s) => settled.push(s.source)),
  );
  return { store, alerts, settled };
}

/** Let the fake call's promise and the saga's steps after it run (microtasks only, no clock). */
async function flush() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

beforeAll(() =>
  setConfig({
    messages: [{ type: 'RESPONSE_MSG', msgCode: '469', msgName: 'x', msgValue: 'No results' }],
  }),
);

it('starts idle with the initial criteria and no page', () => {
  expect(search.reducer(undefined, { type: '@@init' })).toEqual({
    query: ALL_QUERY,
    pageNo: 1,
    page: null,
    status: 'idle',
    noResults: null,
  });
});

it('loads a page of the criteria and settles the earlier alerts of the search', async () => {
  const fetch = jest.fn().mockResolvedValue(ok(rows(25)));
  const { store, alerts, settled } = setup(fetch);
  const query: SearchCriteria = { filterType: 'name', filterValue: 'Ann' };
  store.dispatch(search.actions.searchRequested(query));
  expect(store.getState().things.status).toBe('loading');
  await flush();
  expect(fetch).toHaveBeenCalledWith(query, 1);
  expect(store.getState().things).toEqual({
    query,
    pageNo: 1,
    page: rows(25),
    status: 'loaded',
    noResults: null,
  });
  expect(alerts).toEqual([]);
  expect(settled).toEqual(['things/search']);
});

it('an answer does not end an alert of the search raised while it was on its way', async () => {
  // The page's first load is slow; meanwhile the rider presses SEARCH with no value (the form's 479).
  let answer: (res: CallResult<PagedList<Row>>) => void = () => undefined;
  const fetch = jest.fn(
    () => new Promise<CallResult<PagedList<Row>>>((resolve) => (answer = resolve)),
  );
  const { store, settled } = setup(fetch);
  store.dispatch(search.actions.searchRequested(ALL_QUERY));
  await flush();
  bus.emit('alerts/raised', {
    id: 'a479',
    type: 'danger',
    msg: 'Please enter a value',
    source: 'things/search',
  });
  answer(ok(rows(25)));
  await flush();
  expect(store.getState().things.status).toBe('loaded');
  expect(settled).toEqual([]);
  // The next search, asked for after that alert, ends it when it finds rows.
  fetch.mockImplementation(() => Promise.resolve(ok(rows(25))));
  store.dispatch(search.actions.searchRequested({ filterType: 'name', filterValue: 'Ann' }));
  await flush();
  expect(settled).toEqual(['things/search']);
});

it('another page keeps the current criteria (query null)', async () => {
  const query: SearchCriteria = {
    filterType: 'name',
    filterValue: 'Ann',
    sortBy: 'name',
    sortDir: 'desc',
  };
  const fetch = jest
    .fn()
    .mockResolvedValueOnce(ok(rows(25)))
    .mockResolvedValueOnce(ok(rows(25, 2)));
  const { store } = setup(fetch);
  store.dispatch(search.actions.searchRequested(query));
  await flush();
  store.dispatch(search.actions.searchRequested(null, 2));
  await flush();
  expect(fetch).toHaveBeenLastCalledWith(query, 2);
  expect(store.getState().things.page?.pageNumber).toBe(2);
  expect(store.getState().things.query).toBe(query);
});

it('a filtered search that finds nothing raises the 469 warning on its path and keeps its text', async () => {
  const fetch = jest.fn().mockResolvedValue(ok(rows(0)));
  const { store, alerts } = setup(fetch);
  store.dispatch(search.actions.searchRequested({ filterType: 'name', filterValue: 'Nobody' }));
  await flush();
  expect(alerts).toEqual([
    expect.objectContaining({
      type: 'warning',
      msg: 'No results',
      source: 'things/search',
      target: '/things',
    }),
  ]);
  expect(store.getState().things.noResults).toBe('No results');
  // A new search clears the text until its answer comes.
  store.dispatch(search.actions.searchRequested(ALL_QUERY));
  expect(store.getState().things.noResults).toBeNull();
});

it('listing everything with nothing in it raises no warning', async () => {
  const fetch = jest.fn().mockResolvedValue(ok(rows(0)));
  const { store, alerts } = setup(fetch);
  store.dispatch(search.actions.searchRequested(ALL_QUERY));
  await flush();
  expect(alerts).toEqual([]);
  expect(store.getState().things.status).toBe('loaded');
});

it('a field chosen with nothing typed lists everything: no warning; a date range alone is a search', async () => {
  const fetch = jest.fn().mockResolvedValue(ok(rows(0)));
  const { store, alerts } = setup(fetch);
  store.dispatch(search.actions.searchRequested({ filterType: 'name', filterValue: '  ' }));
  await flush();
  expect(alerts).toEqual([]);
  expect(store.getState().things.noResults).toBeNull();
  store.dispatch(
    search.actions.searchRequested({
      filterType: 'name',
      filterValue: '',
      fromDate: '01-03-2026',
      toDate: '31-03-2026',
    } as never),
  );
  await flush();
  expect(alerts).toEqual([expect.objectContaining({ type: 'warning', msg: 'No results' })]);
});

it('a failed search clears the table, keeps the criteria and tells the failure under its source', async () => {
  const fetch = jest
    .fn()
    .mockResolvedValueOnce(ok(rows(25)))
    .mockResolvedValue(failed);
  const { store, alerts } = setup(fetch);
  store.dispatch(search.actions.searchRequested(ALL_QUERY));
  await flush();
  const query = { filterType: 'name', filterValue: 'Ann' };
  store.dispatch(search.actions.searchRequested(query));
  await flush();
  store.dispatch(search.actions.searchRequested(null, 3));
  await flush();
  // The failed request's page is kept for Try again.
  expect(store.getState().things).toEqual({
    query,
    pageNo: 3,
    page: null,
    status: 'error',
    noResults: null,
  });
  expect(alerts).toEqual([
    expect.objectContaining({ type: 'danger', source: 'things/search', target: '/things' }),
    expect.objectContaining({ type: 'danger' }),
  ]);
});

it('a remote can tell a failure its own way', async () => {
  const alertFailure = jest.fn();
  const { store, alerts } = setup(jest.fn().mockResolvedValue(failed), { alertFailure });
  store.dispatch(search.actions.searchRequested(ALL_QUERY));
  await flush();
  expect(alertFailure).toHaveBeenCalledWith(failed, { source: 'things/search', target: '/things' });
  expect(alerts).toEqual([]);
  expect(store.getState().things.status).toBe('error');
});

it('the latest search wins when an older answer comes late', async () => {
  let answerFirst: (r: CallResult<PagedList<Row>>) => void = () => undefined;
  const fetch = jest
    .fn()
    .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
    .mockResolvedValueOnce(ok(rows(3)));
  const { store } = setup(fetch);
  store.dispatch(search.actions.searchRequested({ filterType: 'name', filterValue: 'old' }));
  store.dispatch(search.actions.searchRequested({ filterType: 'name', filterValue: 'new' }));
  await flush();
  answerFirst(ok(rows(25)));
  await flush();
  expect(store.getState().things.query.filterValue).toBe('new');
  expect(store.getState().things.page?.data).toHaveLength(3);
});

it('owns only its own actions', () => {
  expect(search.owns(search.actions.searchRequested(null))).toBe(true);
  expect(search.owns({ type: 'other/searchRequested' })).toBe(false);
});

it('withOrder sets or drops the order and keeps the criteria', () => {
  const q = {
    filterType: 'status',
    filterValue: 'X',
    fromDate: '',
    sortBy: 'price',
    sortDir: 'desc' as const,
  };
  expect(withOrder(q, 'orderId', 'asc')).toEqual({
    filterType: 'status',
    filterValue: 'X',
    fromDate: '',
    sortBy: 'orderId',
    sortDir: 'asc',
  });
  expect(withOrder(q, null, 'asc')).toEqual({
    filterType: 'status',
    filterValue: 'X',
    fromDate: '',
  });
});
