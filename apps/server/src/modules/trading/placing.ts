import type { Order } from '@kabuto/shared/contracts/trading';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { afterCommit } from '../../db/command-hooks.ts';
import { refuse } from '../../lib/refusal.ts';
import type { TradingStanding } from '../customers/standing.ts';
import { readTradingStanding } from '../customers/standing.ts';
import { claimKey, firstResult, keyedRequest } from '../idempotency/service.ts';
import { activeIntraday } from '../intraday/service.ts';
import type { CheckedOrder, OrderInput } from './checks.ts';
import { checkOrder, previewOf } from './checks.ts';
import { fillOrder } from './fill.ts';
import { committedToPending } from './buying-power.ts';
import { conditionsAnswer, orderAnswer } from './order-answer.ts';
import {
  ORDER,
  customerPendingOrders,
  customerQueuedCount,
  insertNewOrder,
  orderByNonce,
} from './repository.ts';
import { reserveForOrder } from './reservation.ts';
import { expiryOf, isStopType } from './stops.ts';
import { stopEntryOf } from './trigger-index.ts';

/** Placing an order: the preview, the checks, the buying power, the write, a market order's fill. */

export async function previewOrder(ctx: AppContext, customerId: number, input: OrderInput) {
  const standing = await readTradingStanding(ctx, ctx.db, customerId, false);
  const o = await checkOrder(ctx, ctx.db, standing, input);
  const { costMinor: _c, marginMinor: _m, feeMinor: _f, ...shown } = previewOf(o);
  return { ...shown, ...conditionsAnswer(o.conditions, restingExpiry(ctx, o)) };
}

/** When the order would expire if it rests (limit and stop types); null for a market order. */
function restingExpiry(ctx: AppContext, o: CheckedOrder): string | null {
  return o.priceType === 'market' ? null : expiryOf(o.inst, o.conditions.tif, ctx.clock.now());
}

/**
 * Places an order: a market order fills at once at the bid/ask; a limit order waits. `signedIn`
 * is the customer's standing as read when the request was authenticated: a market order is
 * checked against it (the ledger refuses any overspending on its own), while a limit order reads
 * the customer again, locked, because its buying power counts the other pending orders.
 */
export async function placeOrder(
  ctx: AppContext,
  customerId: number,
  input: OrderInput,
  signedIn?: TradingStanding,
  /** Runs in the order's transaction once it is written (the back office's audit entry). */
  within?: (tx: Tx, order: Order) => Promise<void>,
): Promise<Order> {
  const request = keyedRequest(customerId, 'order', input.nonce, {
    code: input.code,
    num: input.num,
    direction: input.direction,
    leverage: input.leverage,
    price_type: input.price_type,
    price: input.price,
    intraday: input.intraday,
    trigger_price: input.trigger_price,
    trailing: input.trailing,
    tif: input.tif,
    stop_loss: input.stop_loss,
    take_profit: input.take_profit,
  });
  return inTransaction(ctx.db, async (tx) => {
    // A repeated key is answered with the first order, whatever the rules would say now; the
    // same key with other parameters is refused (modules/idempotency).
    if ((await claimKey(tx, request, ctx.clock.now().toISOString())) === 'repeat')
      return orderAnswer(ctx, firstResult(await orderByNonce(tx, customerId, input.nonce)));
    const order = await placeChecked(ctx, tx, customerId, input, signedIn);
    await within?.(tx, order);
    return order;
  });
}

/**
 * Cash less what the other pending orders of this currency would need covers `need`; the
 * customer's waiting orders (pending, and queued for a queued one) stay within the limit.
 */
async function assertBuyingPower(
  ctx: AppContext,
  tx: Tx,
  customerId: number,
  o: CheckedOrder,
  need: number,
) {
  const pending = await customerPendingOrders(tx, customerId);
  const waiting = pending.length + (o.queuedFor ? await customerQueuedCount(tx, customerId) : 0);
  if (waiting >= o.terms.maxPendingOrders)
    refuse('too_many_pending_orders', { max: o.terms.maxPendingOrders });
  // Stops and queued orders hold their reservation in frozen already (reserved > 0).
  const committed = committedToPending(
    pending.filter((r) => r.reserved === 0),
    o.currency,
    o.terms,
  );
  const cash = await ctx.ledger.balance(tx, { customerId, purpose: 'cash', currency: o.currency });
  if (cash - committed < need) refuse('available_balance_insufficient');
}

