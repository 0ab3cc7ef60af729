// Forms keep their state in react-final-form; the call runs in a saga. A form submits by
// dispatching a plain action that names its submission; the saga ends by putting
// form/submitSettled with the outcome, and the store's submission middleware (installed by
// createRemoteStore) resolves the promise the component awaits. No function or Promise ever
// travels in an action, so every action stays loggable and replayable.
import type { Middleware, UnknownAction } from 'redux';
import { put } from 'redux-saga/effects';

export interface SubmitOutcome<T = unknown> {
  ok: boolean;
  data?: T;
  msgCode?: string | number | null;
  /** Field messages from the server (488 data.problems) by field name, as final-form submit errors. */
  fieldErrors?: Record<string, string>;
}

export interface SubmitAction<P> extends UnknownAction {
  type: string;
  payload: P;
  meta: { submissionId: string };
}

export const SUBMIT_SETTLED = 'form/submitSettled' as const;

export interface SubmitSettledAction extends UnknownAction {
  type: typeof SUBMIT_SETTLED;
  id: string;
  outcome: SubmitOutcome;
}

let counter = 0;

export function submitAction<P>(type: string, payload: P): SubmitAction<P> {
  counter += 1;
  return { type, payload, meta: { submissionId: `${type}#${counter}` } };
}

export function submitSettled(id: string, outcome: SubmitOutcome): SubmitSettledAction {
  return { type: SUBMIT_SETTLED, id, outcome };
}

function submissionIdOf(action: unknown): string | undefined {
  const id = (action as { meta?: { submissionId?: unknown } } | null)?.meta?.submissionId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Keeps the pending submissions of one store: dispatching a submit action returns a promise of
 * its outcome, resolved when the saga settles it. Install it before the saga middleware.
 */
export function formSubmissionMiddleware(): Middleware {
  const pending = new Map<string, (outcome: SubmitOutcome) => void>();
  return () => (next) => (action) => {
    const id = submissionIdOf(action);
    if (id !== undefined) {
      // Registered before the saga sees the action: a saga may settle within this dispatch.
      const settled = new Promise<SubmitOutcome>((resolve) => pending.set(id, resolve));
      next(action);
      return settled;
    }
    const result = next(action);
    const settle = action as Partial<SubmitSettledAction>;
    if (settle.type === SUBMIT_SETTLED && typeof settle.id === 'string') {
      pending.get(settle.id)?.(settle.outcome ?? { ok: false });
      pending.delete(settle.id);
    }
    return result;
  };
}

/** Dispatch a submit action and wait for the saga to settle it. */
export function submitThroughSaga<P, T = unknown>(
  dispatch: (action: UnknownAction) => unknown,
  type: string,
  payload: P,
): Promise<SubmitOutcome<T>> {
  const result = dispatch(submitAction(type, payload));
  if (!(result instanceof Promise)) {
    throw new Error(
      `${type}: this store has no form submission middleware (build it with createRemoteStore)`,
    );
  }
  return result as Promise<SubmitOutcome<T>>;
}

/** The saga's last step: `yield settleSubmission(action, { ok: true, data })`. */
export function settleSubmission<T>(action: SubmitAction<unknown>, outcome: SubmitOutcome<T>) {
  return put(submitSettled(action.meta.submissionId, outcome));
}

/** 488 answers list every field problem in data.problems: turn them into final-form errors (the first per field). */
export function problemsToFieldErrors(data: unknown): Record<string, string> | undefined {
  const problems = (data as { problems?: Array<{ property?: unknown; message?: unknown }> } | null)
    ?.problems;
  if (!Array.isArray(problems)) return undefined;
  const out: Record<string, string> = {};
  for (const p of problems) {
    if (typeof p.property === 'string' && typeof p.message === 'string' && !out[p.property])
      out[p.property] = p.message;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The outcome of a failed call: its message code and the server's field problems. */
export function failedOutcome(res: {
  msgCode?: string | number | null;
  data?: unknown;
}): SubmitOutcome<never> {
  const fieldErrors = problemsToFieldErrors(res.data);
  return { ok: false, msgCode: res.msgCode ?? null, ...(fieldErrors ? { fieldErrors } : {}) };
}
