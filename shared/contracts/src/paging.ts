// The one server-paging contract of the portal. A server-paged table shows
// one page of a list the API keeps in order, so sorting and searching are the API's to do: the
// table sends them with the page number, the API applies them to the whole list (with the row
// id as the last key, so equal values keep one order from page to page) and says back which
// order it used. Sorting the 25 rows on screen instead would make page 2 follow another order.

export type SortDirection = 'asc' | 'desc';

/** Sent with every request of a server-paged list, beside its own filter fields. */
export interface PageRequest {
  /** 1-based. */
  pageNo: number;
  /** A column id the API lists for this list; absent: the list's own order. */
  sortBy?: string;
  sortDir?: SortDirection;
}

/** What the table asks for when the user sorts, searches or pages. */
export interface TableQuery {
  pageNumber: number;
  sortBy: string | null;
  sortDir: SortDirection;
  /** The table's search box, debounced; '' when empty. */
  search: string;
  /** Column filters by column id, when the table has any. */
  filters?: Record<string, string>;
}

/** The request fields of a table query (search stays with the caller, who knows its filter fields). */
export function pageRequest(q: Pick<TableQuery, 'pageNumber' | 'sortBy' | 'sortDir'>): PageRequest {
  return q.sortBy
    ? { pageNo: q.pageNumber, sortBy: q.sortBy, sortDir: q.sortDir }
    : { pageNo: q.pageNumber };
}
