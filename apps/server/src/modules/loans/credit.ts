import type { Currency } from '@kabuto/shared/money';
import type { MarketCurrency } from '@kabuto/shared/markets';
import { CURRENCY_SCALE } from '@kabuto/shared/money';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { countClosedPositions } from '../positions/service.ts';
import { customerFacts } from '../customers/service.ts';
import { approvedDepositTotal } from '../funding/service.ts';
import { latestLoanIn } from './repository.ts';

/**
 * The credit a customer has (PRODUCT.md): a transparent score from account data, and the loanable
 * amount it gives with the pledged collateral, less what is already owed.
 */

export const LOAN_STATUS = {
  pending: 'pending',
  active: 'active',
  repaid: 'repaid',
  rejected: 'rejected',
} as const;

export interface ScoreFactor {
  key: 'identity' | 'account_age' | 'deposits' | 'trading' | 'collateral';
  points: number;
  max: number;
}

/** Whole currency units of the score-based limit at a perfect score (1,000). */
const SCORE_LIMIT_UNITS: Readonly<Record<MarketCurrency, number>> = {
  JPY: 1_000_000,
  USD: 10_000,
  CNY: 50_000,
};
const DAY_MS = 86_400_000;

function units(currency: Currency): number {
  return 10 ** CURRENCY_SCALE[currency];
}

export async function balance(
  ctx: AppContext,
  db: Db | Tx,
  customerId: number,
  purpose: 'cash' | 'credit_used' | 'collateral',
  currency: Currency,
) {
  return ctx.ledger.balance(db, { customerId, purpose, currency });
}

/** The score and its factors, each shown to the customer. */
export async function creditScore(
  ctx: AppContext,
  db: Db | Tx,
  customerId: number,
  currency: MarketCurrency,
) {
  const customer = await customerFacts(db, customerId);
  const ageDays = Math.max(
    0,
    (ctx.clock.now().getTime() - Date.parse(customer.createdAt)) / DAY_MS,
  );
  const deposits = await approvedDepositTotal(db, customerId, currency);
  const trades = await countClosedPositions(db, customerId);
  const collateral = await balance(ctx, db, customerId, 'collateral', currency);
  const limitMinor = SCORE_LIMIT_UNITS[currency] * units(currency);
  const factors: ScoreFactor[] = [
    { key: 'identity', points: customer.kycStatus === 'passed' ? 300 : 0, max: 300 },
    { key: 'account_age', points: Math.min(150, Math.floor(ageDays / 2)), max: 150 },
    {
      key: 'deposits',
      points: Math.min(250, Math.floor((deposits / limitMinor) * 250)),
      max: 250,
    },
    { key: 'trading', points: Math.min(100, trades * 10), max: 100 },
    {
      key: 'collateral',
      points: Math.min(200, Math.floor((collateral / limitMinor) * 400)),
      max: 200,
    },
  ];
  const score = factors.reduce((t, f) => t + f.points, 0);
  return { score, factors };
}

export async function outstandingLoan(db: Db | Tx, customerId: number) {
  return latestLoanIn(db, customerId, [LOAN_STATUS.pending, LOAN_STATUS.active]);
}

/** Score-based limit plus pledged collateral, less what is already owed. */
export async function loanable(
  ctx: AppContext,
  db: Db | Tx,
  customerId: number,
  currency: MarketCurrency,
  score: number,
) {
  const scoreLimit = Math.floor((SCORE_LIMIT_UNITS[currency] * units(currency) * score) / 1000);
  const collateral = await balance(ctx, db, customerId, 'collateral', currency);
  const owed = await balance(ctx, db, customerId, 'credit_used', currency);
  return Math.max(0, scoreLimit + collateral - owed);
}
