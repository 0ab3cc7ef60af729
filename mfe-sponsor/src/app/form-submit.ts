// Forms keep their state in react-final-form; the call itself runs in a saga. A form submits by
// dispatching an action that carries a resolver and awaits the saga's outcome.
import type { Dispatch, UnknownAction } from 'redux';

export interface SubmitOutcome<T = unknown> {
  ok: boolean;
  data?: T;
  /** Field messages from the server (488 data.problems), by property. */
  fieldErrors?: Record<string, string>;
}

export interface SubmitAction<P> extends UnknownAction {
  type: string;
  payload: P;
  meta: { resolve: (outcome: SubmitOutcome) => void };
}

export function submitAction<P>(type: string, payload: P, resolve: (outcome: SubmitOutcome) => void): SubmitAction<P> {
  return { type, payload, meta: { resolve } };
}

export function submitThroughSaga<P, T = unknown>(dispatch: Dispatch, type: string, payload: P): Promise<SubmitOutcome<T>> {
  return new Promise((resolve) => {
    dispatch(submitAction(type, payload, resolve as (o: SubmitOutcome) => void));
  });
}

/** 488 answers list every field problem in data.problems: turn them into final-form errors. */
export function problemsToFieldErrors(data: unknown): Record<string, string> | undefined {
  const problems = (data as { problems?: Array<{ property?: unknown; message?: unknown }> } | null)?.problems;
  if (!Array.isArray(problems)) return undefined;
  const out: Record<string, string> = {};
  for (const p of problems) {
    if (typeof p.property === 'string' && typeof p.message === 'string' && !out[p.property]) out[p.property] = p.message;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
