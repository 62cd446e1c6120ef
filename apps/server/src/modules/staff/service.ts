import type { StaffRole } from '@kabuto/shared/contracts/admin';
import { STAFF_ROLES } from '@kabuto/shared/contracts/admin';
import type { AppContext, SessionStaff } from '../../context.ts';
import type { Db } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHashing } from '../../lib/passwords.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { Unauthenticated, refuse } from '../../lib/refusal.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import {
  deleteStaffSession,
  findStaffByUsername,
  hasAnyStaff,
  insertStaff,
  insertStaffSession,
  staffSession,
} from './repository.ts';

/** Staff sessions are short: a working day. */
export const STAFF_SESSION_TTL_MS = 12 * 3_600_000;

export function parseRoles(text: string): StaffRole[] {
  const roles = text
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  for (const r of roles) {
    if (!(STAFF_ROLES as readonly string[]).includes(r))
      throw new Error(`unknown staff role: ${r}`);
  }
  if (roles.length === 0) throw new Error('a staff user needs at least one role');
  return roles as StaffRole[];
}

export async function createStaff(
  db: Db,
  clock: Clock,
  cost: PasswordHashing,
  input: { username: string; password: string; roles: readonly StaffRole[] },
): Promise<number> {
  if (!/^[a-z][a-z0-9_.-]{2,63}$/i.test(input.username))
    throw new Error('username: 3-64 letters, digits, _ . -');
  if (input.password.length < 8) throw new Error('staff passwords need at least 8 characters');
  return insertStaff(db, {
    username: input.username,
    password_hash: await hashPassword(input.password, cost),
    roles: input.roles.join(','),
    created_at: clock.now().toISOString(),
  });
}

export async function staffLogin(
  ctx: AppContext,
  input: { username?: string | undefined; password?: string | undefined },
) {
  const staff = input.username ? await findStaffByUsername(ctx.db, input.username) : undefined;
  const valid =
    staff && input.password ? await verifyPassword(staff.password_hash, input.password) : false;
  if (!staff || !valid || staff.disabled) refuse('wrong_account_or_password');
  const token = newToken();
  const now = ctx.clock.now();
  await insertStaffSession(ctx.db, {
    token_hash: hashToken(token),
    staff_id: staff.id,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + STAFF_SESSION_TTL_MS).toISOString(),
  });
  return { token, username: staff.username, roles: parseRoles(staff.roles) };
}

export async function staffLogout(ctx: AppContext, token: string): Promise<void> {
  await deleteStaffSession(ctx.db, hashToken(token));
}

export async function authenticateStaff(
  ctx: AppContext,
  token: string | undefined,
): Promise<SessionStaff> {
  if (!token) throw new Unauthenticated();
  const row = await staffSession(ctx.db, hashToken(token));
  if (!row || row.disabled || row.expires_at <= ctx.clock.now().toISOString())
    throw new Unauthenticated();
  return { id: row.id, username: row.username, roles: parseRoles(row.roles) };
}

/** Whether any staff user exists (a fresh install has none). */
export function hasStaff(db: Db): Promise<boolean> {
  return hasAnyStaff(db);
}

/** The id of the staff user with this name, if there is one. */
export async function staffIdOf(db: Db, username: string): Promise<number | undefined> {
  return (await findStaffByUsername(db, username))?.id;
}

/** Whether a staff user with this name exists. */
export async function staffExists(db: Db, username: string): Promise<boolean> {
  return (await staffIdOf(db, username)) !== undefined;
}
