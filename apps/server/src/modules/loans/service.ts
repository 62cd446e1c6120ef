import type { Currency } from '@kabuto/shared/money';
import type { MarketType } from '@kabuto/shared/markets';
import { loanStatus } from '@kabuto/shared/contracts/loans';
import { formatMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { claimKey, firstResult, keyedRequest } from '../idempotency/service.ts';
import { assertMayDrawFunds, assertMayMoveFunds } from '../customers/standing.ts';
import { countTransfersKeyed } from '../ledger/service.ts';
import { sendSystemMessage } from '../messages/service.ts';
import type { ReviewHandler } from '../reviews/registry.ts';
import { autoApproveInDemo, submitForReview } from '../reviews/service.ts';
import { setting } from '../site/service.ts';
import { lockCustomerForFunds, parseAmount } from '../funding/service.ts';
import {
  customerLoan,
  insertLoan,
  loanById,
  loanByNonce,
  loansInStatus,
  loansOf,
  updateLoan,
} from './repository.ts';
import { balance, creditScore, LOAN_STATUS, loanable, outstandingLoan } from './credit.ts';
import { releaseCollateralIn } from './collateral.ts';

/**
 * Credit loans (PRODUCT.md): a transparent score from account data, a loanable amount, apply →
 * staff review → disbursed to cash, daily interest disclosed before applying and accrued by the
 * clock, repayment in part or in full (never more than owed), one outstanding loan at a time.
 * What is owed is the customer's `credit_used` ledger account (its other side: the loan book), so
 * `jpyyjed` equals the outstanding amount by construction. Credit top-up pledges cash as
 * collateral, which raises the loanable amount and is released when nothing is owed.
 */

const DAY_MS = 86_400_000;

export type { ScoreFactor } from './credit.ts';
export { LOAN_STATUS, creditScore } from './credit.ts';
export { creditTopUp, releaseCollateral } from './collateral.ts';

export async function loanInfo(ctx: AppContext, customerId: number, type: MarketType) {
  const currency = MARKETS[type].currency;
  const { score, factors } = await creditScore(ctx, ctx.db, customerId, currency);
  const loan = await outstandingLoan(ctx.db, customerId);
  const m = (v: number) => formatMoney(v, currency);
  return {
    currency,
    score,
    max_score: 1000,
    factors,
    loanable: m(await loanable(ctx, ctx.db, customerId, currency, score)),
    outstanding: m(await balance(ctx, ctx.db, customerId, 'credit_used', currency)),
    collateral: m(await balance(ctx, ctx.db, customerId, 'collateral', currency)),
    daily_interest_bps: await setting(ctx.db, 'loan_daily_interest_bps'),
    current: loan ? loanAnswer(loan) : null,
  };
}

function loanAnswer(r: {
  id: number;
  currency: string;
  principal: number;
  daily_interest_bps: number;
  status: string;
  reason: string | null;
  created_at: string;
  approved_at: string | null;
  closed_at: string | null;
}) {
  return {
    id: r.id,
    order_no: `L${String(r.id).padStart(8, '0')}`,
    currency: r.currency,
    money: formatMoney(r.principal, r.currency as Currency),
    daily_interest_bps: r.daily_interest_bps,
    status: loanStatus.parse(r.status),
    reason: r.reason,
    created_at: r.created_at,
    approved_at: r.approved_at,
    closed_at: r.closed_at,
  };
}

/** Applies for a loan; in demo mode the review is taken at once (autoApproveInDemo): active. */
export async function applyForLoan(
  ctx: AppContext,
  customerId: number,
  input: { type: MarketType; money?: string | undefined; nonce?: string | undefined },
) {
  const { loan, reviewId } = await submitLoan(ctx, customerId, input);
  if (reviewId === null || !(await autoApproveInDemo(ctx, 'loan', reviewId))) return loan;
  return loanAnswer(await loanById(ctx.db, loan.id));
}

async function submitLoan(
  ctx: AppContext,
  customerId: number,
  input: { type: MarketType; money?: string | undefined; nonce?: string | undefined },
) {
  const currency = MARKETS[input.type].currency;
  const request = keyedRequest(customerId, 'loan', input.nonce, {
    type: input.type,
    money: input.money,
  });
  return inTransaction(ctx.db, async (tx) => {
    // The key first: a concurrent repeat waits here for the first and then answers it.
    if ((await claimKey(tx, request, ctx.clock.now().toISOString())) === 'repeat') {
      const seen = await loanByNonce(tx, customerId, input.nonce ?? '');
      return { loan: loanAnswer(firstResult(seen)), reviewId: null };
    }
    await lockCustomerForFunds(ctx, tx, customerId, assertMayDrawFunds);
    const amount = parseAmount(input.money, currency);
    if (await outstandingLoan(tx, customerId)) refuse('loan_outstanding');
    const { score } = await creditScore(ctx, tx, customerId, currency);
    if (amount > (await loanable(ctx, tx, customerId, currency, score)))
      refuse('loan_limit_insufficient');
    const bps = await setting(tx, 'loan_daily_interest_bps');
    const row = await insertLoan(tx, {
      customer_id: customerId,
      currency,
      principal: amount,
      daily_interest_bps: bps,
      status: LOAN_STATUS.pending,
      accrued_through: null,
      reason: null,
      nonce: input.nonce ?? null,
      created_at: ctx.clock.now().toISOString(),
      approved_at: null,
      closed_at: null,
    });
    const reviewId = await submitForReview(tx, ctx.clock, {
      kind: 'loan',
      subjectId: row.id,
      customerId,
      summary: {
        amount: formatMoney(amount, currency),
        currency,
        score: String(score),
        daily_interest_bps: String(bps),
      },
    });
    return { loan: loanAnswer(row), reviewId };
  });
}

export function loanReviewHandler(ctx: AppContext): ReviewHandler {
  return {
    kind: 'loan',
    async approve(tx, item, decision) {
      const loan = await loanById(tx, item.subjectId);
      const currency = loan.currency as Currency;
      await ctx.ledger.transfer(tx, {
        idempotencyKey: `loan_disbursed:${loan.id}`,
        code: 'loan_disbursed',
        actor: decision.actor,
        customerId: loan.customer_id,
        memo: `Credit loan ${loan.id} disbursed`,
        postings: [
          { account: { house: 'credit', currency }, amount: -loan.principal },
          {
            account: { customerId: loan.customer_id, purpose: 'cash', currency },
            amount: loan.principal,
          },
          { account: { house: 'loan_book', currency }, amount: -loan.principal },
          {
            account: { customerId: loan.customer_id, purpose: 'credit_used', currency },
            amount: loan.principal,
          },
        ],
      });
      const now = ctx.clock.now();
      await updateLoan(tx, loan.id, {
        status: LOAN_STATUS.active,
        approved_at: now.toISOString(),
        accrued_through: now.toISOString().slice(0, 10),
      });
      await sendSystemMessage(tx, ctx.clock, {
        customerId: loan.customer_id,
        kind: 'loan_approved',
        params: {
          amount: formatMoney(loan.principal, currency),
          currency,
          bps: String(loan.daily_interest_bps),
        },
      });
    },
    async reject(tx, item, decision) {
      await updateLoan(tx, item.subjectId, {
        status: LOAN_STATUS.rejected,
        reason: decision.reason,
        closed_at: ctx.clock.now().toISOString(),
      });
      await sendSystemMessage(tx, ctx.clock, {
        customerId: item.customerId,
        kind: 'loan_rejected',
        params: { reason: decision.reason ?? '' },
      });
    },
  };
}

/**
 * Accrues daily interest on active loans for each whole day the clock has passed since the last
 * accrual. Idempotent: each day's interest has its own ledger key, so running twice adds nothing.
 */
export async function accrueInterest(ctx: AppContext): Promise<number> {
  const today = ctx.clock.now().toISOString().slice(0, 10);
  const loans = await loansInStatus(ctx.db, LOAN_STATUS.active);
  let postings = 0;
  for (const loan of loans) {
    let day = loan.accrued_through ?? loan.created_at.slice(0, 10);
    while (day < today) {
      const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
      await inTransaction(ctx.db, async (tx) => {
        const owed = await balance(
          ctx,
          tx,
          loan.customer_id,
          'credit_used',
          loan.currency as Currency,
        );
        const interest = Math.ceil((owed * loan.daily_interest_bps) / 10_000);
        if (interest > 0) {
          const result = await ctx.ledger.transfer(tx, {
            idempotencyKey: `loan_interest:${loan.id}:${next}`,
            code: 'loan_interest',
            actor: 'system:interest',
            customerId: loan.customer_id,
            memo: `Daily interest on loan ${loan.id} for ${next}`,
            postings: [
              {
                account: { house: 'loan_book', currency: loan.currency as Currency },
                amount: -interest,
              },
              {
                account: {
                  customerId: loan.customer_id,
                  purpose: 'credit_used',
                  currency: loan.currency as Currency,
                },
                amount: interest,
              },
            ],
          });
          if (!result.replayed) postings += 1;
        }
        await updateLoan(tx, loan.id, { accrued_through: next });
      });
      day = next;
    }
  }
  return postings;
}

/** Repays part or all of what is owed, never more; the collateral is released when nothing is owed. */
export async function repay(
  ctx: AppContext,
  customerId: number,
  input: { id?: number | undefined; money?: string | undefined },
) {
  return inTransaction(ctx.db, async (tx) => {
    await lockCustomerForFunds(ctx, tx, customerId, assertMayMoveFunds);
    const loan = await customerLoan(tx, customerId, input.id ?? 0);
    if (!loan || loan.status !== LOAN_STATUS.active) refuse('not_found');
    const currency = loan.currency as Currency;
    const amount = parseAmount(input.money, currency);
    const owed = await balance(ctx, tx, customerId, 'credit_used', currency);
    if (amount > owed)
      refuse('repay_more_than_loan', { owed: formatMoney(owed, currency), currency });
    const earlier = await countTransfersKeyed(tx, `loan_repaid:${loan.id}:`);
    await ctx.ledger.transfer(tx, {
      idempotencyKey: `loan_repaid:${loan.id}:${earlier + 1}`,
      code: 'loan_repaid',
      actor: `customer:${customerId}`,
      customerId,
      memo: `Repayment of loan ${loan.id}`,
      insufficientMessage: 'balance_insufficient',
      postings: [
        { account: { customerId, purpose: 'cash', currency }, amount: -amount },
        { account: { house: 'credit', currency }, amount },
        { account: { customerId, purpose: 'credit_used', currency }, amount: -amount },
        { account: { house: 'loan_book', currency }, amount },
      ],
    });
    const left = owed - amount;
    if (left === 0) {
      await updateLoan(tx, loan.id, {
        status: LOAN_STATUS.repaid,
        closed_at: ctx.clock.now().toISOString(),
      });
      await releaseCollateralIn(ctx, tx, customerId, currency);
    }
    return {
      id: loan.id,
      repaid: formatMoney(amount, currency),
      outstanding: formatMoney(left, currency),
      status: left === 0 ? LOAN_STATUS.repaid : LOAN_STATUS.active,
    };
  });
}

export async function loanList(ctx: AppContext, customerId: number, type: MarketType | undefined) {
  const rows = await loansOf(ctx.db, customerId, type && MARKETS[type].currency);
  return rows.map(loanAnswer);
}
