import { navigateTo } from './navigation';
import { queryClient } from './query-client';
import { useSessionStore } from './session-store';

/**
 * Ends the session and shows the login screen (SPEC §8). `credentials` forgets the token and
 * account (after a 401); `session` also forgets the search history, or clears app storage in
 * the native wrapper (a failed user-info call, or logging out).
 */
export function signOut(scope: 'credentials' | 'session'): void {
  const session = useSessionStore.getState();
  if (scope === 'credentials') session.clearCredentials();
  else session.endSession();
  navigateTo('/login/login');
  // Answers cached for this customer must not show to the next one.
  queryClient.clear();
}
