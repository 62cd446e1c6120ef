import type { TotpSetupData } from '@kabuto/shared/contracts/customers';
import type { MessageKey } from '@kabuto/shared/catalogue';
import type { AppContext } from '../../context.ts';
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
import { setting } from '../site/service.ts';
import { verifyFundPassword } from './fund-password.ts';
import { findCustomerById, lockSessions } from './repository.ts';
import type { TotpRow } from './security-repository.ts';
import {
  deleteTotp,
  findTotp,
  lockTotp,
  savePendingTotp,
  updateTotp,
} from './security-repository.ts';
import { endSessions } from './sessions.ts';

/** Whether the customer signs in with a code (two-factor confirmed). */
export async function twoFactorOn(ctx: AppContext, customerId: number): Promise<boolean> {
  return (await findTotp(ctx.db, customerId))?.enabled_at != null;
}

/**
 * Starts two-factor: a new secret (replacing an unconfirmed one) with its otpauth URI and QR code,
 * named in the authenticator app by the site name and the account. Refused while it is on.
 */
export async function setUpTotp(ctx: AppContext, customerId: number): Promise<TotpSetupData> {
  const customer = await findCustomerById(ctx.db, customerId);
  if (!customer) refuse('account_not_found');
  const setup = await newTotpSetup(await setting(ctx.db, 'site_name'), customer.account);
  const saved = await inTransaction(ctx.db, (tx) =>
    savePendingTotp(tx, { customerId, secret: setup.secret, now: ctx.clock.now().toISOString() }),
  );
  if (!saved) refuse('totp_already_on');
  return { secret: setup.secret, otpauth_uri: setup.otpauth_uri, qr_svg: setup.qr_svg };
}

type CodeOutcome = { ok: true; patch: Partial<TotpRow> } | { ok: false; msg: MessageKey };

/** Judges a code (or, where allowed, a recovery code) against the locked row; writes nothing. */
async function judgeCode(
  row: TotpRow,
  code: string,
  now: Date,
  allowRecovery: boolean,
): Promise<CodeOutcome> {
  if (looksLikeTotpCode(code)) {
    const last = row.last_time_step === null ? null : Number(row.last_time_step);
    const check = await checkTotpCode(row.secret, code, now, last);
    if (check.ok) return { ok: true, patch: { last_time_step: check.timeStep } };
    return { ok: false, msg: check.reason === 'used' ? 'otp_used' : 'otp_wrong' };
  }
  if (!allowRecovery) return { ok: false, msg: 'otp_wrong' };
  const hashes = row.recovery_hashes.split(',').filter((h) => h !== '');
  const index = findRecoveryCode(hashes, code);
  if (index < 0) return { ok: false, msg: 'otp_wrong' };
  return { ok: true, patch: { recovery_hashes: hashes.filter((_, i) => i !== index).join(',') } };
}

/**
 * Checks a two-factor code for the customer, holding the row so that the checks of one customer
 * take turns: five wrong codes in a row lock codes for fifteen minutes (`otp_attempts_exceeded`,
 * the right one included); a code of a time step already used is `otp_used`; a recovery code
 * (when `allowRecovery`) works once. `confirm` names the state expected: `pending` to turn
 * two-factor on (with the recovery hashes to store), `on` to sign in or turn it off. Commits
 * the outcome (a failure is counted even though the caller then refuses).
 */
export async function useCode(
  ctx: AppContext,
  customerId: number,
  code: string,
  options: { allowRecovery: boolean; confirm: 'on' | { pending: string } },
): Promise<void> {
  const outcome = await inTransaction(ctx.db, async (tx): Promise<MessageKey | null> => {
    const row = await lockTotp(tx, ctx.dialect, customerId);
    const pending = options.confirm !== 'on';
    if (!row || (row.enabled_at === null) !== pending)
      return pending ? 'totp_setup_required' : 'totp_not_on';
    const now = ctx.clock.now();
    if (totpLocked(row, now)) return 'otp_attempts_exceeded';
    const judged = await judgeCode(row, code.trim(), now, options.allowRecovery);
    if (!judged.ok) {
      const next = afterTotpFailure(row, now);
      await updateTotp(tx, customerId, next);
      return totpLocked(next, now) ? 'otp_attempts_exceeded' : judged.msg;
    }
    const enable =
      typeof options.confirm === 'object'
        ? { enabled_at: now.toISOString(), recovery_hashes: options.confirm.pending }
        : {};
    await updateTotp(tx, customerId, {
      ...judged.patch,
      ...enable,
      failures: 0,
      locked_until: null,
    });
    return null;
  });
  if (outcome) refuse(outcome);
}

/**
 * Turns two-factor on with a first code from the app: answers the ten recovery codes (shown
 * once; only their hashes are kept). Every other session of the customer ends.
 */
export async function enableTotp(
  ctx: AppContext,
  customerId: number,
  code: string | undefined,
  currentToken: string,
): Promise<{ recovery_codes: string[] }> {
  if (!code) refuse('otp_required');
  const codes = newRecoveryCodes();
  const pending = codes.map(hashRecoveryCode).join(',');
  await useCode(ctx, customerId, code, { allowRecovery: false, confirm: { pending } });
  await endSessions(ctx.db, customerId, hashToken(currentToken));
  return { recovery_codes: codes };
}

/**
 * Turns two-factor off: the fund password (under its own guessing guard) and a code or a recovery
 * code. Every other session ends, and this one must unlock funds again.
 */
export async function disableTotp(
  ctx: AppContext,
  customerId: number,
  input: { code?: string | undefined; fund_password?: string | undefined },
  currentToken: string,
): Promise<void> {
  const customer = await findCustomerById(ctx.db, customerId);
  if (!customer) refuse('account_not_found');
  if (!(await twoFactorOn(ctx, customerId))) refuse('totp_not_on');
  if (!input.code) refuse('otp_required');
  await verifyFundPassword(ctx, customer, input.fund_password);
  await useCode(ctx, customerId, input.code, { allowRecovery: true, confirm: 'on' });
  await inTransaction(ctx.db, async (tx) => {
    await deleteTotp(tx, customerId);
    await endSessions(tx, customerId, hashToken(currentToken));
    await lockSessions(tx, { customerId });
  });
}
