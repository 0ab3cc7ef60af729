// Whose cart a session acts on: a registered user's (patron or sponsor: the user's own
// cart), or the unregistered-reload session's. Every cart query filters by this.
//
// An unregistered-reload cart belongs to its own login (the session family: the token and
// the tokens rotated out of it), not to the card serial: two people who each know a serial
// must not see or pay for each other's cart.
import { familyOf } from '../../platform/http/sessions';
import type { AuthInfo } from '../../platform/http/access';
import { API_MSG, ApiError } from '../../platform/http/envelope';

export interface CartOwner {
  kind: 'user' | 'anonymous';
  id: string;
}

export function cartOwnerOf(auth: AuthInfo): CartOwner {
  if (auth.user) return { kind: 'user', id: String(auth.user.id) };
  if (auth.anonymousSerial)
    return { kind: 'anonymous', id: `${auth.anonymousSerial}:${familyOf(auth.session)}` };
  throw new ApiError(API_MSG.ACCESS_DENIED, { httpStatus: 403 });
}
