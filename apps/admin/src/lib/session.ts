/**
 * The signed-in staff member. The token lives in sessionStorage, not localStorage, so that a
 * back-office session ends when the browser tab is closed on a shared desk.
 */
import { useSyncExternalStore } from 'react';

export interface StaffSession {
  token: string;
  username: string;
  roles: string[];
  /** Two-factor not set up yet: the session may only set it up (issue 16). */
  setupOnly?: boolean;
}

const STORAGE_KEY = 'kabuto-admin-session';

type Listener = () => void;
const listeners = new Set<Listener>();

function readStored(): StaffSession | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (isStaffSession(value)) return value;
  } catch {
    // Storage unavailable or corrupted: treat as signed out.
  }
  return null;
}

function isStaffSession(value: unknown): value is StaffSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    typeof v.username === 'string' &&
    Array.isArray(v.roles) &&
    v.roles.every((role) => typeof role === 'string')
  );
}

let current: StaffSession | null = readStored();
/** Whether the last session ended because the server refused the token (HTTP 401). */
let expired = false;

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): StaffSession | null {
  return current;
}

export function startSession(session: StaffSession): void {
  current = session;
  expired = false;
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  emit();
}

/** Keeps the token and refreshes who the server says we are (GET me). */
export function updateIdentity(username: string, roles: string[]): void {
  if (!current) return;
  if (current.username === username && sameRoles(current.roles, roles)) return;
  startSession({ ...current, username, roles });
}

export function endSession(reason: 'signed-out' | 'expired' = 'signed-out'): void {
  if (!current) return;
  current = null;
  expired = reason === 'expired';
  window.sessionStorage.removeItem(STORAGE_KEY);
  emit();
}

export function sessionExpired(): boolean {
  return expired;
}

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((role, index) => role === b[index]);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): StaffSession | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
