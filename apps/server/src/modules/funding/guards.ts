import type { MarketCurrency } from '@kabuto/shared/markets';
import { marketOfCurrency } from '@kabuto/shared/markets';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import type { Customer } from '../../db/schema.ts';
import { refuse } from '../../lib/refusal.ts';
import { lockCustomer } from '../customers/service.ts';
import { CALENDARS, isTradingDay, localTime } from '../market/service.ts';
import { setting } from '../site/service.ts';
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
  const customer = await lockCustomer(ctx, tx, customerId);
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
export async function assertNoFundOperationPending(tx: Db | Tx, customerId: number): Promise<void> {
  if (await hasPendingReview(tx, customerId, MONEY_REQUEST_KINDS)) {
    refuse('fund_operation_in_progress');
  }
}

/** Deposits and withdrawals are handled on working days within the configured hours (SPEC §9). */
export async function assertFundingHours(
  ctx: AppContext,
  tx: Db | Tx,
  currency: MarketCurrency,
): Promise<void> {
  const days = await setting(tx, 'funding_days');
  const hours = await setting(tx, 'funding_hours');
  const cal = CALENDARS[marketOfCurrency(currency)?.code ?? 'JP'];
  const local = localTime(ctx.clock.now(), cal.timeZone);
  // A practice session keeps the simulated markets open at all hours; funding follows it.
  const working = days === 'all' || ctx.market.source.practice || isTradingDay(cal, local.date);
  const inHours = local.minutes >= hours.startMinute && local.minutes <= hours.endMinute;
  if (!working || !inHours) refuse('outside_funding_hours', { start: hours.start, end: hours.end });
}

/** The fund password's check lives with the customer's row (customers owns it). */
export { verifyFundPassword } from '../customers/service.ts';
