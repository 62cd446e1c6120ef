import type { ShareLoan } from '@kabuto/shared/contracts/lending';
import type { Currency } from '@kabuto/shared/money';
import type { MarketType } from '@kabuto/shared/markets';
import { formatMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { assertMayTrade } from '../customers/standing.ts';
import { lockCustomerForFunds } from '../funding/service.ts';
import { customerPostings } from '../ledger/service.ts';
import type { CloseReason } from '../positions/service.ts';
import {
  POSITION,
  closeQuantity,
  lockedPosition,
  positionsByIds,
  shortQuantity,
} from '../positions/service.ts';
import { setting } from '../site/service.ts';
import { valueMinor } from '../market/price-rules.ts';
import {
  insertShareLoan,
  lentByPosition,
  lentFromPosition,
  lentOfCode,
  loansDueFees,
  recallPositionLoans,
  recallShareLoan,
  setAccruedThrough,
  shareLoansOf,
} from './repository.ts';

/**
 * Share lending: customers lend shares they hold into a pool for a disclosed daily fee and recall
 * them at any time. Short sales borrow from the pool — the lent shares plus the house's own
 * inventory (a share of the shares outstanding) — so the pool limits what can be shorted.
 */
const DAY_MS = 86_400_000;

/** Shares of `code` that can still be borrowed for a short sale. */
export async function lendableShares(ctx: AppContext, db: Db | Tx, code: string): Promise<number> {
  const inst = ctx.market.instrument(code);
  if (!inst) return 0;
  const houseBps = await setting(db, 'house_lendable_bps');
  const house = Math.floor((inst.shares_outstanding * houseBps) / 10_000);
  const lent = await lentOfCode(db, code);
  const shorted = await shortQuantity(db, code);
  return Math.max(0, house + lent - shorted);
}

export async function lend(
  ctx: AppContext,
  customerId: number,
  input: { id?: number | undefined; num?: string | undefined },
) {
  return inTransaction(ctx.db, async (tx) => {
    // The position's row is locked, as every close locks it: two lendings cannot both see the
    // same shares as free, and a close running at the same time either recalls this loan or
    // has closed the position before it is read here. It is locked before the customer, as a
    // close holds it while its ledger transfer touches the customer's row.
    const p = await lockedPosition(ctx, tx, input.id ?? 0);
    await lockCustomerForFunds(ctx, tx, customerId, assertMayTrade);
    if (!p || p.customer_id !== customerId) refuse('order_not_holding');
    if (p.status !== POSITION.holding || p.direction !== 'long') refuse('order_not_holding');
    const text = (input.num ?? '').trim();
    if (!/^\d+$/.test(text) || Number(text) <= 0) refuse('lots_required');
    const num = Number(text);
    const lendable = p.quantity - (await lentFromPosition(tx, p.id));
    if (num > lendable) refuse('lending_over_holding', { max: lendable });
    const bps = await setting(tx, 'lending_fee_bps_daily');
    const now = ctx.clock.now().toISOString();
    const row = await insertShareLoan(tx, {
      customer_id: customerId,
      position_id: p.id,
      code: p.code,
      currency: p.currency,
      quantity: num,
      fee_bps_daily: bps,
      status: 'lent',
      started_at: now,
      accrued_through: now.slice(0, 10),
      recalled_at: null,
    });
    return loanAnswer(row);
  });
}

export async function recall(ctx: AppContext, customerId: number, id: number | undefined) {
  const updated = await recallShareLoan(ctx.db, id ?? 0, customerId, ctx.clock.now().toISOString());
  if (!updated) refuse('not_found');
  return loanAnswer(updated);
}

/** Recalls whatever is lent from a position that is being closed. */
export async function recallForPosition(
  ctx: AppContext,
  tx: Tx,
  positionId: number,
): Promise<void> {
  await recallPositionLoans(tx, positionId, ctx.clock.now().toISOString());
}

/**
 * Closes `quantity` of a position (a forced close, a waiting close, a session's end) with the
 * shares lent from it recalled first, so no loan outlives the shares it lends. The position's row
 * is locked before anything is read; null when another command closed it first.
 */
export async function closeRecallingLoans(
  ctx: AppContext,
  tx: Tx,
  positionId: number,
  quantity: number,
  exit_e4: number,
  reason: CloseReason,
) {
  const p = await lockedPosition(ctx, tx, positionId);
  if (!p || p.status === POSITION.closed) return null;
  await recallForPosition(ctx, tx, positionId);
  return closeQuantity(ctx, tx, positionId, Math.min(quantity, p.quantity), exit_e4, reason);
}

function loanAnswer(r: {
  id: number;
  position_id: number;
  code: string;
  currency: string;
  quantity: number;
  fee_bps_daily: number;
  status: string;
  started_at: string;
  recalled_at: string | null;
}): ShareLoan {
  return {
    id: r.id,
    position_id: r.position_id,
    code: r.code,
    currency: r.currency,
    quantity: r.quantity,
    fee_bps_daily: r.fee_bps_daily,
    status: r.status as ShareLoan['status'],
    started_at: r.started_at,
    recalled_at: r.recalled_at,
  };
}

export async function lendList(ctx: AppContext, customerId: number, type: MarketType | undefined) {
  const rows = await shareLoansOf(ctx.db, customerId, type && MARKETS[type].currency);
  const fees = await customerPostings(ctx.db, { customerId, codes: ['lending_fee'] });
  return rows.map((r) => {
    const earned = fees
      .filter((f) => f.idempotencyKey.startsWith(`lending_fee:${r.id}:`))
      .reduce((t, f) => t + f.amount, 0);
    return { ...loanAnswer(r), fees_earned: formatMoney(earned, r.currency as Currency) };
  });
}

/** Daily lending fees, for each whole day since the last accrual; keyed per loan and day. */
export async function accrueLendingFees(ctx: AppContext): Promise<number> {
  const today = ctx.clock.now().toISOString().slice(0, 10);
  const loans = await loansDueFees(ctx.db, today);
  let postings = 0;
  for (const loan of loans) {
    let day = loan.accrued_through;
    while (day < today) {
      const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
      const price = ctx.market.quote(loan.code)?.price_e4 ?? 0;
      const currency = loan.currency as Currency;
      const fee = Math.floor(
        (valueMinor(price, loan.quantity, currency) * loan.fee_bps_daily) / 10_000,
      );
      await inTransaction(ctx.db, async (tx) => {
        if (fee > 0) {
          const result = await ctx.ledger.transfer(tx, {
            idempotencyKey: `lending_fee:${loan.id}:${next}`,
            code: 'lending_fee',
            actor: 'system:lending',
            customerId: loan.customer_id,
            memo: `Lending fee: ${loan.quantity} ${loan.code} for ${next}`,
            postings: [
              { account: { house: 'lending', currency }, amount: -fee },
              { account: { customerId: loan.customer_id, purpose: 'cash', currency }, amount: fee },
            ],
          });
          if (!result.replayed) postings += 1;
        }
        await setAccruedThrough(tx, loan.id, next);
      });
      day = next;
    }
  }
  return postings;
}

/**
 * Lending's part of the invariant check: shares are lent only from an open long position of the
 * lender, and never more than it holds (lent ≤ held).
 */
export async function lendingProblems(db: Db): Promise<string[]> {
  const lent = await lentByPosition(db);
  const positions = new Map(
    (await positionsByIds(db, [...new Set(lent.map((l) => l.position_id))])).map((p) => [p.id, p]),
  );
  const problems: string[] = [];
  for (const l of lent) {
    const p = positions.get(l.position_id);
    const { n } = l;
    if (!p || p.status === POSITION.closed || p.direction !== 'long') {
      problems.push(`${n} shares lent from position ${l.position_id}, which is not held`);
    } else if (p.customer_id !== l.customer_id) {
      problems.push(`customer ${l.customer_id} lends from position ${p.id} of another customer`);
    } else if (n > p.quantity) {
      problems.push(`${n} shares lent from position ${p.id}, which holds ${p.quantity}`);
    }
  }
  return problems;
}
