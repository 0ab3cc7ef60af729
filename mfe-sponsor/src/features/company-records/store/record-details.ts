// What employees and groups keep alike: each record's details by id with its load status, and
// whether a removal of selected records runs. Each feature makes its own with its action prefix.
import type { UnknownAction } from 'redux';
import type { LoadStatus } from '@qcard/shared/search/paged-search-store';

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
    detailsFailed: (id: number) => ({ type: `${domain}/detailsFailed` as const, id }),
    removeRequested: (ids: number[]) => ({ type: `${domain}/removeRequested` as const, ids }),
    removeFinished: () => ({ type: `${domain}/removeFinished` as const }),
  };
  type Of<K extends keyof typeof actions> = ReturnType<(typeof actions)[K]>;

  /** The next state, or undefined when the action is not one of these. */
  function reduce<S extends RecordDetailsState<T>>(state: S, action: UnknownAction): S | undefined {
    switch (action.type) {
      case `${domain}/detailsRequested`: {
        const { id } = action as Of<'detailsRequested'>;
        return { ...state, detailsStatus: { ...state.detailsStatus, [id]: 'loading' } };
      }
      case `${domain}/detailsLoaded`: {
        const { record } = action as Of<'detailsLoaded'>;
        return {
          ...state,
          details: { ...state.details, [record.id]: record },
          detailsStatus: { ...state.detailsStatus, [record.id]: 'loaded' },
        };
      }
      case `${domain}/detailsFailed`: {
        const { id } = action as Of<'detailsFailed'>;
        return { ...state, detailsStatus: { ...state.detailsStatus, [id]: 'error' } };
      }
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

export type RecordDetails<T extends { id: number }, D extends string> = ReturnType<typeof recordDetails<T, D>>;
