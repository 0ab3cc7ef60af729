// Bulk reload state: the server-paged rows, the amount entered per employee (kept across pages
// and searches until saved or cleared), errors the server reported per row, and the save.
import type { UnknownAction } from 'redux';
import {
  ALL_QUERY,
  pagedSearch,
  type PagedSearchState,
} from '@qcard/kit/search/paged-search-store';
import { checkSponsorRowAmount } from '@qcard/contracts/validation/rule-engine';
import type { BulkReloadRow } from '../../sponsor-reload/api/sponsor-reload-api';
import { PAGE_RULES } from '@qcard/kit/validation/page-rules';

/** The employees' rows, searched and paged by the API. */
export const reloadRowsSearch = pagedSearch<BulkReloadRow, 'sponsorReload'>(
  'sponsorReload',
  ALL_QUERY,
);

export interface SponsorReloadState extends PagedSearchState<BulkReloadRow> {
  /** Cents by employeeId; only Active rows get one. */
  amounts: Record<number, number>;
  /** The rows that have an amount (to build the request even after paging away). */
  rows: Record<number, BulkReloadRow>;
  serverErrors: Record<number, string>;
  saving: boolean;
  /** The Continue / Stay Back dialog after a save. */
  savedDialogOpen: boolean;
}

export const initialSponsorReloadState: SponsorReloadState = {
  ...reloadRowsSearch.initial,
  amounts: {},
  rows: {},
  serverErrors: {},
  saving: false,
  savedDialogOpen: false,
};

export const sponsorReloadActions = {
  ...reloadRowsSearch.actions,
  amountChanged: (row: BulkReloadRow, cents: number | null) => ({
    type: 'sponsorReload/amountChanged' as const,
    row,
    cents,
  }),
  /** Populate-all: the amount for every Active row given (the rows on screen). */
  populateAll: (rows: BulkReloadRow[], cents: number) => ({
    type: 'sponsorReload/populateAll' as const,
    rows,
    cents,
  }),
  clearAll: () => ({ type: 'sponsorReload/clearAll' as const }),
  saveRequested: () => ({ type: 'sponsorReload/saveRequested' as const }),
  saveSucceeded: () => ({ type: 'sponsorReload/saveSucceeded' as const }),
  saveFailed: (errors: Record<number, string>) => ({
    type: 'sponsorReload/saveFailed' as const,
    errors,
  }),
  dialogClosed: () => ({ type: 'sponsorReload/dialogClosed' as const }),
};

type Action = ReturnType<
  (typeof sponsorReloadActions)[Exclude<
    keyof typeof sponsorReloadActions,
    keyof typeof reloadRowsSearch.actions
  >]
>;

const isActive = (r: BulkReloadRow) => r.status === 'Active';

function without<T>(map: Record<number, T>, id: number): Record<number, T> {
  const next = { ...map };
  delete next[id];
  return next;
}

export function sponsorReloadReducer(
  state: SponsorReloadState = initialSponsorReloadState,
  raw: UnknownAction,
): SponsorReloadState {
  // The entered amounts stay across searches and pages; only the search part changes.
  if (reloadRowsSearch.owns(raw)) return { ...state, ...reloadRowsSearch.reducer(state, raw) };
  const action = raw as Action;
  switch (action.type) {
    case 'sponsorReload/amountChanged': {
      const id = action.row.employeeId;
      if (!isActive(action.row)) return state;
      if (action.cents === null || action.cents === 0) {
        return {
          ...state,
          amounts: without(state.amounts, id),
          rows: without(state.rows, id),
          serverErrors: without(state.serverErrors, id),
        };
      }
      return {
        ...state,
        amounts: { ...state.amounts, [id]: action.cents },
        rows: { ...state.rows, [id]: action.row },
        serverErrors: without(state.serverErrors, id),
      };
    }
    case 'sponsorReload/populateAll': {
      const amounts = { ...state.amounts };
      const rows = { ...state.rows };
      const serverErrors = { ...state.serverErrors };
      for (const r of action.rows.filter(isActive)) {
        amounts[r.employeeId] = action.cents;
        rows[r.employeeId] = r;
        delete serverErrors[r.employeeId];
      }
      return { ...state, amounts, rows, serverErrors };
    }
    case 'sponsorReload/clearAll':
      return { ...state, amounts: {}, rows: {}, serverErrors: {} };
    case 'sponsorReload/saveRequested':
      return { ...state, saving: true };
    case 'sponsorReload/saveSucceeded':
      return {
        ...state,
        saving: false,
        amounts: {},
        rows: {},
        serverErrors: {},
        savedDialogOpen: true,
      };
    case 'sponsorReload/saveFailed':
      return { ...state, saving: false, serverErrors: action.errors };
    case 'sponsorReload/dialogClosed':
      return { ...state, savedDialogOpen: false };
    default:
      return state;
  }
}

interface WithSponsorReload {
  sponsorReload: SponsorReloadState;
}
export const selectSponsorReload = (s: WithSponsorReload) => s.sponsorReload;

/** The 461 text of a row whose amount is outside its bounds (server errors first). */
export function rowError(state: SponsorReloadState, row: BulkReloadRow): string | undefined {
  const server = state.serverErrors[row.employeeId];
  if (server) return server;
  const cents = state.amounts[row.employeeId];
  if (cents === undefined) return undefined;
  // The configured 461 text, through the portal's loaded configuration.
  return checkSponsorRowAmount(cents, row.minValue, row.maxValue, row.empId, PAGE_RULES)?.message;
}

/**
 * What SAVE TO CART sends: the rows whose amount passes its row's check, their count and total;
 * and how many entered amounts do not (out of bounds, refused by the server, or text that is no
 * amount, held as NaN). An invalid row is never summed nor sent.
 */
export function pendingReloads(state: SponsorReloadState) {
  const entries = Object.entries(state.amounts).map(([id, cents]) => ({
    row: state.rows[Number(id)],
    cents,
  }));
  const known = entries.filter(
    (e): e is { row: BulkReloadRow; cents: number } => e.row !== undefined,
  );
  const valid = known.filter((e) => rowError(state, e.row) === undefined);
  const total = valid.reduce((sum, e) => sum + e.cents, 0);
  return {
    entries: valid,
    invalidCount: known.length - valid.length,
    total,
    enteredCount: known.length,
  };
}
