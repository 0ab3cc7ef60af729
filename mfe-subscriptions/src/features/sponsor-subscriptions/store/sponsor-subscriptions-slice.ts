// Sponsor subscription management state: the search, the page of rows, the unsaved edits
// (kept per employee across pages), the selection and the save/cancel outcome.
import type { UnknownAction } from 'redux';
import {
  ALL_QUERY,
  pagedSearch,
  type PagedSearchState,
} from '@qcard/kit/search/paged-search-store';
import type {
  SaveRow,
  SponsorSubscriptionRow,
} from '../../sponsor-subscriptions/api/sponsor-subscriptions-api';

const search = pagedSearch<SponsorSubscriptionRow, 'sponsorSubscriptions'>(
  'sponsorSubscriptions',
  ALL_QUERY,
);
export const subscriptionSearch = search;

export interface RowEdit {
  row: SponsorSubscriptionRow;
  refreshrate: number | null;
  trigger: number | null;
  maxFreq: number | null;
}

export interface SponsorSubscriptionsState {
  /** The server-paged employee search (shared/kit/src/search/paged-search-store.ts). */
  search: PagedSearchState<SponsorSubscriptionRow>;
  edits: Record<string, RowEdit>;
  selected: string[];
  saving: boolean;
  /** Bumped after a successful save or cancel: the page opens the Continue / Stay Back dialog. */
  savedSeq: number;
  /** What that last success put in the cart: changes (SAVE TO CART) or cancellations (REMOVE SELECTED, Delete). */
  savedKind: CartChangeKind;
}

export type CartChangeKind = 'save' | 'remove';

export const initialSponsorSubscriptionsState: SponsorSubscriptionsState = {
  search: search.initial,
  edits: {},
  selected: [],
  saving: false,
  savedSeq: 0,
  savedKind: 'save',
};

export type EditableField = 'refreshrate' | 'trigger' | 'maxFreq';

export const sponsorSubscriptionsActions = {
  ...search.actions,
  cellChanged: (row: SponsorSubscriptionRow, field: EditableField, value: number | null) => ({
    type: 'sponsorSubscriptions/cellChanged' as const,
    row,
    field,
    value,
  }),
  /** Apply-all: the given values on every Active row of the page. */
  appliedToAll: (values: Partial<Record<EditableField, number>>) => ({
    type: 'sponsorSubscriptions/appliedToAll' as const,
    values,
  }),
  selectionChanged: (ids: string[]) => ({
    type: 'sponsorSubscriptions/selectionChanged' as const,
    ids,
  }),
  saveRequested: (rows: SaveRow[]) => ({
    type: 'sponsorSubscriptions/saveRequested' as const,
    rows,
  }),
  removeRequested: (
    rows: Array<{ employeeId: number; contractid: number; recordVersion?: string }>,
  ) => ({ type: 'sponsorSubscriptions/removeRequested' as const, rows }),
  /** The rows' changes or cancellations are in the cart: their edits are done; other rows' edits stay. */
  saved: (kind: CartChangeKind = 'save', employeeIds: number[] = []) => ({
    type: 'sponsorSubscriptions/saved' as const,
    kind,
    employeeIds,
  }),
  /**
   * A save or cancel refused because these rows changed elsewhere since they were read (507):
   * they show as they are now, without the edits made from the old values; other rows keep theirs.
   */
  rowsChanged: (rows: SponsorSubscriptionRow[]) => ({
    type: 'sponsorSubscriptions/rowsChanged' as const,
    rows,
  }),
  saveFailed: () => ({ type: 'sponsorSubscriptions/saveFailed' as const }),
  /** Arriving on the screen: no edits or selection left from an earlier visit. */
  editsCleared: () => ({ type: 'sponsorSubscriptions/editsCleared' as const }),
  /** Stay Back: drop the selection and reload the list; unsaved edits of other rows stay. */
  reset: () => ({ type: 'sponsorSubscriptions/reset' as const }),
};

type Creators = Omit<typeof sponsorSubscriptionsActions, keyof typeof search.actions>;
export type SponsorSubscriptionsAction = ReturnType<Creators[keyof Creators]>;

function editOf(state: SponsorSubscriptionsState, row: SponsorSubscriptionRow): RowEdit {
  return (
    state.edits[String(row.employeeId)] ?? {
      row,
      refreshrate: row.refreshrate,
      trigger: row.trigger,
      maxFreq: row.maxFreq,
    }
  );
}

export function sponsorSubscriptionsReducer(
  state: SponsorSubscriptionsState = initialSponsorSubscriptionsState,
  raw: UnknownAction,
): SponsorSubscriptionsState {
  if (search.owns(raw)) return { ...state, search: search.reducer(state.search, raw) };
  const action = raw as SponsorSubscriptionsAction;
  switch (action.type) {
    case 'sponsorSubscriptions/cellChanged': {
      const edit = { ...editOf(state, action.row), [action.field]: action.value };
      return { ...state, edits: { ...state.edits, [String(action.row.employeeId)]: edit } };
    }
    case 'sponsorSubscriptions/appliedToAll': {
      const edits = { ...state.edits };
      for (const row of state.search.page?.data ?? []) {
        if (row.status !== 'Active') continue;
        edits[String(row.employeeId)] = { ...editOf(state, row), ...action.values };
      }
      return { ...state, edits };
    }
    case 'sponsorSubscriptions/selectionChanged':
      return { ...state, selected: action.ids };
    case 'sponsorSubscriptions/saveRequested':
    case 'sponsorSubscriptions/removeRequested':
      return { ...state, saving: true };
    case 'sponsorSubscriptions/saved':
      return {
        ...state,
        edits: without(state.edits, action.employeeIds),
        saving: false,
        savedSeq: state.savedSeq + 1,
        savedKind: action.kind,
      };
    case 'sponsorSubscriptions/saveFailed':
      return { ...state, saving: false };
    case 'sponsorSubscriptions/rowsChanged': {
      const now = new Map(action.rows.map((r) => [r.employeeId, r]));
      const page = state.search.page;
      const search = page
        ? {
            ...state.search,
            page: { ...page, data: page.data.map((r) => now.get(r.employeeId) ?? r) },
          }
        : state.search;
      return { ...state, search, edits: without(state.edits, [...now.keys()]), saving: false };
    }
    case 'sponsorSubscriptions/reset':
      return { ...state, selected: [] };
    case 'sponsorSubscriptions/editsCleared':
      return { ...state, edits: {}, selected: [] };
    default:
      return state;
  }
}

function without(edits: Record<string, RowEdit>, employeeIds: number[]): Record<string, RowEdit> {
  const out = { ...edits };
  for (const id of employeeIds) delete out[String(id)];
  return out;
}

type WithSponsor = { sponsorSubscriptions: SponsorSubscriptionsState };
export const selectSponsorSubscriptions = (s: WithSponsor) => s.sponsorSubscriptions;

/** An edit differs from the server row. */
export function isChanged(e: RowEdit): boolean {
  return (
    e.refreshrate !== e.row.refreshrate ||
    e.trigger !== e.row.trigger ||
    e.maxFreq !== e.row.maxFreq
  );
}
