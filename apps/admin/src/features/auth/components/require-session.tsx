import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../../lib/session';

/** Sends anyone without a staff session to the sign-in screen, remembering where they were. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  // A setup-only session (issue 16) sets up two-factor on the sign-in screen first.
  if (!session || session.setupOnly) {
    return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />;
  }
  return children;
}
