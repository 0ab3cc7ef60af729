// Whose cart a session acts on: a registered user's (patron or sponsor: the user's own
// cart), or the unregistered-reload session's card. Every cart query filters by this.
import type { AuthInfo } from '../http/define-action';
import { API_MSG, ApiError } from '../http/envelope';

export interface CartOwner {
  kind: 'user' | 'anonymous';
  id: string;
}

export function cartOwnerOf(auth: AuthInfo): CartOwner {
  if (auth.user) return { kind: 'user', id: String(auth.user.id) };
  if (auth.anonymousSerial) return { kind: 'anonymous', id: auth.anonymousSerial };
  throw new ApiError(API_MSG.ACCESS_DENIED, { httpStatus: 403 });
}
