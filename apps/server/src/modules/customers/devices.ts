import { createHash } from 'node:crypto';
import type { SessionList } from '@kabuto/shared/contracts/customers';
import type { AppContext } from '../../context.ts';
import { refuse } from '../../lib/refusal.ts';
import { hashToken } from '../../lib/tokens.ts';
import { deleteSessions } from './repository.ts';
import { deleteIdleSessions, sessionRows } from './security-repository.ts';
import { endSessions, sessionsChanged } from './sessions.ts';

const BROWSERS: readonly [RegExp, string][] = [
  [/EdgA?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome · Android", from a user agent; null when neither part is known. */
export function describeDevice(userAgent: string | undefined): string | null {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (!browser && !system) return null;
  return [browser ?? '?', system ?? '?'].join(' · ');
}

/**
 * What makes a device the same one again: the user agent without its version numbers, so that a
 * browser update is not a new device, hashed.
 */
export function deviceKey(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').replace(/\d+(?:[._]\d+)*/g, '#').slice(0, 512);
  return createHash('sha256').update(ua).digest('hex');
}

/** A session's public id: derived from its token hash, which never leaves the server. */
export function sessionIdOf(tokenHash: string): string {
  return createHash('sha256').update(`session:${tokenHash}`).digest('hex').slice(0, 16);
}

/** The customer's sessions: device, address, first and last seen; `current` is the one asking. */
export async function listSessions(
  ctx: AppContext,
  customerId: number,
  currentToken: string,
): Promise<SessionList> {
  const currentHash = hashToken(currentToken);
  const rows = await sessionRows(ctx.db, { customerId, now: ctx.clock.now().toISOString() });
  return {
    sessions: rows.map((row) => ({
      id: sessionIdOf(row.token_hash),
      device: row.device,
      address: row.address,
      first_seen: row.created_at,
      last_seen: row.last_seen_at ?? row.created_at,
      current: row.token_hash === currentHash,
    })),
  };
}

/**
 * Ends one of the customer's sessions by id, or every other one (`others`). Ending the session
 * that asks is signing out (user/logout); an id that is not one of the customer's is refused.
 */
export async function endSession(
  ctx: AppContext,
  customerId: number,
  currentToken: string,
  id: string,
): Promise<void> {
  const currentHash = hashToken(currentToken);
  if (id === 'others') {
    await endSessions(ctx.db, customerId, currentHash);
    return;
  }
  const rows = await sessionRows(ctx.db, { customerId, now: ctx.clock.now().toISOString() });
  const row = rows.find((r) => sessionIdOf(r.token_hash) === id);
  if (!row) refuse('session_not_found');
  await deleteSessions(ctx.db, { tokenHash: row.token_hash });
  sessionsChanged(ctx.db);
}

/** Ends every session idle for more than `idleMinutes` (a job; 0: none); answers how many. */
export async function endIdleSessions(ctx: AppContext, idleMinutes: number): Promise<number> {
  if (idleMinutes <= 0) return 0;
  const idleSince = new Date(ctx.clock.now().getTime() - idleMinutes * 60_000).toISOString();
  const ended = await deleteIdleSessions(ctx.db, { idleSince });
  if (ended > 0) sessionsChanged(ctx.db);
  return ended;
}
