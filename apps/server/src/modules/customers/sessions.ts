import type { AppContext, SessionCustomer } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { freshCache } from '../../db/fresh-cache.ts';
import { Unauthenticated } from '../../lib/refusal.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { deleteSessions, insertSession, sessionCustomer } from './repository.ts';
import { deleteIdleSessions, touchSession } from './security-repository.ts';
import { standingOf } from './standing.ts';

/** Where a sign-in came from: the device named from its user agent, and its address. */
export interface SessionOrigin {
  device: string | null;
  address: string | null;
}

/** Opens a session for the customer and answers its token (stored only as a hash). */
export async function openSession(
  ctx: AppContext,
  customerId: number,
  origin: SessionOrigin = { device: null, address: null },
): Promise<string> {
  const token = newToken();
  const now = ctx.clock.now();
  await insertSession(ctx.db, {
    tokenHash: hashToken(token),
    customerId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + ctx.config.sessionTtl_ms).toISOString(),
    ...origin,
  });
  return token;
}

/**
 * Ends the customer's sessions, all of them or all but the one whose token hash is kept (the
 * session that asked), and forgets the cached ones at once.
 */
export async function endSessions(
  db: Db | Tx,
  customerId: number,
  keepTokenHash?: string,
): Promise<void> {
  await deleteSessions(db, { customerId, keepTokenHash });
  sessionsChanged(db);
}

export async function logout(ctx: AppContext, token: string): Promise<void> {
  await deleteSessions(ctx.db, { tokenHash: hashToken(token) });
  sessionsChanged(ctx.db);
}

/**
 * Who a session token belongs to, and the customer's standing, are read on every request and
 * change rarely: they are kept for a second (see `freshCache`). Unknown tokens are not kept.
 */
const sessions = freshCache<string, Awaited<ReturnType<typeof sessionCustomer.first>>>(
  'sessions',
  1_000,
  10_000,
);

/**
 * Call after changing what a session resolves to: ending sessions, or a customer's standing as
 * `SessionCustomer` carries it (bans, freezes, identity verification, the fund password).
 */
export function sessionsChanged(db: Db | Tx): void {
  sessions.changed(db);
}

/** A session's last request is written at most this often (the session list, idle expiry). */
export const SESSION_TOUCH_MS = 60_000;

/**
 * Resolves the `token` and `account` headers to a customer, or answers HTTP 401. A session with
 * no request for `idleMinutes` (setting `session_idle_minutes`; 0: no limit) has ended: it is
 * deleted here.
 */
export async function authenticate(
  ctx: AppContext,
  token: string | undefined,
  account: string | undefined,
  idleMinutes: number,
): Promise<SessionCustomer> {
  if (!token) throw new Unauthenticated();
  const tokenHash = hashToken(token);
  const row = await sessions.read(
    ctx.db,
    tokenHash,
    () => sessionCustomer.first(ctx.db, { tokenHash }),
    (found) => found !== undefined,
  );
  const now = ctx.clock.now();
  if (!row || row.expires_at <= now.toISOString()) throw new Unauthenticated();
  if (account && account !== row.account) throw new Unauthenticated();
  if (row.login_banned) throw new Unauthenticated();
  const seen = Date.parse(row.last_seen_at ?? row.created_at);
  if (idleMinutes > 0 && now.getTime() - seen > idleMinutes * 60_000) {
    const idleSince = new Date(now.getTime() - idleMinutes * 60_000).toISOString();
    await deleteIdleSessions(ctx.db, { idleSince, tokenHash });
    sessionsChanged(ctx.db);
    throw new Unauthenticated();
  }
  if (now.getTime() - seen >= SESSION_TOUCH_MS) {
    // The cached row (kept a second) learns it too, so the next requests do not write again.
    row.last_seen_at = now.toISOString();
    await touchSession(ctx.db, tokenHash, row.last_seen_at);
  }
  return {
    id: row.id,
    account: row.account,
    ...standingOf(row),
    hasFundPassword: Number(row.has_fund_password) === 1,
    fundsUnlockedUntil: row.funds_unlocked_until ?? null,
  };
}
