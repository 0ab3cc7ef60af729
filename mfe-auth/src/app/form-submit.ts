// Forms keep their state in react-final-form; the call itself runs in a saga. A form submits by
// dispatching an action that carries a resolver, and awaits the saga's outcome (busy state,
// captcha reset, navigation stay in the component).
import type { Dispatch, UnknownAction } from 'redux';

export interface SubmitOutcome<T = unknown> {
  ok: boolean;
  data?: T;
  msgCode?: string | number | null;
}

export interface SubmitAction<P> extends UnknownAction {
  type: string;
  payload: P;
  meta: { resolve: (outcome: SubmitOutcome) => void };
}

export function submitAction<P>(type: string, payload: P, resolve: (outcome: SubmitOutcome) => void): SubmitAction<P> {
  return { type, payload, meta: { resolve } };
}

/** Dispatch a submit action and wait for the saga to resolve it. */
export function submitThroughSaga<P, T = unknown>(dispatch: Dispatch, type: string, payload: P): Promise<SubmitOutcome<T>> {
  return new Promise((resolve) => {
    dispatch(submitAction(type, payload, resolve as (o: SubmitOutcome) => void));
  });
}
