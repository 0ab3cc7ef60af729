// What the idle-warning dialog shows. The session saga owns it (it opens and closes the
// dialog); the dialog reads it with useIdleWarning. Kept beside the saga so the shell
// store's shape stays as it is.
import { useSyncExternalStore } from 'react';

export interface IdleWarningState {
  open: boolean;
  /** Minutes left before the session ends (the warning length). */
  minutes: number;
}

let state: IdleWarningState = { open: false, minutes: 0 };
const listeners = new Set<() => void>();

function set(next: IdleWarningState) {
  state = next;
  for (const l of [...listeners]) l();
}

export function showIdleWarning(minutes: number): void {
  set({ open: true, minutes });
}

export function hideIdleWarning(): void {
  if (state.open) set({ open: false, minutes: state.minutes });
}

export function idleWarningState(): IdleWarningState {
  return state;
}

export function useIdleWarning(): IdleWarningState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}
