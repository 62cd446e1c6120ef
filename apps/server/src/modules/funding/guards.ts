import type { MarketCurrency } from '@kabuto/shared/markets';
import { marketOfCurrency } from '@kabuto/shared/markets';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Customer } from '../../db/schema.ts';
import { refuse } from '../../lib/refusal.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { CALENDARS, isTradingDay, localTime } from '../market/calendar.ts';
import { setting } from '../site/settings.ts';
import type { StandingRule } from '../customers/standing.ts';
import { hasPendingReview } from '../reviews/service.ts';

/**
 * Takes the customer's row lock for a fund command: on PostgreSQL `FOR UPDATE`, so two fund
 * commands of one customer run one after the other (SQLite has a single writer anyway). The
 * command names its standing rule (customers/standing.ts), checked on the row just locked, so no
 * command can lock without saying what the customer's standing must allow.
 */
export async function lockCustomerForFunds(
  ctx: AppContext,
  tx: Tx,
  customerId: number,
  rule: StandingRule,
): Promise<Customer> {
  let query = tx.selectFrom('customers').selectAll().where('id', '=', customerId);
  if (ctx.dialect === 'postgres') query = query.forUpdate();
  const customer = await query.executeTakeFirstOrThrow();
  rule(customer);
  return customer;
}

/**
 * The money requests that wait for staff: while one of them is pending, the customer's money is
 * spoken for, so a withdrawal is refused ("no other fund operation pending", PRODUCT.md). Each is
 * its module's review kind; the review queue is where all of them wait, decided in the same
 * transaction as the request itself, so one look there covers every kind.
 */
const MONEY_REQUEST_KINDS = ['withdrawal', 'deposit', 'loan', 'intraday'] as const;

/** Call with the customer locked (lockCustomerForFunds), so no request slips in between. */
export async function assertNoFundOperationPending(tx: Tx, customerId: number): Promise<void> {
  if (await hasPendingReview(tx, customerId, MONEY_REQUEST_KINDS)) {
    refuse('fund_operation_in_progress');
  }
}

/** Deposits and withdrawals are handled on working days within the configured hours (SPEC §9). */
export async function assertFundingHours(
  ctx: AppContext,
  tx: Tx,
  currency: MarketCurrency,
): Promise<void> {
  const days = await setting(tx, 'funding_days');
  const hours = await setting(tx, 'funding_hours');
  const cal = CALENDARS[marketOfCurrency(currency)?.code ?? 'JP'];
  const local = localTime(ctx.clock.now(), cal.timeZone);
  // A practice session keeps the simulated markets open at all hours; funding follows it.
  const working = days === 'all' || ctx.config.marketPractice || isTradingDay(cal, local.date);
  const inHours = local.minutes >= hours.startMinute && local.minutes <= hours.endMinute;
  if (!working || !inHours) refuse('outside_funding_hours', { start: hours.start, end: hours.end });
}

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
    let query = tx
      .selectFrom('customers')
      .select(['fund_password_hash', 'fund_password_failures', 'fund_password_locked_until'])
      .where('id', '=', customer.id);
    if (ctx.dialect === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirstOrThrow();
    const now = ctx.clock.now();
    const lockedUntil = row.fund_password_locked_until;
    if (lockedUntil !== null && lockedUntil > now.toISOString()) return 'locked';
    if (!row.fund_password_hash) return 'not_set';
    const counted = lockedUntil === null ? Number(row.fund_password_failures) : 0;
    if (await verifyPassword(row.fund_password_hash, password)) {
      if (counted > 0 || lockedUntil !== null) {
        await tx
          .updateTable('customers')
          .set({ fund_password_failures: 0, fund_password_locked_until: null })
          .where('id', '=', customer.id)
          .execute();
      }
      return 'right';
    }
    const locked = counted + 1 >= FUND_PASSWORD_MAX_FAILURES;
    await tx
      .updateTable('customers')
      .set({
        fund_password_failures: locked ? 0 : counted + 1,
        fund_password_locked_until: locked
          ? new Date(now.getTime() + FUND_PASSWORD_LOCK_MS).toISOString()
          : null,
      })
      .where('id', '=', customer.id)
      .execute();
    return locked ? 'locked' : 'wrong';
  });
  if (outcome === 'locked') refuse('fund_password_locked');
  if (outcome === 'not_set') refuse('fund_password_not_set');
  if (outcome === 'wrong') refuse('fund_password_wrong');
}
