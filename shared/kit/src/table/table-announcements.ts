// What a data table says to screen readers (a polite live region): the new sort, the page, and
// the result count after a search or filter. Nothing is said for the first render.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import type { ColumnFiltersState, SortingState } from '@tanstack/react-table';

export interface TableAnnouncementState {
  sorting: SortingState;
  /** Column headers by id, to name the sorted column. */
  columns: ReadonlyArray<{ id: string; header: string }>;
  pageIndex: number;
  pageCount: number;
  resultCount: number;
  globalFilter: string;
  columnFilters: ColumnFiltersState;
}

type Said = 'sort' | 'page' | 'results' | null;

/**
 * The latest announcement; each one replaces the last. What is said is chosen by what changed
 * (the order, the page, the count), never by the language: switching language announces nothing
 * new, and the last announcement reads in the new language.
 */
export function useTableAnnouncement(state: TableAnnouncementState): string {
  const { sorting, columns, pageIndex, pageCount, resultCount, globalFilter, columnFilters } =
    state;
  const { t } = useTranslation('common');
  const [said, setSaid] = useState<Said>(null);
  const firstRun = useRef(true);
  const sorted = sorting[0];
  const header = columns.find((c) => c.id === sorted?.id)?.header;
  const sortKey = sorted && header ? `${sorted.id}:${sorted.desc ? 'desc' : 'asc'}` : '';
  const pageKey = `${pageIndex}/${pageCount}`;
  useEffect(() => {
    if (!firstRun.current) setSaid('sort');
  }, [sortKey]);
  useEffect(() => {
    if (!firstRun.current) setSaid('page');
  }, [pageKey]);
  // After the page effect: a search that also moves back to page 1 is announced by its count.
  // A new search or filter says its count even when the count stays the same.
  useEffect(() => {
    if (!firstRun.current) setSaid('results');
  }, [resultCount, globalFilter, columnFilters]);
  useEffect(() => {
    firstRun.current = false;
  }, []);
  if (said === 'sort') {
    if (!sorted || !header) return t('table.sortRemoved');
    return t(sorted.desc ? 'table.sortedDescending' : 'table.sortedAscending', { column: header });
  }
  if (said === 'page') return t('table.pageOf', { page: pageIndex + 1, pages: pageCount });
  if (said === 'results') return t('table.results', { count: resultCount });
  return '';
}
