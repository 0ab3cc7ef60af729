import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@qcard/runtime/navigation/router';
import { useDispatch } from 'react-redux';
import { useSession } from '@qcard/runtime/session/use-session';
import { rememberReturnPath } from '@qcard/kit/session/return-path';
import { idleActions } from './idle-actions';
import { recentSessionEnd } from './other-tabs';

/** Protected routes redirect to / when nobody is logged in, and check the token as they load. */
export function PrivateRoute({ children }: { children: ReactNode }) {
  const { token, user } = useSession();
  const { pathname, search } = useLocation();
  const dispatch = useDispatch();
  const signedIn = Boolean(token && user);
  useEffect(() => {
    if (signedIn) dispatch(idleActions.tokenCheckRequested());
  }, [signedIn, pathname, dispatch]);
  useEffect(() => {
    // Opened signed out (a bookmark, a link in an e-mail): the sign-in comes back here. Not when
    // the session has just ended: logout() decided already (the rider's own Logout keeps nothing).
    if (!signedIn && recentSessionEnd() === null) rememberReturnPath(`${pathname}${search}`);
  }, [signedIn, pathname, search]);
  if (!signedIn) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** The landing page sends a logged-in user straight to /account. */
export function PublicOnlyRoute({ children }: { children: ReactNode }) {
  const { token, user } = useSession();
  if (token && user) return <Navigate to="/account" replace />;
  return <>{children}</>;
}
