import type { AppContext } from '../../context.ts';
import type { Customer } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { customerStandingRow } from './repository.ts';

/**
 * A customer's standing: the three restrictions staff set on an account (ban login, freeze, bar
 * trading: SPEC §6, PRODUCT.md back office) and the real-name verification SPEC §6 asks for before
 * withdrawing or trading. Every product asks here, through one of the rules below, and every rule
 * refuses in the same order:
 *
 *   1. banned from login        → account_banned
 *   2. funds frozen             → account_frozen
 *   3. barred from trading      → trade_barred    (trading products)
 *   4. identity not verified    → kyc_required / kyc_rejected (trading, withdrawals, loans)
 *
 * Staff restrictions come before what the customer can fix alone, so nobody is sent to verify
 * their identity only to be told afterwards that the account is restricted; among restrictions the
 * broadest comes first: a ban stops everything, a freeze every money movement, a bar trading only.
 * A ban normally ends the session at sign-in already; it is checked here too because products read
 * the row again (locked) and a ban may land between the two reads.
 */
export interface CustomerStanding {
  loginBanned: boolean;
  fundsFrozen: boolean;
  tradeBarred: boolean;
  kycStatus: string;
}

/** The customer's row as read from the database, or the standing the session was signed in with. */
export type StandingSource =
  | CustomerStanding
  | Pick<Customer, 'login_banned' | 'funds_frozen' | 'trade_barred' | 'kyc_status'>;

export function standingOf(source: StandingSource): CustomerStanding {
  if (!('kyc_status' in source)) return source;
  return {
    loginBanned: !!source.login_banned,
    fundsFrozen: !!source.funds_frozen,
    tradeBarred: !!source.trade_barred,
    kycStatus: source.kyc_status,
  };
}

/** kyc_status: none → pending → passed | rejected; anything but passed is not verified yet. */
function kycRefusal(status: string): 'kyc_rejected' | 'kyc_required' | null {
  if (status === 'passed') return null;
  return status === 'rejected' ? 'kyc_rejected' : 'kyc_required';
}

/** The one refusal order above; each rule says which of steps 3 and 4 apply to it. */
function assertStanding(
  source: StandingSource,
  applies: { tradeBar: boolean; verification: boolean },
): void {
  const s = standingOf(source);
  if (s.loginBanned) refuse('account_banned');
  if (s.fundsFrozen) refuse('account_frozen');
  if (applies.tradeBar && s.tradeBarred) refuse('trade_barred');
  if (applies.verification) {
    const kyc = kycRefusal(s.kycStatus);
    if (kyc) refuse(kyc);
  }
}

/** A rule a fund command states when it locks the customer (funding/guards.ts). */
export type StandingRule = (source: StandingSource) => void;

/**
 * Trading products: stock orders, IPO subscription, block purchase, copy-trading purchase,
 * day-trading application, share lending. Every one of them commits money or shares, so a frozen
 * account is refused as well as a barred one.
 */
export const assertMayTrade: StandingRule = (source) =>
  assertStanding(source, { tradeBar: true, verification: true });

/**
 * Money moving in or between the customer's own accounts: deposits, currency exchange, paying for
 * or redeeming what was bought, repaying and pledging. A trade bar does not stop them, and SPEC
 * asks for verification only before withdrawing or trading.
 */
export const assertMayMoveFunds: StandingRule = (source) =>
  assertStanding(source, { tradeBar: false, verification: false });

/** Money leaving the broker or lent by it: withdrawals (SPEC §6) and credit loans. */
export const assertMayDrawFunds: StandingRule = (source) =>
  assertStanding(source, { tradeBar: false, verification: true });

/** The standing an order is checked against: with whether a fund password is set. */
export interface TradingStanding extends CustomerStanding {
  hasFundPassword: boolean;
}

/**
 * The customer's trading standing as the row holds it now. With `lock`, on PostgreSQL the row
 * stays locked until `db`'s transaction ends: one customer's orders are placed one at a time.
 */
export async function readTradingStanding(
  ctx: AppContext,
  db: Db | Tx,
  customerId: number,
  lock: boolean,
): Promise<TradingStanding> {
  const row = await customerStandingRow(db, customerId, lock && ctx.dialect === 'postgres');
  if (!row) throw new Error(`no customer ${customerId}`);
  return { ...standingOf(row), hasFundPassword: !!row.fund_password_hash };
}
