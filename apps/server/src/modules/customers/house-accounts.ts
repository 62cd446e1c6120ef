import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Tx } from '../../db/transaction.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { newInviteCode } from '../../lib/tokens.ts';
import { findCustomerByAccount, insertCustomer } from './repository.ts';

/** Accounts the operator makes, not customers: the demo's own account and product accounts. */

/**
 * The id of the customer with this account, created first when missing as an operator's own
 * account (the demo's): identity verified and fund password set, invited by no one.
 */
export async function ensureVerifiedCustomer(
  ctx: AppContext,
  input: { account: string; password: string; fundPassword: string },
): Promise<number> {
  const existing = await findCustomerByAccount(ctx.db, input.account);
  if (existing) return existing.id;
  const cost = ctx.config.passwordHashing;
  const passwordHash = await hashPassword(input.password, cost);
  const fundHash = await hashPassword(input.fundPassword, cost);
  return inTransaction(ctx.db, (tx) =>
    insertCustomer(tx, {
      account: input.account,
      password_hash: passwordHash,
      fund_password_hash: fundHash,
      invite_code: newInviteCode(),
      inviter_id: null,
      kyc_status: 'passed',
      language: 'jp',
      status_reason: null,
      created_at: ctx.clock.now().toISOString(),
    }),
  );
}

/**
 * An account that trades for a product and never signs in (a copy-trading product's own
 * account): verified, with a random secret as both passwords that nobody is told.
 */
export async function createProductAccount(
  ctx: AppContext,
  tx: Tx,
  input: { account: string; note: string },
): Promise<number> {
  const hash = await hashPassword(randomBytes(24).toString('hex'), ctx.config.passwordHashing);
  return insertCustomer(tx, {
    account: input.account,
    password_hash: hash,
    fund_password_hash: hash,
    invite_code: newInviteCode(),
    inviter_id: null,
    kyc_status: 'passed',
    language: 'us',
    status_reason: input.note,
    created_at: ctx.clock.now().toISOString(),
  });
}
