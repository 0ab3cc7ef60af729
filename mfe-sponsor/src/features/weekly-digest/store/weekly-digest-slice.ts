// The weekly digest panel's state: the setting as the server last said it, and whether a load
// or a change is under way (the switch is disabled meanwhile, so a double click sends one call).
import type { UnknownAction } from 'redux';
import type { DigestSettingsView } from '../api/weekly-digest-api';

export type DigestStatus = 'idle' | 'loading' | 'loaded' | 'saving' | 'failed';

export interface WeeklyDigestState {
  status: DigestStatus;
  settings: DigestSettingsView | null;
  /** What the last change asked for, to tell "turned on" from "turned off" once it is saved. */
  saved: boolean | null;
  /** The value being saved: the checkbox shows it at once, and falls back if the change fails. */
  pending: boolean | null;
}

export const initialWeeklyDigestState: WeeklyDigestState = {
  status: 'idle',
  settings: null,
  saved: null,
  pending: null,
};

export const weeklyDigestActions = {
  loadRequested: () => ({ type: 'weeklyDigest/loadRequested' as const }),
  loaded: (settings: DigestSettingsView) => ({ type: 'weeklyDigest/loaded' as const, settings }),
  changeRequested: (weeklyDigest: boolean) => ({
    type: 'weeklyDigest/changeRequested' as const,
    weeklyDigest,
  }),
  changed: (settings: DigestSettingsView) => ({ type: 'weeklyDigest/changed' as const, settings }),
  failed: () => ({ type: 'weeklyDigest/failed' as const }),
};

type DigestAction = ReturnType<(typeof weeklyDigestActions)[keyof typeof weeklyDigestActions]>;

export function weeklyDigestReducer(
  state: WeeklyDigestState = initialWeeklyDigestState,
  raw: UnknownAction,
): WeeklyDigestState {
  const action = raw as DigestAction;
  switch (action.type) {
    case 'weeklyDigest/loadRequested':
      return { ...state, status: 'loading', saved: null };
    case 'weeklyDigest/loaded':
      return { ...state, status: 'loaded', settings: action.settings };
    case 'weeklyDigest/changeRequested':
      return { ...state, status: 'saving', saved: null, pending: action.weeklyDigest };
    case 'weeklyDigest/changed':
      return {
        status: 'loaded',
        settings: action.settings,
        saved: action.settings.weeklyDigest,
        pending: null,
      };
    case 'weeklyDigest/failed':
      return { ...state, status: state.settings ? 'loaded' : 'failed', pending: null };
    default:
      return state;
  }
}

export const selectWeeklyDigest = (state: { weeklyDigest: WeeklyDigestState }) =>
  state.weeklyDigest;
