import { useSession } from '@qcard/runtime/session/use-session';

/** The card serial of the unregistered-reload session, or null when there is none. */
export function useAnonymousSerial(): string | null {
  const { token, user, anonymousSerial } = useSession();
  return token && !user && anonymousSerial ? anonymousSerial : null;
}
