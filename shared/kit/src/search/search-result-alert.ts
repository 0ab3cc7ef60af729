// One rule for what a list search says about its result (SPEC 8: 469 "No results", warning).
// A search the rider typed (any filter but "all") that matches nothing raises
// the 469 warning; a search that finds rows settles the earlier alerts of the same search, so
// repeated searches keep one alert at a time (the shell's alert policy, by source). Listing
// everything finds nothing only when there is nothing yet: the table's empty text says that.
import { raiseAlert, settleAlerts } from '@qcard/runtime/bus/alerts';
import { bus } from '@qcard/runtime/bus/event-bus';
import { configuredText } from '@qcard/runtime/bus/alert-text';
import { MSG } from '@qcard/contracts/envelope';

// How many alerts each search has raised so far, counted on the bus. A search's answer ends only
// the alerts raised before it was asked for: a page's first load that answers late must not end
// the alert of a search the rider made meanwhile (SEARCH pressed with no value while the list
// was still loading lost its message).
const raisedBySource = new Map<string, number>();
bus.on('alerts/raised', (alert) => {
  if (alert.source) raisedBySource.set(alert.source, (raisedBySource.get(alert.source) ?? 0) + 1);
});

/** How many alerts `source` has raised; taken when a search is asked for (see `raisedBefore`). */
export function alertsRaisedBy(source: string): number {
  return raisedBySource.get(source) ?? 0;
}

export interface SearchResultAlertOptions {
  /** The search action (one per list): its alerts replace each other and end on success. */
  source: string;
  /** Path the alert belongs to (dropped when the rider leaves it). */
  target?: string;
  /** `alertsRaisedBy(source)` when the search was asked for: a later alert is not ended by it. */
  raisedBefore?: number;
}

/** The criteria of a list search; the order history adds a date range. */
export interface SearchCriteriaOf {
  filterType?: string | null;
  filterValue?: string | null;
  fromDate?: string | null;
  toDate?: string | null;
}

/**
 * True when the query is a search the rider asked for, not the whole list. A field chosen with
 * nothing typed in it is the whole list: the order history starts as "Order Number" and empty,
 * and a rider with no orders yet was told "No records found" and to change a search they never made.
 */
export function isFilteredSearch(query: SearchCriteriaOf): boolean {
  const typed = !!query.filterType && query.filterType !== 'all' && !!query.filterValue?.trim();
  return typed || !!query.fromDate || !!query.toDate;
}

/** Raises 469 for a filtered search that matched nothing, else settles that search's alerts. Returns the text shown, or null. */
export function alertSearchResult(
  query: SearchCriteriaOf,
  numberOfRecords: number,
  options: SearchResultAlertOptions,
): string | null {
  if (numberOfRecords === 0 && isFilteredSearch(query)) {
    const words = configuredText(MSG.NO_RESULTS, 'common:search.noResults');
    raiseAlert({ type: 'warning', ...words, source: options.source, target: options.target });
    return words.msg;
  }
  if (options.raisedBefore === undefined || alertsRaisedBy(options.source) === options.raisedBefore)
    settleAlerts(options.source);
  return null;
}
