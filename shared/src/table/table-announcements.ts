// What a data table says to screen readers (a polite live region): the new sort, the page, and
// the result count after a search or filter. Nothing is said for the first render.
import { useEffect, useRef, useState } from 'react';
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

/** The latest announcement; each one replaces the last. */
export function useTableAnnouncement(state: TableAnnouncementState): string {
  const { sorting, columns, pageIndex, pageCount, resultCount, globalFilter, columnFilters } = state;
  const [announcement, setAnnouncement] = useState('');
  const firstRun = useRef(true);
  const sorted = sorting[0];
  const header = columns.find((c) => c.id === sorted?.id)?.header;
  const sortText = sorted && header ? `Sorted by ${header} ${sorted.desc ? 'descending' : 'ascending'}` : 'Sorting removed';
  const pageText = `Page ${pageIndex + 1} of ${pageCount}`;
  const resultText = `${resultCount} ${resultCount === 1 ? 'result' : 'results'}`;
  useEffect(() => {
    if (!firstRun.current) setAnnouncement(sortText);
  }, [sortText]);
  useEffect(() => {
    if (!firstRun.current) setAnnouncement(pageText);
  }, [pageText]);
  // After the page effect: a search that also moves back to page 1 is announced by its count.
  // A new search or filter says its count even when the count stays the same.
  useEffect(() => {
    if (!firstRun.current) setAnnouncement(resultText);
  }, [resultText, globalFilter, columnFilters]);
  useEffect(() => {
    firstRun.current = false;
  }, []);
  return announcement;
}
