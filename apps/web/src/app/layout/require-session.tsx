import { Navigate, Outlet } from 'react-router';
import { useIsSignedIn } from '@/lib/session-store';
import { START_SCREEN } from '../routes/built-screens';

/** Screens behind this need a session; without one the customer goes to log in. */
export function RequireSession() {
  const signedIn = useIsSignedIn();
  return signedIn ? <Outlet /> : <Navigate to="/login/login" replace />;
}

/** Where an unknown address leads: home when signed in, the welcome screen otherwise. */
export function FallbackRedirect() {
  const signedIn = useIsSignedIn();
  return <Navigate to={signedIn ? '/home/index' : START_SCREEN} replace />;
}
