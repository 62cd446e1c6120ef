import type { FundUnlock } from '@kabuto/shared/contracts/customers';
import type { FundUnlockStanding } from '@kabuto/shared/fund-unlock';
import type { AppContext, SessionCustomer } from '../../context.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { refuse } from '../../lib/refusal.ts';
import { hashToken } from '../../lib/tokens.ts';
import { inTransaction } from '../../db/transaction.ts';
import { verifyFundPassword } from './fund-password.ts';
import { setting } from '../site/service.ts';
import type { StandingRule } from './standing.ts';
import { assertMayDrawFunds, assertMayMoveFunds, assertMayTrade } from './standing.ts';
import {
  findCustomerById,
  lockSessions,
  sessionUnlockedUntil,
  unlockSession,
  updatePasswordHash,
} from './repository.ts';
import {
  checkPassword,
  claimLoginPasswordAttempt,
  clearLoginPasswordAttempts,
  endSessions,
  sessionsChanged,
} from './service.ts';

export const FUND_PASSWORD_PATTERN = /^\d{6}$/;

/**
 * Changes the login password: the original must be right and the new one entered twice. Every
 * other session of the customer ends with it (whoever held the old password is signed out); the
 * session that asked (`currentToken`) stays.
 */
export async function changeLoginPassword(
  ctx: AppContext,
  customerId: number,
  input: {
    oldpassword?: string | undefined;
    password?: string | undefined;
    repassword?: string | undefined;
  },
  currentToken: string | undefined,
): Promise<void> {
  const customer = await findCustomerById(ctx.db, customerId);
  if (!customer) refuse('account_not_found');
  if (!input.oldpassword) refuse('password_required');
  const password = checkPassword(input.password);
  if (password !== input.repassword) refuse('passwords_mismatch');
  // The original password is guessed under the same per-account count as sign-in.
  await claimLoginPasswordAttempt(ctx, customer.account);
  if (!(await verifyPassword(customer.password_hash, input.oldpassword)))
    refuse('original_password_wrong');
  await clearLoginPasswordAttempts(ctx, customer.account);
  const hash = await hashPassword(password, ctx.config.passwordHashing);
  await inTransaction(ctx.db, async (tx) => {
    await updatePasswordHash(tx, customerId, { password_hash: hash });
    await endSessions(tx, customerId, currentToken ? hashToken(currentToken) : undefined);
    // The session that stays must enter the fund password again before committing money.
    await lockSessions(tx, { customerId });
  });
}

/**
 * Sets the fund password (six digits) when there is none, or changes it with the old one, which
 * is checked under the same guessing guard as every other use of the fund password.
 */
export async function setFundPassword(
  ctx: AppContext,
  customerId: number,
  input: {
    oldpassword?: string | undefined;
    password?: string | undefined;
    repassword?: string | undefined;
  },
): Promise<'set' | 'changed'> {
  const customer = await findCustomerById(ctx.db, customerId);
  if (!customer) refuse('account_not_found');
  const password = input.password ?? '';
  if (!password) refuse('fund_password_required');
  if (!FUND_PASSWORD_PATTERN.test(password)) refuse('fund_password_format');
  if (password !== input.repassword) refuse('passwords_mismatch');
  if (customer.fund_password_hash) {
    if (!input.oldpassword) refuse('fund_password_required');
    await verifyFundPassword(ctx, customer, input.oldpassword).catch((error: unknown) => {
      // The old fund password being wrong is "original password wrong" on this screen.
      if ((error as { msg?: string }).msg === 'fund_password_wrong')
        refuse('original_password_wrong');
      throw error;
    });
  }
  const hash = await hashPassword(password, ctx.config.passwordHashing);
  await inTransaction(ctx.db, async (tx) => {
    await updatePasswordHash(tx, customerId, { fund_password_hash: hash });
    // An unlock made with the old fund password ends with it, in every session.
    await lockSessions(tx, { customerId });
  });
  sessionsChanged(ctx.db);
  return customer.fund_password_hash ? 'changed' : 'set';
}

/** How long an unlock lasts and until when this session (`token`) is unlocked, if it is. */
export async function fundUnlockStatus(
  ctx: AppContext,
  customer: SessionCustomer,
  token: string,
): Promise<FundUnlock> {
  const minutes = await setting(ctx.db, 'fund_unlock_minutes');
  const until = await sessionUnlockedUntil(ctx.db, hashToken(token));
  const open = until != null && until > ctx.clock.now().toISOString();
  return {
    unlocked_until: open ? until : null,
    minutes,
    has_fund_password: customer.hasFundPassword,
  };
}

/**
 * Enters the fund password once for this session (`token`): checked by the fund-password guard
 * (wrong tries count toward its lock), then the session may commit money for
 * `fund_unlock_minutes` minutes without being asked again (issue 14, item 10).
 */
export async function unlockFunds(
  ctx: AppContext,
  customerId: number,
  token: string,
  password: string | undefined,
): Promise<FundUnlock> {
  const customer = await findCustomerById(ctx.db, customerId);
  if (!customer) refuse('account_not_found');
  await verifyFundPassword(ctx, customer, password);
  const minutes = await setting(ctx.db, 'fund_unlock_minutes');
  const until = new Date(ctx.clock.now().getTime() + minutes * 60_000).toISOString();
  const unlocked = await unlockSession(ctx.db, {
    tokenHash: hashToken(token),
    customerId,
    passwordHash: customer.fund_password_hash!,
    until,
  });
  // The fund password changed between the check and now: the old one unlocks nothing.
  if (!unlocked) refuse('fund_password_wrong');
  sessionsChanged(ctx.db);
  return { unlocked_until: until, minutes, has_fund_password: true };
}

/** Ends this session's unlock now ("lock now"); sign-out and password changes end it too. */
export async function lockFunds(
  ctx: AppContext,
  customer: SessionCustomer,
  token: string,
): Promise<FundUnlock> {
  await lockSessions(ctx.db, { tokenHash: hashToken(token) });
  sessionsChanged(ctx.db);
  return fundUnlockStatus(ctx, customer, token);
}

const STANDING_RULES: Readonly<Record<FundUnlockStanding, StandingRule>> = {
  trade: assertMayTrade,
  move: assertMayMoveFunds,
  draw: assertMayDrawFunds,
  close: () => undefined,
};

/**
 * The guard of every money-committing confirmation (packages/shared/src/fund-unlock.ts), run
 * before the route's handler, so a refused request writes nothing: the customer's standing as the
 * route's command checks it, then a fund password, then this session's unlock.
 */
export async function assertFundsUnlocked(
  ctx: AppContext,
  customer: SessionCustomer,
  standing: FundUnlockStanding,
): Promise<void> {
  STANDING_RULES[standing](customer);
  if (!customer.hasFundPassword) refuse('fund_password_not_set');
  // Read with the session itself (kept for a second; unlocking and locking forget it at once).
  const until = customer.fundsUnlockedUntil;
  if (until == null || until <= ctx.clock.now().toISOString()) {
    refuse('fund_password_unlock_required');
  }
}
