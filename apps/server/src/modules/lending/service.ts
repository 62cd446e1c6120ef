import type { ShareLoan } from '@kabuto/shared/contracts/lending';
import type { Currency, MarketType } from '@kabuto/shared/money';
import { formatMoney } from '@kabuto/shared/money';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { assertMayTrade } from '../customers/standing.ts';
import { currencyOf } from '../funding/amounts.ts';
import { lockCustomerForFunds } from '../funding/guards.ts';
import { customerPostings } from '../ledger/service.ts';
import { POSITION, customerPosition, shortQuantity } from '../positions/service.ts';
import { numberSetting } from '../site/settings.ts';
import { valueMinor } from '../trading/rules.ts';

/**
 * Share lending: customers lend shares they hold into a pool for a disclosed daily fee and recall
 * them at any time. Short sales borrow from the pool — the lent shares plus the house's own
 * inventory (a share of the shares outstanding) — so the pool limits what can be shorted.
 */
const DAY_MS = 86_400_000;

async function lentQuantity(db: Db | Tx, positionId: number): Promise<number> {
  const row = await db
    .selectFrom('share_loans')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
    .where('position_id', '=', positionId)
    .where('status', '=', 'lent')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Shares of `code` that can still be borrowed for a short sale. */
export async function lendableShares(ctx: AppContext, db: Db | Tx, code: string): Promise<number> {
  const inst = ctx.market.instrument(code);
  if (!inst) return 0;
  const houseBps = await numberSetting(db, 'house_lendable_bps', 10);
  const house = Math.floor((inst.shares_outstanding * houseBps) / 10_000);
  const lent = await db
    .selectFrom('share_loans')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
    .where('code', '=', code)
    .where('status', '=', 'lent')
    .executeTakeFirstOrThrow();
  const shorted = await shortQuantity(db, code);
  return Math.max(0, house + Number(lent.n) - shorted);
}

export async function lend(
  ctx: AppContext,
  customerId: number,
  input: { id?: number | undefined; num?: string | undefined },
) {
  return inTransaction(ctx.db, async (tx) => {
    // Locked, so two lendings from one position cannot both see the shares as free.
    await lockCustomerForFunds(ctx, tx, customerId, assertMayTrade);
    const p = await customerPosition(tx, customerId, input.id ?? 0);
    if (!p || p.status !== POSITION.holding || p.direction !== 'long') refuse('order_not_holding');
    const text = (input.num ?? '').trim();
    if (!/^\d+$/.test(text) || Number(text) <= 0) refuse('lots_required');
    const num = Number(text);
    if (num > p.quantity - (await lentQuantity(tx, p.id))) refuse('lots_required');
    const bps = await numberSetting(tx, 'lending_fee_bps_daily', 2);
    const now = ctx.clock.now().toISOString();
    const row = await tx
      .insertInto('share_loans')
      .values({
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
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return loanAnswer(row);
  });
}

export async function recall(ctx: AppContext, customerId: number, id: number | undefined) {
  const updated = await ctx.db
    .updateTable('share_loans')
    .set({ status: 'recalled', recalled_at: ctx.clock.now().toISOString() })
    .where('id', '=', id ?? 0)
    .where('customer_id', '=', customerId)
    .where('status', '=', 'lent')
    .returningAll()
    .executeTakeFirst();
  if (!updated) refuse('not_found');
  return loanAnswer(updated);
}

/** Recalls whatever is lent from a position that is being closed. */
export async function recallForPosition(
  ctx: AppContext,
  tx: Tx,
  positionId: number,
): Promise<void> {
  await tx
    .updateTable('share_loans')
    .set({ status: 'recalled', recalled_at: ctx.clock.now().toISOString() })
    .where('position_id', '=', positionId)
    .where('status', '=', 'lent')
    .execute();
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
  let query = ctx.db.selectFrom('share_loans').selectAll().where('customer_id', '=', customerId);
  if (type) query = query.where('currency', '=', currencyOf(type));
  const rows = await query.orderBy('id', 'desc').limit(200).execute();
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
  const loans = await ctx.db
    .selectFrom('share_loans')
    .selectAll()
    .where('status', '=', 'lent')
    .where('accrued_through', '<', today)
    .execute();
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
        await tx
          .updateTable('share_loans')
          .set({ accrued_through: next })
          .where('id', '=', loan.id)
          .execute();
      });
      day = next;
    }
  }
  return postings;
}
