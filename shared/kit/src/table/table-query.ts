// The query state of a data table besides tanstack's own: the order a server table shows (the
// one the API echoes) and the search box, applied 200 ms after the last key.
import { useEffect, useEffectEvent, useState } from 'react';
import type { SortingState } from '@tanstack/react-table';
import type { PagedList } from '@qcard/contracts/domain';

/**
 * The table's sorting. Server mode: the order shown follows the order the API says it applied
 * (paged.sortBy / paged.sortDir) each time that changes; a client table keeps its own.
 */
export function useEchoedSorting(paged: PagedList<unknown> | undefined) {
  const echoedBy = paged?.sortBy;
  const echoedDesc = paged?.sortDir === 'desc';
  const [sorting, setSorting] = useState<SortingState>(
    echoedBy ? [{ id: echoedBy, desc: echoedDesc }] : [],
  );
  useEffect(() => {
    if (echoedBy !== undefined) setSorting(echoedBy ? [{ id: echoedBy, desc: echoedDesc }] : []);
  }, [echoedBy, echoedDesc]);
  return [sorting, setSorting] as const;
}

/**
 * The search box text and the filter applied from it: 200 ms after the last change the text
 * becomes the filter and `onApplied(text)` runs with the table as it is then (not as it was at
 * the key press).
 */
export function useDebouncedSearch(onApplied: (text: string) => void) {
  const [searchText, setSearchText] = useState('');
  const [globalFilter, setGlobalFilter] = useState('');
  const applied = useEffectEvent(onApplied);
  useEffect(() => {
    if (searchText === globalFilter) return undefined;
    const t = setTimeout(() => {
      setGlobalFilter(searchText);
      applied(searchText);
    }, 200);
    return () => clearTimeout(t);
  }, [searchText, globalFilter]);
  return { searchText, setSearchText, globalFilter, setGlobalFilter };
}
