import { create } from 'zustand';
import type { MarketType } from '@kabuto/shared/markets';
import { storage } from './storage';
import { storedSession } from './stored-session';
import type { StoredSession } from './stored-session';

interface SessionState extends StoredSession {
  signIn(token: string, account: string): void;
  /** Forgets token and account (the 401 rule of SPEC §8). */
  clearCredentials(): void;
  /** Ends the session on the device: token, account and search history (SPEC §8). */
  endSession(): void;
  setMarketType(type: MarketType): void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  ...storedSession(),
  signIn(token, account) {
    storage.set('tokend', token);
    storage.set('account', account);
    set({ token, account });
  },
  clearCredentials() {
    storage.remove('tokend');
    storage.remove('account');
    set({ token: null, account: null });
  },
  endSession() {
    storage.clearSession();
    set({ token: null, account: null });
  },
  setMarketType(type) {
    storage.set('stock', type);
    set({ marketType: type });
  },
}));

export function useIsSignedIn(): boolean {
  return useSessionStore((state) => state.token !== null);
}

// Another tab of the app signing in or out changes localStorage; follow it, so one tab never
// keeps a session the others have ended. (Native app storage raises no such events.)
if (storage.kind === 'browser' && typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== 'tokend' && event.key !== 'account') return;
    useSessionStore.setState({ token: storage.get('tokend'), account: storage.get('account') });
  });
}
