// What employees and groups keep alike: each record's details by id with its load status, and
// whether a removal of selected records runs. Each feature makes its own with its action prefix.
import type { UnknownAction } from 'redux';
import { keyedLoadable, type LoadStatus, loadTypes } from '@qcard/kit/store/loadable';

export interface RecordDetailsState<T> {
  details: Record<number, T>;
  detailsStatus: Record<number, LoadStatus>;
  removing: boolean;
}

export function recordDetails<T extends { id: number }, D extends string>(domain: D) {
  const initial: RecordDetailsState<T> = { details: {}, detailsStatus: {}, removing: false };
  const actions = {
    detailsRequested: (id: number) => ({ type: `${domain}/detailsRequested` as const, id }),
    detailsLoaded: (record: T) => ({ type: `${domain}/detailsLoaded` as const, record }),
    detailsFailed: (id: number, missing = false) => ({
      type: `${domain}/detailsFailed` as const,
      id,
      missing,
    }),
    removeRequested: (ids: number[]) => ({ type: `${domain}/removeRequested` as const, ids }),
    removeFinished: () => ({ type: `${domain}/removeFinished` as const }),
  };
  const loadDetails = keyedLoadable<T, 'details', 'detailsStatus'>('details', 'detailsStatus', {
    ...loadTypes(`${domain}/details`, 'record'),
    id: 'id',
  });

  /** The next state, or undefined when the action is not one of these. */
  function reduce<S extends RecordDetailsState<T>>(state: S, action: UnknownAction): S | undefined {
    const loaded = loadDetails(state, action);
    if (loaded) return loaded;
    switch (action.type) {
      case `${domain}/removeRequested`:
        return { ...state, removing: true };
      case `${domain}/removeFinished`:
        return { ...state, removing: false };
      default:
        return undefined;
    }
  }

  return { actions, reduce, initial };
}

export type RecordDetails<T extends { id: number }, D extends string> = ReturnType<
  typeof recordDetails<T, D>
>;
