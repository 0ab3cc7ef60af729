// What the idle timer of idle-saga.ts hears from the page (the warning's answer, a protected
// route's token check, another tab's activity). Apart from the saga: the page dispatches them from
// its first render, while the saga's code comes only with a session (store/shell-store.ts).
export const IDLE_CONTINUE = 'session/idleContinue';
export const IDLE_END = 'session/idleEnd';
export const TOKEN_CHECK_REQUESTED = 'session/tokenCheckRequested';
/** The rider clicked or typed in another tab (other-tabs.ts): the session is in use. */
export const ACTIVITY_ELSEWHERE = 'session/activityElsewhere';

export const idleActions = {
  continued: () => ({ type: IDLE_CONTINUE }),
  ended: () => ({ type: IDLE_END }),
  tokenCheckRequested: () => ({ type: TOKEN_CHECK_REQUESTED }),
  /** `at`: when the other tab saw it (the time it shared); without it, now. */
  activityElsewhere: (at?: number) => ({ type: ACTIVITY_ELSEWHERE, at }),
};
