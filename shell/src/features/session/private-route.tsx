import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@qcard/shared/session/use-session';

/** Protected routes redirect to / when nobody is logged in. */
export function PrivateRoute({ children }: { children: ReactNode }) {
  const { token, user } = useSession();
  if (!token || !user) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** The landing page sends a logged-in user straight to /account. */
export function PublicOnlyRoute({ children }: { children: ReactNode }) {
  const { token, user } = useSession();
  if (token && user) return <Navigate to="/account" replace />;
  return <>{children}</>;
}
