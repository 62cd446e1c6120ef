import type { IntradayApplication } from '@kabuto/shared/contracts/intraday';
import type { Currency } from '@kabuto/shared/money';
import { formatMoney } from '@kabuto/shared/money';
import type { MarketType } from '@kabuto/shared/markets';
import { marketOfCurrency, MARKETS } from '@kabuto/shared/markets';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { lockCustomerForFunds, parseAmount } from '../funding/service.ts';
import { assertMayTrade } from '../customers/standing.ts';
import { CALENDARS, localTime, sessionState } from '../market/service.ts';
import type { ReviewHandler } from '../reviews/registry.ts';
import { autoApproveInDemo, submitForReview } from '../reviews/service.ts';
import { sendSystemMessage } from '../messages/service.ts';
import { intradayPositions } from '../positions/service.ts';
import { closeRecallingLoans } from '../lending/service.ts';
import {
  applicationById,
  applicationsOf,
  claimForClosing,
  consumeOnApplication,
  insertApplication,
  openApplication,
  tradingApplication,
  tradingApplications,
  updateApplication,
} from './repository.ts';

/**
 * Intraday (day) trading: apply with a participation amount (frozen while the application is
 * open) → staff review → approved: that amount is the buying power for the session's intraday
 * orders (their margin and fees are drawn from it) → at the session's end every intraday position
 * is closed → the result is settled and what is left returns to cash.
 * States: submitted → trading → completed; failed when rejected. In demo mode the review is
 * taken at once by the system (autoApproveInDemo), so the answer is already trading.
 */
export async function applyIntraday(
  ctx: AppContext,
  customerId: number,
  input: { type: MarketType; money?: string | undefined },
) {
  const { application, reviewId } = await submitApplication(ctx, customerId, input);
  if (!(await autoApproveInDemo(ctx, 'intraday', reviewId))) return application;
  return answer(await applicationById(ctx.db, application.id));
}

async function submitApplication(
  ctx: AppContext,
  customerId: number,
  input: { type: MarketType; money?: string | undefined },
) {
  const currency = MARKETS[input.type].currency;
  return inTransaction(ctx.db, async (tx) => {
    await lockCustomerForFunds(ctx, tx, customerId, assertMayTrade);
    const amount = parseAmount(input.money, currency);
    if (await openApplication(tx, customerId)) refuse('fund_operation_in_progress');
    const row = await insertApplication(tx, {
      customer_id: customerId,
      currency,
      amount,
      status: 'submitted',
      trading_day: null,
      result: null,
      reason: null,
      created_at: ctx.clock.now().toISOString(),
      decided_at: null,
      settled_at: null,
    });
    await ctx.ledger.transfer(tx, {
      idempotencyKey: `intraday_freeze:${row.id}`,
      code: 'intraday_freeze',
      actor: `customer:${customerId}`,
      customerId,
      memo: 'Day-trading participation amount frozen',
      insufficientMessage: 'available_balance_insufficient',
      postings: [
        { account: { customerId, purpose: 'cash', currency }, amount: -amount },
        { account: { customerId, purpose: 'frozen', currency }, amount },
      ],
    });
    const reviewId = await submitForReview(tx, ctx.clock, {
      kind: 'intraday',
      subjectId: row.id,
      customerId,
      summary: { amount: formatMoney(amount, currency), currency },
    });
    return { application: answer(row), reviewId };
  });
}

function answer(r: {
  id: number;
  currency: string;
  amount: number;
  consumed: number;
  status: string;
  trading_day: string | null;
  result: number | null;
  reason: string | null;
  created_at: string;
  settled_at: string | null;
}): IntradayApplication {
  const currency = r.currency as Currency;
  return {
    id: r.id,
    currency,
    money: formatMoney(r.amount, currency),
    credit: formatMoney(r.amount - r.consumed, currency),
    status: r.status as IntradayApplication['status'],
    trading_day: r.trading_day,
    result: r.result === null ? null : formatMoney(r.result, currency),
    reason: r.reason,
    created_at: r.created_at,
    settled_at: r.settled_at,
  };
}

export async function intradayList(
  ctx: AppContext,
  customerId: number,
  type: MarketType | undefined,
) {
  const rows = await applicationsOf(ctx.db, customerId, type && MARKETS[type].currency);
  return rows.map(answer);
}

