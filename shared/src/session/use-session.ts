import { useSyncExternalStore } from 'react';
import { onSessionChange, readSession, type StoredSession } from '@qcard/shared/session/session-storage';

let snapshot: StoredSession = readSession();
function subscribe(listener: () => void) {
  return onSessionChange(() => {
    snapshot = readSession();
    listener();
  });
}

/** The signed-in user and token, re-rendering when they change. */
export function useSession(): StoredSession {
  return useSyncExternalStore(subscribe, () => snapshot, () => snapshot);
}