/** The day-trading application an order draws on ('1'), if it covers `need`; else null. */
async function intradayFunding(
  tx: Tx,
  customerId: number,
  input: OrderInput,
  o: CheckedOrder,
  need: number,
): Promise<number | null> {
  if (input.intraday !== '1') return null;
  const app = await activeIntraday(tx, customerId, o.currency);
  if (!app) refuse('intraday_not_active');
  if (app.amount - app.consumed < need) refuse('available_balance_insufficient');
  return app.id;
}

async function placeChecked(
  ctx: AppContext,
  tx: Tx,
  customerId: number,
  input: OrderInput,
  signedIn: TradingStanding | undefined,
): Promise<Order> {
  const standing =
    signedIn && (input.price_type ?? 'market') === 'market'
      ? signedIn
      : await readTradingStanding(ctx, tx, customerId, true);
  const o = await checkOrder(ctx, tx, standing, input);
  const now = ctx.clock.now().toISOString();
  // What the order puts up when it fills: its margin and the purchase fee.
  const p = previewOf(o);
  const need = p.marginMinor + p.feeMinor;
  const queued = o.queuedFor !== null;
  if (o.priceType !== 'market' || queued) await assertBuyingPower(ctx, tx, customerId, o, need);
  const intradayId = await intradayFunding(tx, customerId, input, o, need);
  const market = o.priceType === 'market' && !queued;
  const order = await insertNewOrder(tx, {
    intraday_id: intradayId,
    customer_id: customerId,
    code: o.inst.code,
    currency: o.currency,
    direction: o.direction,
    price_type: o.priceType,
    limit_price_e4: o.priceType === 'market' ? null : o.price_e4,
    quantity: o.num,
    leverage: o.leverage,
    nonce: input.nonce ?? null,
    created_at: now,
    // A market order fills at once at the quoted price: it is written filled (or not at all).
    status: market ? ORDER.filled : queued ? ORDER.queued : ORDER.pending,
    fill_price_e4: market ? o.price_e4 : null,
    decided_at: market ? now : null,
    ...conditionColumns(o, restingExpiry(ctx, o)),
    queued_for: o.queuedFor?.toISOString() ?? null,
  });
  // The key was claimed first, so its nonce is new here; an order already holding it is another
  // request's (the key went to another command), and nothing is written.
  if (!order) refuse('idempotency_mismatch');
  if (market) return orderAnswer(ctx, await fillOrder(ctx, tx, order, o.price_e4, o.terms));
  // A queued order holds its margin and fee frozen until the open (queued.ts).
  if (queued) return orderAnswer(ctx, await reserveForOrder(ctx, tx, order, need));
  if (!isStopType(o.priceType)) return orderAnswer(ctx, order);
  // A stop holds its margin and fee while it waits, and joins the trigger index once committed.
  const held = await reserveForOrder(ctx, tx, order, need);
  afterCommit(tx, () => {
    ctx.triggerIndex?.addStop(stopEntryOf(held));
    ctx.bus.publish('triggers', { id: held.id });
  });
  return orderAnswer(ctx, held);
}

/** The columns of an order's conditions (every insert writes all of them: one statement). */
function conditionColumns(o: CheckedOrder, expiresAt: string | null) {
  const c = o.conditions;
  return {
    trigger_price_e4: c.trigger_e4,
    trailing_e4: c.trailing?.e4 ?? null,
    trailing_bps: c.trailing?.bps ?? null,
    watermark_e4: c.watermark_e4,
    tif: c.tif,
    expires_at: expiresAt,
    stop_loss_e4: c.stopLoss_e4,
    take_profit_e4: c.takeProfit_e4,
  };
}
