// Sorting of a server-paged list (shared/contracts/src/paging.ts): a column of the list's
// allow-list and a direction. An unknown one is refused (400, 488), not ignored: the table would
// show an order the API did not apply.
import type { SortDirection } from '@qcard/contracts/paging';
import { API_MSG } from '@qcard/contracts/api-codes';
import { ApiError, catalogueText } from './envelope';

export interface SortOrder<K extends string> {
  column: K;
  direction: SortDirection;
}

/** sortBy / sortDir of the request, or the list's default when no sortBy is sent. */
export function requestedSort<K extends string>(
  body: Record<string, unknown>,
  columns: ReadonlyArray<K>,
  fallback: SortOrder<K>,
): SortOrder<K> {
  const by = typeof body.sortBy === 'string' ? body.sortBy.trim() : body.sortBy;
  if (by === undefined || by === null || by === '') return fallback;
  const invalid = (label: string) =>
    new ApiError(API_MSG.VALIDATION_FAILED, {
      params: [catalogueText('FIELD_INVALID', catalogueText(label))],
    });
  if (typeof by !== 'string' || !(columns as ReadonlyArray<string>).includes(by))
    throw invalid('LABEL_SORT_COLUMN');
  const dir = body.sortDir ?? 'asc';
  if (dir !== 'asc' && dir !== 'desc') throw invalid('LABEL_SORT_DIRECTION');
  return { column: by as K, direction: dir };
}

/** The echo for the paged answer, so the table shows the order that was applied. */
export function sortEcho<K extends string>(
  order: SortOrder<K>,
): { sortBy: K; sortDir: SortDirection } {
  return { sortBy: order.column, sortDir: order.direction };
}
