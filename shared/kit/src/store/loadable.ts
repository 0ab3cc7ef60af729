// The reducer side of loading a record or a list (the saga side is store/load-record.ts): a
// request marks it loading, the answer stores it, a failure marks the error, or 'missing' when
// the server said the record is not there. Slices keep the value and its status in two fields
// of their own names, so tests and selectors see no change.
import type { UnknownAction } from 'redux';

/**
 * 'error': the load failed (the connection, the server) and trying again may work. 'missing':
 * the server answered that the record is not there for this user; trying again will not help.
 */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error' | 'missing';
export type LoadStep = 'requested' | 'loaded' | 'failed';

/** The action types of one load, and the field of the loaded action that carries the value. */
export interface LoadTypes {
  requested: string;
  loaded: string;
  failed: string;
  payload: string;
}

/** The types of a load named `<prefix>Requested`, `<prefix>Loaded` and `<prefix>Failed`. */
export function loadTypes(prefix: string, payload: string): LoadTypes {
  return {
    requested: `${prefix}Requested`,
    loaded: `${prefix}Loaded`,
    failed: `${prefix}Failed`,
    payload,
  };
}

const STATUS_AFTER: Record<LoadStep, LoadStatus> = {
  requested: 'loading',
  loaded: 'loaded',
  failed: 'error',
};

/** The status after a step; a failure action with `missing: true` (loadRecord's) marks the record missing. */
function statusAfter(step: LoadStep, action?: UnknownAction): LoadStatus {
  return step === 'failed' && action?.missing === true ? 'missing' : STATUS_AFTER[step];
}

function stepOf(types: LoadTypes, type: string): LoadStep | undefined {
  if (type === types.requested) return 'requested';
  if (type === types.loaded) return 'loaded';
  return type === types.failed ? 'failed' : undefined;
}

type WithLoadable<T, V extends string, St extends string> = { [K in V]: T } & {
  [K in St]: LoadStatus;
};
type WithKeyed<T, V extends string, St extends string> = { [K in V]: Record<number, T> } & {
  [K in St]: Record<number, LoadStatus>;
};

/**
 * One record or list with its status, in the fields `value` and `status`. A step without a value
 * keeps the one shown, except a failure where `failedValue` is given: a page that must not show a
 * stale record after a failed load (a list emptied, a lookup cleared) says so there.
 * `reduce` takes the steps by their action `types` and gives undefined for any other action;
 * `set` serves a slice whose step does more than this.
 */
export function loadable<T, V extends string, St extends string>(
  value: V,
  status: St,
  options: { types?: LoadTypes; failedValue?: T } = {},
) {
  const { types, failedValue } = options;
  function set<S extends WithLoadable<T, V, St>>(
    state: S,
    step: LoadStep,
    next?: T,
    action?: UnknownAction,
  ): S {
    const kept = step === 'failed' && failedValue !== undefined ? failedValue : state[value];
    return {
      ...state,
      [value]: next === undefined ? kept : next,
      [status]: statusAfter(step, action),
    };
  }
  function reduce<S extends WithLoadable<T, V, St>>(
    state: S,
    action: UnknownAction,
  ): S | undefined {
    const step = types && stepOf(types, action.type);
    return (
      step && set(state, step, step === 'loaded' ? (action[types.payload] as T) : undefined, action)
    );
  }
  return { set, reduce };
}

/**
 * Records kept by id, each with its own status (a detail page per record). The requested and
 * failed actions carry the id in the field `id`; the loaded record carries its own.
 */
export function keyedLoadable<T extends { id: number }, V extends string, St extends string>(
  values: V,
  statuses: St,
  types: LoadTypes & { id: string },
) {
  return function reduce<S extends WithKeyed<T, V, St>>(
    state: S,
    action: UnknownAction,
  ): S | undefined {
    const step = stepOf(types, action.type);
    if (!step) return undefined;
    const record = step === 'loaded' ? (action[types.payload] as T) : undefined;
    const id = record ? record.id : (action[types.id] as number);
    const stored = record ? { ...state[values], [id]: record } : state[values];
    return {
      ...state,
      [values]: stored,
      [statuses]: { ...state[statuses], [id]: statusAfter(step, action) },
    };
  };
}
