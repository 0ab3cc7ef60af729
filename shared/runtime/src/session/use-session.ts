import { useSyncExternalStore } from 'react';
import {
  onSessionChange,
  readSession,
  type StoredSession,
} from '@qcard/runtime/session/session-storage';

// The snapshot follows every change, whether or not a component is subscribed at that moment:
// refreshed only inside subscribe(), a user set before the first mount was never seen.
let snapshot: StoredSession = readSession();
onSessionChange(() => {
  snapshot = readSession();
});

function subscribe(listener: () => void) {
  return onSessionChange(listener);
}

/** The signed-in user and token, re-rendering when they change. */
export function useSession(): StoredSession {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}
