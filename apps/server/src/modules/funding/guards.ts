import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
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

const FUNDING_CALENDAR = { JPY: CALENDARS.JP, USD: CALENDARS.US, CNY: CALENDARS.CN } as const;

/** Deposits and withdrawals are handled on working days within the configured hours (SPEC §9). */
export async function assertFundingHours(
  ctx: AppContext,
  tx: Tx,
  currency: 'JPY' | 'USD' | 'CNY',
): Promise<void> {
  const days = await setting(tx, 'funding_days', 'working');
  const hours = await setting(tx, 'funding_hours', '00:00-23:59');
  const cal = FUNDING_CALENDAR[currency];
  const local = localTime(ctx.clock.now(), cal.timeZone);
  const [start = '00:00', end = '23:59'] = hours.split('-');
  const toMinutes = (t: string) => {
    const [h = '0', m = '0'] = t.split(':');
    return Number(h) * 60 + Number(m);
  };
  // A practice session keeps the simulated markets open at all hours; funding follows it.
  const working = days === 'all' || ctx.config.marketPractice || isTradingDay(cal, local.date);
  const inHours = local.minutes >= toMinutes(start) && local.minutes < toMinutes(end) + 1;
  if (!working || !inHours) refuse('outside_funding_hours', { start, end });
}

export const FUND_PASSWORD_MAX_FAILURES = 5;
export const FUND_PASSWORD_LOCK_MS = 15 * 60_000;

/**
 * Checks the fund password, counting failures: after five wrong tries in a row the password is
 * locked for fifteen minutes ("submitted too frequently"), so it cannot be guessed. A failure is
 * recorded in its own statement, so call this BEFORE opening the command's transaction (on SQLite a
 * write through ctx.db inside an open transaction would wait on itself).
 */
export async function verifyFundPassword(
  ctx: AppContext,
  customer: Customer,
  password: string | undefined,
): Promise<void> {
  if (!customer.fund_password_hash) refuse('fund_password_not_set');
  if (!password) refuse('fund_password_required');
  const now = ctx.clock.now().toISOString();
  if (customer.fund_password_locked_until && customer.fund_password_locked_until > now) {
    refuse('submitted_too_frequently');
  }
  if (await verifyPassword(customer.fund_password_hash, password)) {
    if (customer.fund_password_failures > 0) {
      await ctx.db
        .updateTable('customers')
        .set({ fund_password_failures: 0, fund_password_locked_until: null })
        .where('id', '=', customer.id)
        .execute();
    }
    return;
  }
  const failures = customer.fund_password_failures + 1;
  const locked = failures >= FUND_PASSWORD_MAX_FAILURES;
  await ctx.db
    .updateTable('customers')
    .set({
      fund_password_failures: locked ? 0 : sql<number>`fund_password_failures + 1`,
      fund_password_locked_until: locked
        ? new Date(ctx.clock.now().getTime() + FUND_PASSWORD_LOCK_MS).toISOString()
        : customer.fund_password_locked_until,
    })
    .where('id', '=', customer.id)
    .execute();
  refuse(locked ? 'submitted_too_frequently' : 'fund_password_wrong');
}
