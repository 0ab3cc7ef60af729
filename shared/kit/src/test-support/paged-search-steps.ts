// The steps of a server-paged search page's 469 test, alike on every such
// page: the search call finds one row unless the filter value is the one that finds nothing,
// the rider searches from the search bar, and the search alerts that end are recorded. What a
// page's test checks before its first search (the first full list says nothing) stays its own.
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { bus } from '@qcard/runtime/bus/event-bus';
import { setConfig } from '@qcard/runtime/config/config-store';
import type { AlertMessage } from '@qcard/contracts/domain';
import type { FakeApi } from '@qcard/kit/test-support/fake-api';

/** The 469 text the server is configured with here. */
export const NO_RESULTS_TEXT = 'No matching records were found.';

/** Configures 469 and answers `path` with one page: `row`, or no row when filterValue is `nothing`. */
export function searchFindsRowUnless(
  api: FakeApi,
  path: string,
  row: unknown,
  nothing: string,
): void {
  setConfig({
    messages: [
      { type: 'RESPONSE_MSG', msgCode: '469', msgName: 'NO_RESULTS', msgValue: NO_RESULTS_TEXT },
    ],
  });
  api.answer(path, (body) => {
    const rows = body.filterValue === nothing ? [] : [row];
    return {
      status: 'SUCCESS',
      data: { data: rows, numberOfPages: 1, pageNumber: 1, numberOfRecords: rows.length },
    };
  });
}

/** Types `text` in the search box (choosing `searchBy` first when given) and presses SEARCH. */
export async function searchFor(user: UserEvent, text: string, searchBy?: string): Promise<void> {
  if (searchBy !== undefined)
    await user.selectOptions(screen.getByLabelText('Search By'), searchBy);
  await user.clear(screen.getByRole('searchbox'));
  await user.type(screen.getByRole('searchbox'), text);
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
}

/** The sources whose alerts were ended ('alerts/settled'), from now until `stop`. */
export function recordSettled(): { settled: string[]; stop: () => void } {
  const settled: string[] = [];
  const stop = bus.on('alerts/settled', (e) => settled.push(e.source));
  return { settled, stop };
}

export interface NoResultsSearches {
  /** The filter value that finds nothing. */
  nothing: string;
  /** The filter value that finds the row. */
  found: string;
  /** The Search By choice made before the first search, when the page's default is another. */
  searchBy?: string;
}

/**
 * A search for `nothing` raises one alert, the 469 warning of `source`; a later search that
 * finds the row ends it and raises nothing more. `alerts`: those recorded since the page opened.
 */
export async function expectNoResultsWarningEndedBySearch(
  user: UserEvent,
  alerts: AlertMessage[],
  source: string,
  searches: NoResultsSearches,
): Promise<void> {
  const { settled, stop } = recordSettled();
  try {
    await searchFor(user, searches.nothing, searches.searchBy);
    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(alerts[0]).toMatchObject({ type: 'warning', msg: NO_RESULTS_TEXT, source });
    settled.length = 0;
    await searchFor(user, searches.found);
    await waitFor(() => expect(settled).toEqual([source]));
    expect(alerts).toHaveLength(1);
  } finally {
    stop();
  }
}
