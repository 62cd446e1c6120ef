/** Share lending (SPEC §7 出借): held shares lent into the pool for a daily fee. */
import { z } from 'zod';
import { endpoint, form, id, instant, marketTypeOrAll, money, rowId, text } from '../contract.ts';

export const LOAN_STATUSES = ['lent', 'recalled'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

const loanFields = {
  id: rowId(),
  /** The lent position. */
  position_id: rowId(),
  code: z.string(),
  currency: z.string(),
  /** Shares lent. */
  quantity: z.int().positive(),
  /** The daily fee, in basis points of the shares' value. */
  fee_bps_daily: z.number().nonnegative(),
  status: z.enum(LOAN_STATUSES),
  started_at: instant(),
  recalled_at: instant().nullable(),
};

export const shareLoan = z.strictObject(loanFields);
export type ShareLoan = z.output<typeof shareLoan>;

/** A row of trade/lendlist: the loan with the fees it has earned. */
export const shareLoanRow = z.strictObject({
  ...loanFields,
  /** Fees credited so far, in the loan's currency. */
  fees_earned: money(),
});
export type ShareLoanRow = z.output<typeof shareLoanRow>;

export const lendingContracts = {
  'trade/lend': endpoint({
    summary: 'Lend held shares into the pool for the daily fee',
    body: form({ id: id().optional(), num: text() }),
    data: shareLoan,
  }),
  'trade/recall': endpoint({
    summary: 'Recall lent shares',
    body: form({ id: id().optional() }),
    data: shareLoan,
  }),
  'trade/lendlist': endpoint({
    summary: 'Your share loans with the fees earned',
    body: form({ type: marketTypeOrAll() }),
    data: z.array(shareLoanRow),
  }),
};
