/**
 * Two-factor sign-in for staff (issue 16), on the shared TOTP library (`lib/totp.ts`): staff must
 * use it. A staff member without it gets a setup-only session at sign-in, which can only start
 * the setup (secret, otpauth URI, QR code) and confirm it with a first code; the confirmation
 * answers ten recovery codes once (stored as hashes) and makes the session a full one. At sign-in
 * a code is accepted once (its time step must be after the last used one), a recovery code once,
 * and five wrong codes in a row lock the account's codes for fifteen minutes.
 */
import type { AppContext, SessionStaff } from '../../context.ts';
import type { Staff } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { hashToken } from '../../lib/tokens.ts';
import {
  afterTotpFailure,
  checkTotpCode,
  findRecoveryCode,
  hashRecoveryCode,
  looksLikeTotpCode,
  newRecoveryCodes,
  newTotpSetup,
  totpLocked,
} from '../../lib/totp.ts';
import { recordAudit } from '../audit/service.ts';
import {
  claimStaffRecoveryCode,
  claimStaffTotpStep,
  completeStaffSession,
  deleteOtherStaffSessions,
  findStaffById,
  findStaffByUsername,
  updateStaffTotp,
} from './repository.ts';

const ISSUER = 'Kabuto back office';

export function hasTwoFactor(staff: Staff): boolean {
  return staff.totp_enabled_at !== null && staff.totp_secret !== null;
}

/** Starts (or starts over) the setup: a new secret, kept until a first code confirms it. */
export async function startStaffTotp(ctx: AppContext, staff: SessionStaff) {
  const row = await findStaffById(ctx.db, staff.id);
  if (!row) refuse('login_again');
  if (hasTwoFactor(row)) refuse('staff_totp_already_on');
  const setup = await newTotpSetup(ISSUER, row.username);
  await updateStaffTotp(ctx.db, row.id, { totp_secret: setup.secret, totp_last_step: null });
  return setup;
}

/** Confirms the setup with a first code: recovery codes (once), and the session becomes full. */
export async function enableStaffTotp(
  ctx: AppContext,
  staff: SessionStaff,
  token: string,
  code: string | undefined,
) {
  const row = await findStaffById(ctx.db, staff.id);
  if (!row) refuse('login_again');
  if (hasTwoFactor(row)) refuse('staff_totp_already_on');
  if (!row.totp_secret) refuse('staff_totp_not_started');
  const check = await checkTotpCode(row.totp_secret, code ?? '', ctx.clock.now(), null);
  if (!check.ok) refuse('staff_otp_wrong');
  const codes = newRecoveryCodes();
  await inTransaction(ctx.db, async (tx) => {
    await updateStaffTotp(tx, row.id, {
      totp_enabled_at: ctx.clock.now().toISOString(),
      totp_last_step: check.timeStep,
      totp_recovery_json: JSON.stringify(codes.map(hashRecoveryCode)),
      totp_failures: 0,
      totp_locked_until: null,
    });
    await completeStaffSession(tx, hashToken(token));
    await deleteOtherStaffSessions(tx, row.id, hashToken(token));
    await recordAudit(tx, ctx.clock, {
      actor: `staff:${row.username}`,
      action: 'staff.totp_enable',
      target: `staff:${row.username}`,
    });
  });
  return { recovery_codes: codes };
}

/** One more wrong code, written at once (the refusal that follows rolls nothing back). */
async function failedCode(ctx: AppContext, row: Staff): Promise<never> {
  const attempts = afterTotpFailure(
    { failures: row.totp_failures, locked_until: row.totp_locked_until },
    ctx.clock.now(),
  );
  await updateStaffTotp(ctx.db, row.id, {
    totp_failures: attempts.failures,
    totp_locked_until: attempts.locked_until,
  });
  await recordAudit(ctx.db, ctx.clock, {
    actor: `staff:${row.username}`,
    action: 'staff.sign_in_failed',
    target: `staff:${row.username}`,
    reason: 'wrong two-factor code',
  });
  refuse(attempts.locked_until === null ? 'staff_otp_wrong' : 'staff_otp_locked');
}

/**
 * Checks the code given at sign-in (an authenticator code or a recovery code) for a staff
 * member whose password was right and who has two-factor on; refuses `otp_required` without one.
 */
export async function checkStaffSignInCode(
  ctx: AppContext,
  row: Staff,
  otp: string | undefined,
): Promise<void> {
  const code = otp?.trim() ?? '';
  if (!code) refuse('otp_required');
  const now = ctx.clock.now();
  const attempts = { failures: row.totp_failures, locked_until: row.totp_locked_until };
  if (totpLocked(attempts, now)) refuse('staff_otp_locked');
  if (looksLikeTotpCode(code)) {
    const check = await checkTotpCode(row.totp_secret ?? '', code, now, row.totp_last_step);
    if (check.ok && (await claimStaffTotpStep(ctx.db, row.id, check.timeStep))) return;
    return failedCode(ctx, row);
  }
  const hashes = JSON.parse(row.totp_recovery_json ?? '[]') as string[];
  const index = findRecoveryCode(hashes, code);
  if (index >= 0) {
    const left = hashes.filter((_, i) => i !== index);
    const before = row.totp_recovery_json ?? '[]';
    if (await claimStaffRecoveryCode(ctx.db, row.id, before, JSON.stringify(left))) return;
  }
  return failedCode(ctx, row);
}

/**
 * Turns two-factor sign-in on with a published secret, for the demo staff users only (their
 * secrets are printed at start and shown on the sign-in screen, as their passwords are).
 */
export async function enableDemoStaffTotp(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  username: string,
  secret: string,
): Promise<void> {
  const row = await findStaffByUsername(ctx.db, username);
  if (!row || hasTwoFactor(row)) return;
  await updateStaffTotp(ctx.db, row.id, {
    totp_secret: secret,
    totp_enabled_at: ctx.clock.now().toISOString(),
    totp_recovery_json: '[]',
  });
}
