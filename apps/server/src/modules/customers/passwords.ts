import type { AppContext } from '../../context.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { refuse } from '../../lib/refusal.ts';
import { hashToken } from '../../lib/tokens.ts';
import { inTransaction } from '../../db/transaction.ts';
import { verifyFundPassword } from './fund-password.ts';
import { findCustomerById } from './repository.ts';
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
    await tx
      .updateTable('customers')
      .set({ password_hash: hash })
      .where('id', '=', customerId)
      .execute();
    await endSessions(tx, customerId, currentToken ? hashToken(currentToken) : undefined);
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
  await ctx.db
    .updateTable('customers')
    .set({ fund_password_hash: hash })
    .where('id', '=', customerId)
    .execute();
  sessionsChanged(ctx.db);
  return customer.fund_password_hash ? 'changed' : 'set';
}
