// One server-paged search in a remote's store: the criteria and order sent to
// the API (contracts/paging.ts), the page it answered (rows, page number, total), the load status
// and the 469 text when the search matched nothing. Orders, sponsor subscriptions, employees,
// company cards and the bulk reload each make one with their own action prefix; what differs
// between them (the call, how a failure is told) is passed in.
import type { UnknownAction } from 'redux';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { CallResult } from '@qcard/runtime/api/api-client';
import { alertFromResponse } from '@qcard/runtime/bus/alerts';
import type { PagedList } from '@qcard/contracts/domain';
import type { SortDirection } from '@qcard/contracts/paging';
import { alertSearchResult, alertsRaisedBy } from '@qcard/kit/search/search-result-alert';
import type { LoadStatus } from '@qcard/kit/store/loadable';

export type { LoadStatus };

/** The criteria of a list search: a filter, and the order the API applies to the whole list. */
export interface SearchCriteria {
  filterType: string;
  filterValue: string;
  /** A column id the API lists; absent: the list's own order. */
  sortBy?: string;
  sortDir?: SortDirection;
}

export const ALL_QUERY: SearchCriteria = { filterType: 'all', filterValue: '' };

export interface PagedSearchState<T, Q = SearchCriteria> {
  /** The criteria of the page shown (or being loaded). */
  query: Q;
  /** The page number last asked for (kept after a failure, so Try again asks for it again). */
  pageNo: number;
  /** The page the API answered; null before the first answer and after a failed search. */
  page: PagedList<T> | null;
  status: LoadStatus;
  /** The 469 text when the last search matched nothing, else null. */
  noResults: string | null;
}

/** The same criteria in the order the table asks for (sortBy null: the API's default order). */
export function withOrder<Q extends { sortBy?: string; sortDir?: SortDirection }>(
  query: Q,
  sortBy: string | null | undefined,
  sortDir: SortDirection | undefined,
): Q {
  const { sortBy: _by, sortDir: _dir, ...rest } = query;
  return (sortBy ? { ...rest, sortBy, sortDir: sortDir ?? 'asc' } : rest) as Q;
}

/** An empty page, for a table that has nothing to show yet. */
export const EMPTY_PAGE: PagedList<never> = {
  data: [],
  numberOfPages: 1,
  pageNumber: 1,
  numberOfRecords: 0,
};

/** Actions, reducer and initial state of one paged search, its action types `${domain}/search…`. */
export function pagedSearch<T, D extends string, Q = SearchCriteria>(domain: D, initialQuery: Q) {
  const initial: PagedSearchState<T, Q> = {
    query: initialQuery,
    pageNo: 1,
    page: null,
    status: 'idle',
    noResults: null,
  };
  const types = {
    requested: `${domain}/searchRequested` as const,
    loaded: `${domain}/searchLoaded` as const,
    failed: `${domain}/searchFailed` as const,
  };
  const actions = {
    /** Search with new criteria (page 1 unless said), or, with null, the current criteria on another page. */
    searchRequested: (query: Q | null, pageNo = 1) => ({ type: types.requested, query, pageNo }),
    searchLoaded: (query: Q, page: PagedList<T>, noResults: string | null = null) => ({
      type: types.loaded,
      query,
      page,
      noResults,
    }),
    searchFailed: (query: Q) => ({ type: types.failed, query }),
  };
  type Requested = ReturnType<typeof actions.searchRequested>;
  type Loaded = ReturnType<typeof actions.searchLoaded>;
  type Failed = ReturnType<typeof actions.searchFailed>;

  function reducer(
    state: PagedSearchState<T, Q> = initial,
    action: UnknownAction,
  ): PagedSearchState<T, Q> {
    switch (action.type) {
      case types.requested: {
        const a = action as Requested;
        return {
          ...state,
          query: a.query ?? state.query,
          pageNo: a.pageNo,
          status: 'loading',
          noResults: null,
        };
      }
      case types.loaded: {
        const a = action as Loaded;
        return { ...state, query: a.query, page: a.page, status: 'loaded', noResults: a.noResults };
      }
      case types.failed: {
        // SPEC 8: a list search that fails clears the table.
        const a = action as Failed;
        return { ...state, query: a.query, page: null, status: 'error', noResults: null };
      }
      default:
        return state;
    }
  }

  /** Whether an action belongs to this search (for a feature slice that holds it beside other state). */
  const owns = (action: UnknownAction): boolean =>
    action.type === types.requested || action.type === types.loaded || action.type === types.failed;

  return { actions, reducer, initial, types, owns };
}

export type PagedSearch<T, D extends string, Q = SearchCriteria> = ReturnType<
  typeof pagedSearch<T, D, Q>
>;

export interface PagedSearchSagaOptions<T, D extends string, Q> {
  search: PagedSearch<T, D, Q>;
  /** This search's state in the remote's store. */
  selectState: (state: never) => PagedSearchState<T, Q>;
  /** The API call for one page of the criteria. */
  fetch: (query: Q, pageNo: number) => Promise<CallResult<PagedList<T>>>;
  /** The search's alerts replace each other and end when it finds rows. */
  source: string;
  /** The path its alerts belong to. */
  target?: string;
  /** How a failed search is told; default: the shared response handling under `source`. */
  alertFailure?: (
    res: CallResult<PagedList<T>>,
    options: { source: string; target?: string },
  ) => unknown;
}

function defaultAlertFailure(
  res: CallResult<unknown>,
  options: { source: string; target?: string },
): void {
  alertFromResponse(res, options);
}

/**
 * The worker: fetch the page, store it, raise 469 for a filtered search that found nothing (else
 * settle the alerts raised before it was asked for), or tell the failure.
 */
export function pagedSearchWorker<T, D extends string, Q extends { filterType?: string | null }>(
  options: PagedSearchSagaOptions<T, D, Q>,
) {
  const { search, selectState, fetch, source, target } = options;
  const alertFailure = options.alertFailure ?? defaultAlertFailure;
  return function* runPagedSearch(action: ReturnType<typeof search.actions.searchRequested>) {
    // Each remote's selector knows its own root state; the saga only passes it through.
    const state: PagedSearchState<T, Q> = yield select(
      selectState as (root: unknown) => PagedSearchState<T, Q>,
    );
    const query = action.query ?? state.query;
    const raisedBefore: number = yield call(alertsRaisedBy, source);
    const res: CallResult<PagedList<T>> = yield call(fetch, query, action.pageNo);
    if (res.status === 'SUCCESS' && res.data && Array.isArray(res.data.data)) {
      const noResults: string | null = yield call(
        alertSearchResult,
        query,
        res.data.numberOfRecords,
        { source, target, raisedBefore },
      );
      yield put(search.actions.searchLoaded(query, res.data, noResults));
    } else {
      yield call(alertFailure, res, { source, target });
      yield put(search.actions.searchFailed(query));
    }
  };
}

/** The watcher: the latest search wins (an older answer arriving late is dropped). */
export function pagedSearchSaga<T, D extends string, Q extends { filterType?: string | null }>(
  options: PagedSearchSagaOptions<T, D, Q>,
) {
  const worker = pagedSearchWorker(options);
  return function* watchPagedSearch() {
    yield takeLatest(options.search.types.requested, worker);
  };
}
