import type { Currency } from '@kabuto/shared/money';
import { formatMoney } from '@kabuto/shared/money';
import { marketOfCode } from '@kabuto/shared/markets';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Refusal, refuse } from '../../lib/refusal.ts';
import { LANGUAGES, translate } from '@kabuto/shared/catalogue';
import { assertMayTrade, readTradingStanding } from '../customers/standing.ts';
import { lendableShares } from '../lending/service.ts';
import type { Quote } from '../market/market-data.ts';
import { priceText } from '../market/price-rules.ts';
import { sendSystemMessage } from '../messages/service.ts';
import { fillOrder } from './fill.ts';
import { quoteLimits } from './queue-rules.ts';
import type { OrderRow } from './repository.ts';
import {
  ORDER,
  customerPendingOrders,
  decideQueuedOrder,
  orderById,
  queuedInTurn,
} from './repository.ts';
import { releaseForOrder } from './reservation.ts';
import type { TradingTerms } from './rules.ts';
import { tradingTerms } from './rules.ts';
import { committedToPending, orderNeed } from './buying-power.ts';

/**
 * Queued orders at the open (issue 15). Once a market opens, its queued orders are taken in
 * order of arrival and checked again as if placed now: the customer's standing, the new day's
 * price limits, the shares to borrow for a short sale and the cash. Each releases what it held
 * and then fills (a market order at the opening price; a limit order the opening price reaches,
 * at that price) or rests as a pending limit order. One that fails is rejected with the reason,
 * its reservation returned, and the customer gets a site message.
 */

/** How many queued orders one pass takes at most (the rest wait for the next pass). */
const QUEUED_PER_PASS = 1_000;

export async function runQueuedOrders(
  ctx: AppContext,
): Promise<{ filled: number; rejected: number }> {
  const now = ctx.clock.now().toISOString();
  const queued = await queuedInTurn(ctx.db, now, QUEUED_PER_PASS);
  let filled = 0;
  let rejected = 0;
  for (const order of queued) {
    const quote = ctx.market.quote(order.code);
    if (!quote || quote.session.session !== 'open') continue;
    try {
      const outcome = await inTransaction(ctx.db, (tx) => executeAtOpen(ctx, tx, order.id, quote));
      if (outcome === ORDER.filled) filled += 1;
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      if (await rejectQueued(ctx, order.id, error)) rejected += 1;
    }
  }
  return { filled, rejected };
}

/**
 * The opening price a queued order meets: the day's open when the pass runs in the session the
 * order waited for since its start (its trading minutes are the minutes since that open), else
 * (an order queued over lunch, or a pass that came late) the ask to buy or the bid to sell short.
 */
export function openingPrice(order: OrderRow, quote: Quote, now: Date): number {
  const sinceOpen = (now.getTime() - Date.parse(order.queued_for ?? '')) / 60_000;
  if (Math.abs(quote.session.elapsedMinutes - sinceOpen) < 1) return quote.open_e4;
  return order.direction === 'long' ? quote.ask_e4 : quote.bid_e4;
}

async function executeAtOpen(
  ctx: AppContext,
  tx: Tx,
  id: number,
  quote: Quote,
): Promise<string | null> {
  const order = await orderById(tx, id);
  if (order?.status !== ORDER.queued) return null;
  assertMayTrade(await readTradingStanding(ctx, tx, order.customer_id, true));
  const inst = ctx.market.instrument(order.code);
  if (!inst) refuse('cannot_buy');
  const terms = await tradingTerms(tx, marketOfCode(inst.market).type);
  const open_e4 = openingPrice(order, quote, ctx.clock.now());
  const limits = quoteLimits(quote);
  const limit = order.limit_price_e4;
  if (limits && limit !== null && (limit > limits.up_e4 || limit < limits.down_e4))
    refuse('beyond_price_limit');
  // A market order cannot buy at limit-up or sell short at limit-down: nobody takes the other side.
  if (limits && order.direction === 'long' && open_e4 >= limits.up_e4 && limit === null)
    refuse('beyond_price_limit');
  if (limits && order.direction === 'short' && open_e4 <= limits.down_e4 && limit === null)
    refuse('beyond_price_limit');
  if (order.direction === 'short' && (await lendableShares(ctx, tx, order.code)) < order.quantity)
    refuse('short_unavailable');
  // Claimed first (queued → pending): a cancel at the same moment finds it decided, or wins.
  const claimed = await decideQueuedOrder(tx, order.id, {
    status: ORDER.pending,
    reason: null,
    decided_at: null,
    reserved: 0,
  });
  if (!claimed) return null;
  await releaseForOrder(ctx, tx, order);
  const reached =
    limit === null || (order.direction === 'long' ? open_e4 <= limit : open_e4 >= limit);
  if (reached) {
    await fillOrder(ctx, tx, claimed, open_e4, terms);
    return ORDER.filled;
  }
  // Not reached at the open: it rests as a pending limit order, which buying power counts like
  // any limit order placed in session (nothing frozen).
  await assertRestingCovered(ctx, tx, claimed, terms);
  return ORDER.pending;
}

/** Cash less the other pending orders covers this one as a resting limit order. */
async function assertRestingCovered(ctx: AppContext, tx: Tx, order: OrderRow, terms: TradingTerms) {
  const currency = order.currency as Currency;
  const others = (await customerPendingOrders(tx, order.customer_id)).filter(
    (r) => r.id !== order.id,
  );
  const committed = committedToPending(others, currency, terms);
  const cash = await ctx.ledger.balance(tx, {
    customerId: order.customer_id,
    purpose: 'cash',
    currency,
  });
  const need = orderNeed(
    order.limit_price_e4 ?? 0,
    order.quantity,
    order.leverage,
    currency,
    terms,
  );
  if (cash - committed < need) refuse('available_balance_insufficient');
}

/** Queued → rejected with the reason; its reservation returned; the customer told. */
async function rejectQueued(ctx: AppContext, id: number, refusal: Refusal): Promise<boolean> {
  return inTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now().toISOString();
    const order = await orderById(tx, id);
    if (order?.status !== ORDER.queued) return false;
    const decided = await decideQueuedOrder(tx, id, {
      status: ORDER.rejected,
      reason: refusal.msg,
      decided_at: now,
      reserved: 0,
    });
    if (!decided) return false;
    await releaseForOrder(ctx, tx, order);
    await sendSystemMessage(tx, ctx.clock, {
      customerId: order.customer_id,
      kind: 'order_rejected',
      params: {
        code: order.code,
        quantity: String(order.quantity),
        price: order.limit_price_e4 === null ? '—' : priceText(order.limit_price_e4),
        amount: formatMoney(order.reserved, order.currency as Currency),
        currency: order.currency,
        ...Object.fromEntries(
          LANGUAGES.map((l) => [`reason_${l}`, translate(refusal.msg, l, refusal.params)]),
        ),
        reason: refusal.msg,
      },
    });
    return true;
  });
}
