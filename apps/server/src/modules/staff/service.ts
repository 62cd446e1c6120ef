import type { StaffRole } from '@kabuto/shared/contracts/admin';
import { STAFF_ROLES } from '@kabuto/shared/contracts/admin';
import type { AppContext, SessionStaff } from '../../context.ts';
import type { Db } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHashing } from '../../lib/passwords.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { Unauthenticated, refuse } from '../../lib/refusal.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { isCommonPassword } from './common-passwords.ts';
import { checkStaffSignInCode, hasTwoFactor } from './two-factor.ts';
import {
  deleteStaffSession,
  deleteStaffSessions,
  updateStaffRoles,
  findStaffByUsername,
  hasAnyStaff,
  insertStaff,
  insertStaffSession,
  staffSession,
} from './repository.ts';

/** Staff sessions are short: a working day. */
export const STAFF_SESSION_TTL_MS = 12 * 3_600_000;

export const STAFF_PASSWORD_MIN_LENGTH = 12;

export { enableDemoStaffTotp, enableStaffTotp, startStaffTotp } from './two-factor.ts';

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

/**
 * Why a staff password is refused, or null: at least 12 characters and not one of the common
 * passwords (issue 16). The staff CLI prints the reason and exits non-zero.
 */
export function staffPasswordProblem(password: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH)
    return `staff passwords need at least ${STAFF_PASSWORD_MIN_LENGTH} characters`;
  if (isCommonPassword(password)) return 'this password is on the list of common passwords';
  return null;
}

export async function createStaff(
  db: Db,
  clock: Clock,
  cost: PasswordHashing,
  input: { username: string; password: string; roles: readonly StaffRole[] },
): Promise<number> {
  if (!/^[a-z][a-z0-9_.-]{2,63}$/i.test(input.username))
    throw new Error('username: 3-64 letters, digits, _ . -');
  const problem = staffPasswordProblem(input.password);
  if (problem) throw new Error(problem);
  return insertStaff(db, {
    username: input.username,
    password_hash: await hashPassword(input.password, cost),
    roles: input.roles.join(','),
    created_at: clock.now().toISOString(),
  });
}

/** Changes a staff user's roles and ends every session they have (issue 16), audited. */
export async function setStaffRoles(
  db: Db,
  clock: Clock,
  input: { username: string; roles: readonly StaffRole[]; actor: string },
): Promise<void> {
  const staff = await findStaffByUsername(db, input.username);
  if (!staff) throw new Error(`no staff user ${input.username}`);
  await inTransaction(db, async (tx) => {
    await updateStaffRoles(tx, staff.id, input.roles.join(','));
    await deleteStaffSessions(tx, staff.id);
    await recordAudit(tx, clock, {
      actor: input.actor,
      action: 'staff.roles',
      target: `staff:${staff.username}`,
      before: { roles: staff.roles.split(',') },
      after: { roles: [...input.roles] },
    });
  });
}

async function signInFailed(ctx: AppContext, username: string | undefined, why: string) {
  await recordAudit(ctx.db, ctx.clock, {
    actor: `staff:${(username ?? '').slice(0, 64)}`,
    action: 'staff.sign_in_failed',
    target: `staff:${(username ?? '').slice(0, 64)}`,
    reason: why,
  });
}

/**
 * Staff sign-in: password, then the two-factor code. Without two-factor set up, the answer is a
 * setup-only session (`setup_only`). Sign-ins and failed attempts are audited.
 */
export async function staffLogin(
  ctx: AppContext,
  input: {
    username?: string | undefined;
    password?: string | undefined;
    otp?: string | undefined;
  },
) {
  const staff = input.username ? await findStaffByUsername(ctx.db, input.username) : undefined;
  const valid =
    staff && input.password ? await verifyPassword(staff.password_hash, input.password) : false;
  if (!staff || !valid || staff.disabled) {
    await signInFailed(ctx, input.username, 'wrong username or password');
    refuse('wrong_account_or_password');
  }
  const setupOnly = !hasTwoFactor(staff);
  if (!setupOnly) await checkStaffSignInCode(ctx, staff, input.otp);
  const token = newToken();
  const now = ctx.clock.now();
  await insertStaffSession(ctx.db, {
    token_hash: hashToken(token),
    staff_id: staff.id,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + STAFF_SESSION_TTL_MS).toISOString(),
    setup_only: setupOnly ? 1 : 0,
  });
  await recordAudit(ctx.db, ctx.clock, {
    actor: `staff:${staff.username}`,
    action: setupOnly ? 'staff.sign_in_setup_only' : 'staff.sign_in',
    target: `staff:${staff.username}`,
  });
  return {
    token,
    username: staff.username,
    roles: parseRoles(staff.roles),
    setup_only: setupOnly,
  };
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
  return {
    id: row.id,
    username: row.username,
    roles: parseRoles(row.roles),
    setupOnly: row.setup_only === 1,
  };
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
