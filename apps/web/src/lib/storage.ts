/**
 * The one place the app keeps data on the device (SPEC §3). In a browser that is localStorage;
 * inside the native wrapper it is the wrapper's app storage, which the wrapper exposes as
 * `window.KabutoNative.storage` before the page loads.
 */

/**
 * Session keys of SPEC §3, `updown` (the customer's up/down colour choice) and `klineAdjust`
 * (each customer's chart adjustment on this device, by account) and `timezone` (the zone the
 * customer chose on My Page, kept on the customer too).
 */
export type StorageKey =
  | 'tokend'
  | 'account'
  | 'searchList'
  | 'language'
  | 'stock'
  | 'updown'
  | 'klineAdjust'
  | 'timezone';

/** What the native wrapper provides: synchronous app storage. */
export interface NativeStorageBridge {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

declare global {
  interface Window {
    KabutoNative?: { storage?: NativeStorageBridge };
  }
}

export interface AppStorage {
  readonly kind: 'browser' | 'native';
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
  /**
   * Ends the session on the device (SPEC §8): in a browser removes tokend, account and
   * searchList; in the native wrapper clears app storage. Either way the customer's language
   * and market type survive, so the login screen stays in their language.
   */
  clearSession(): void;
}

const SESSION_KEYS: readonly StorageKey[] = ['tokend', 'account', 'searchList'];
const PREFERENCE_KEYS: readonly StorageKey[] = [
  'language',
  'stock',
  'updown',
  'klineAdjust',
  'timezone',
];

/** Browser storage; falls back to memory when localStorage is unavailable (private modes). */
export function createBrowserStorage(): AppStorage {
  const memory = new Map<string, string>();
  const local = probeLocalStorage();
  const read = (key: string) => (local ? local.getItem(key) : (memory.get(key) ?? null));
  return {
    kind: 'browser',
    get: read,
    set(key, value) {
      if (local) local.setItem(key, value);
      else memory.set(key, value);
    },
    remove(key) {
      if (local) local.removeItem(key);
      else memory.delete(key);
    },
    clearSession() {
      for (const key of SESSION_KEYS) this.remove(key);
    },
  };
}

export function createNativeStorage(bridge: NativeStorageBridge): AppStorage {
  return {
    kind: 'native',
    get: (key) => bridge.getItem(key),
    set: (key, value) => bridge.setItem(key, value),
    remove: (key) => bridge.removeItem(key),
    clearSession() {
      const kept = PREFERENCE_KEYS.map((key) => [key, bridge.getItem(key)] as const);
      bridge.clear();
      for (const [key, value] of kept) if (value !== null) bridge.setItem(key, value);
    },
  };
}

function probeLocalStorage(): Storage | null {
  try {
    const probe = '__kabuto_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return null;
  }
}

function detectStorage(): AppStorage {
  const bridge = typeof window === 'undefined' ? undefined : window.KabutoNative?.storage;
  return bridge ? createNativeStorage(bridge) : createBrowserStorage();
}

let detected: AppStorage | null = null;
/** The device's storage, found on first use: the app's entry loads this module before it paints. */
const found = (): AppStorage => (detected ??= detectStorage());

export const storage: AppStorage = {
  get kind() {
    return found().kind;
  },
  get: (key) => found().get(key),
  set: (key, value) => found().set(key, value),
  remove: (key) => found().remove(key),
  clearSession: () => found().clearSession(),
};
