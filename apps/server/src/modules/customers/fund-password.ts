import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Customer } from '../../db/schema.ts';
import { refuse } from '../../lib/refusal.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { lockFundPasswordState, setFundPasswordFailures } from './repository.ts';

export const FUND_PASSWORD_MAX_FAILURES = 5;
export const FUND_PASSWORD_LOCK_MS = 15 * 60_000;

/**
 * Checks the fund password, counting failures: after five wrong tries in a row the password is
 * locked for fifteen minutes (`fund_password_locked`), so it cannot be guessed.
 *
 * The lock, the comparison and the count are one transaction holding the customer's row (on
 * PostgreSQL `FOR UPDATE`; SQLite runs one transaction at a time), so the checks of one customer
 * run one after the other and each reads the count the one before it left: a burst of parallel
 * requests cannot all read the same stale count, and once the fifth failure is counted every
 * later attempt is refused as locked, the right secret included. Call this BEFORE opening the
 * command's transaction (it opens its own, which must commit a failure the refusal reports).
 */
export async function verifyFundPassword(
  ctx: AppContext,
  customer: Customer,
  password: string | undefined,
): Promise<void> {
  if (!customer.fund_password_hash) refuse('fund_password_not_set');
  if (!password) refuse('fund_password_required');
  const outcome = await inTransaction(ctx.db, async (tx) => {
    const row = await lockFundPasswordState(tx, ctx.dialect, customer.id);
    const now = ctx.clock.now();
    const lockedUntil = row.fund_password_locked_until;
    if (lockedUntil !== null && lockedUntil > now.toISOString()) return 'locked';
    if (!row.fund_password_hash) return 'not_set';
    const counted = lockedUntil === null ? Number(row.fund_password_failures) : 0;
    if (await verifyPassword(row.fund_password_hash, password)) {
      if (counted > 0 || lockedUntil !== null) {
        await setFundPasswordFailures(tx, customer.id, 0, null);
      }
      return 'right';
    }
    const locked = counted + 1 >= FUND_PASSWORD_MAX_FAILURES;
    await setFundPasswordFailures(
      tx,
      customer.id,
      locked ? 0 : counted + 1,
      locked ? new Date(now.getTime() + FUND_PASSWORD_LOCK_MS).toISOString() : null,
    );
    return locked ? 'locked' : 'wrong';
  });
  if (outcome === 'locked') refuse('fund_password_locked');
  if (outcome === 'not_set') refuse('fund_password_not_set');
  if (outcome === 'wrong') refuse('fund_password_wrong');
}