/** Release the unspent part of an application's frozen amount to cash. */
async function release(
  ctx: AppContext,
  tx: Tx,
  app: { id: number; customer_id: number; currency: string; amount: number; consumed: number },
  tag: string,
) {
  const left = app.amount - app.consumed;
  if (left <= 0) return;
  const currency = app.currency as Currency;
  await ctx.ledger.transfer(tx, {
    idempotencyKey: `intraday_release:${app.id}:${tag}`,
    code: 'intraday_release',
    actor: 'system:intraday',
    customerId: app.customer_id,
    memo: 'Day-trading amount released',
    postings: [
      { account: { customerId: app.customer_id, purpose: 'frozen', currency }, amount: -left },
      { account: { customerId: app.customer_id, purpose: 'cash', currency }, amount: left },
    ],
  });
}

export function intradayReviewHandler(ctx: AppContext): ReviewHandler {
  return {
    kind: 'intraday',
    async approve(tx, item) {
      const app = await applicationById(tx, item.subjectId);
      const cal = CALENDARS[marketOfCurrency(app.currency)?.code ?? 'JP'];
      const day = localTime(ctx.clock.now(), cal.timeZone).date;
      await updateApplication(tx, app.id, {
        status: 'trading',
        trading_day: day,
        decided_at: ctx.clock.now().toISOString(),
      });
    },
    async reject(tx, item, decision) {
      const app = await applicationById(tx, item.subjectId);
      await release(ctx, tx, app, 'rejected');
      await updateApplication(tx, app.id, {
        status: 'failed',
        reason: decision.reason,
        decided_at: ctx.clock.now().toISOString(),
      });
      await sendSystemMessage(tx, ctx.clock, {
        customerId: app.customer_id,
        kind: 'intraday_rejected',
        params: { reason: decision.reason ?? '' },
      });
    },
  };
}

/** The approved application that funds intraday orders in `currency`, if any. */
export async function activeIntraday(tx: Tx, customerId: number, currency: string) {
  return tradingApplication(tx, customerId, currency);
}

/**
 * Draws `amount` (an intraday order's margin and fees) on an approved application, within what is
 * left of it; refused when the rest does not cover it or the application no longer trades.
 */
export async function drawOnIntraday(tx: Tx, id: number, amount: number): Promise<void> {
  if (!(await consumeOnApplication(tx, id, amount))) refuse('available_balance_insufficient');
}

/**
 * At the end of each approved application's session: close its positions at the market, settle
 * the result and release the rest. Idempotent through the status change.
 */
export async function closeIntradaySessions(ctx: AppContext): Promise<number> {
  const apps = await tradingApplications(ctx.db);
  let settled = 0;
  for (const app of apps) {
    const market = marketOfCurrency(app.currency)?.code ?? 'JP';
    const cal = CALENDARS[market];
    const state = sessionState(cal, ctx.clock.now(), false);
    const sessionOver =
      state.localDate > (app.trading_day ?? '') ||
      state.phase === 'post' ||
      state.phase === 'closed';
    if (!sessionOver) continue;
    await inTransaction(ctx.db, async (tx) => {
      if (!(await claimForClosing(tx, app.id))) return;
      for (const p of await intradayPositions(tx, app.id, true)) {
        const quote = ctx.market.quote(p.code);
        const exit = quote
          ? p.direction === 'long'
            ? quote.bid_e4
            : quote.ask_e4
          : p.buy_price_e4;
        await closeRecallingLoans(ctx, tx, p.id, p.quantity, exit, 'session_end');
      }
      const all = await intradayPositions(tx, app.id, false);
      const result = all.reduce((t, p) => t + (p.realised_pnl ?? 0), 0);
      const fresh = await applicationById(tx, app.id);
      await release(ctx, tx, fresh, 'settled');
      await updateApplication(tx, app.id, {
        status: 'completed',
        result,
        settled_at: ctx.clock.now().toISOString(),
      });
      await sendSystemMessage(tx, ctx.clock, {
        customerId: app.customer_id,
        kind: 'intraday_settled',
        params: { result: formatMoney(result, app.currency as Currency), currency: app.currency },
      });
    });
    settled += 1;
  }
  return settled;
}
