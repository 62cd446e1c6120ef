/** Credit loans and pledged collateral. */
import { z } from 'zod';
import { MARKET_TYPES } from '../markets.ts';
import { endpoint, form, id, instant, marketType, money, nonce, rowId, text } from '../contract.ts';

export const SCORE_FACTOR_KEYS = [
  'identity',
  'account_age',
  'deposits',
  'trading',
  'collateral',
] as const;
export type ScoreFactorKey = (typeof SCORE_FACTOR_KEYS)[number];

export const LOAN_STATUSES = ['pending', 'active', 'repaid', 'rejected'] as const;
export const loanStatus = z.enum(LOAN_STATUSES);
export type LoanStatus = (typeof LOAN_STATUSES)[number];

export const loan = z.strictObject({
  id: rowId(),
  order_no: z.string(),
  currency: z.string(),
  /** The principal borrowed. */
  money: money(),
  daily_interest_bps: z.int(),
  status: loanStatus,
  reason: z.string().nullable(),
  created_at: instant(),
  approved_at: instant().nullable(),
  closed_at: instant().nullable(),
});
export type Loan = z.output<typeof loan>;

export const scoreFactor = z.strictObject({
  key: z.enum(SCORE_FACTOR_KEYS),
  points: z.int(),
  max: z.int(),
});
export type ScoreFactor = z.output<typeof scoreFactor>;

export const loanInfo = z.strictObject({
  currency: z.enum(['JPY', 'USD', 'CNY']),
  score: z.int(),
  max_score: z.int(),
  factors: z.array(scoreFactor),
  /** What may be borrowed now, in this currency. */
  loanable: money(),
  /** Owed in this currency: principal and the interest added so far. */
  outstanding: money(),
  collateral: money(),
  daily_interest_bps: z.int(),
  /** The one loan under review or being repaid, in whichever currency. */
  current: loan.nullable(),
});
export type LoanInfo = z.output<typeof loanInfo>;

export const repaymentResult = z.strictObject({
  id: rowId(),
  repaid: money(),
  outstanding: money(),
  status: z.enum(['active', 'repaid']),
});
export type RepaymentResult = z.output<typeof repaymentResult>;

export const loanContracts = {
  'user/loaninfo': endpoint({
    summary: 'Credit score with its factors, loanable amount, interest, outstanding',
    body: form({ type: marketType() }),
    data: loanInfo,
  }),
  'user/loan': endpoint({
    summary: 'Apply for a credit loan (staff review)',
    body: form({ type: marketType(), money: text(), nonce: nonce() }),
    data: loan,
  }),
  'user/loanlist': endpoint({
    summary: 'Your loans',
    body: form({ type: z.enum(MARKET_TYPES).optional() }),
    data: z.array(loan),
  }),
  'user/repay': endpoint({
    summary: 'Repay part or all of a loan, never more than owed',
    body: form({ id: id().optional(), money: text() }),
    data: repaymentResult,
  }),
  'user/credittopup': endpoint({
    summary: 'Pledge cash (a positive whole amount) as collateral',
    body: form({ type: marketType(), money: text() }),
    data: z.strictObject({ collateral: money() }),
  }),
  'user/creditrelease': endpoint({
    summary: 'Release pledged collateral when nothing is owed',
    body: form({ type: marketType() }),
    data: z.strictObject({ released: money() }),
  }),
};
