// The state of one server-paged search (company cards, employees): the query, the page shown
// and its load status. Each feature makes its own with its domain prefix.
import type { UnknownAction } from 'redux';
import type { PagedList } from '@qcard/shared/contracts/domain';
import type { SortDirection } from '@qcard/shared/contracts/paging';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface SearchQuery {
  filterType: string;
  filterValue: string;
  /** The list's order, sent to the API (shared/src/contracts/paging.ts); absent: the API's default. */
  sortBy?: string;
  sortDir?: SortDirection;
}

/** The same search in the order the table asks for (sortBy null: the API's default order). */
export function withOrder(query: SearchQuery, sortBy: string | null, sortDir: SortDirection): SearchQuery {
  const { filterType, filterValue } = query;
  return sortBy ? { filterType, filterValue, sortBy, sortDir } : { filterType, filterValue };
}

export interface PagedSearchState<T> {
  query: SearchQuery;
  page: PagedList<T> | null;
  status: LoadStatus;
}

export const ALL_QUERY: SearchQuery = { filterType: 'all', filterValue: '' };

export function pagedSearch<T, D extends string>(domain: D) {
  const initial: PagedSearchState<T> = { query: ALL_QUERY, page: null, status: 'idle' };
  const actions = {
    /** Search with a new query (page 1), or the current query on another page. */
    searchRequested: (query: SearchQuery | null, pageNo = 1) => ({ type: `${domain}/searchRequested` as const, query, pageNo }),
    searchLoaded: (query: SearchQuery, page: PagedList<T>) => ({ type: `${domain}/searchLoaded` as const, query, page }),
    searchFailed: (query: SearchQuery) => ({ type: `${domain}/searchFailed` as const, query }),
  };
  type Loaded = ReturnType<typeof actions.searchLoaded>;
  type Failed = ReturnType<typeof actions.searchFailed>;
  type Requested = ReturnType<typeof actions.searchRequested>;
  function reducer(state: PagedSearchState<T> = initial, action: UnknownAction): PagedSearchState<T> {
    switch (action.type) {
      case `${domain}/searchRequested`: {
        const a = action as Requested;
        return { ...state, query: a.query ?? state.query, status: 'loading' };
      }
      case `${domain}/searchLoaded`: {
        const a = action as Loaded;
        return { query: a.query, page: a.page, status: 'loaded' };
      }
      case `${domain}/searchFailed`: {
        // SPEC 8: a list search that fails clears the table.
        const a = action as Failed;
        return { query: a.query, page: null, status: 'error' };
      }
      default:
        return state;
    }
  }
  return { actions, reducer, initial };
}
