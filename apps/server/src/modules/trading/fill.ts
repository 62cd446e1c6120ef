import type { Currency } from '@kabuto/shared/money';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import { afterCommit } from '../../db/command-hooks.ts';
import { drawOnIntraday } from '../intraday/service.ts';
import { priceText, valueMinor } from '../market/price-rules.ts';
import type { Position } from '../positions/service.ts';
import { openPosition } from '../positions/service.ts';
import { recordConfirmation } from '../statements/service.ts';
import type { OrderRow } from './repository.ts';
import {
  ORDER,
  linkOrderToNewPosition,
  linkOrderToPosition,
  markOrderFilled,
} from './repository.ts';
import { releaseForOrder } from './reservation.ts';
import type { TradingTerms } from './rules.ts';
import { exitEntryOf } from './trigger-index.ts';
import { feeMinor, marginMinor } from './rules.ts';

/**
 * Fills an order (its row as read in this transaction) at `price_e4`: the position opens,
 * margin and purchase fee leave cash in one ledger transfer. Refused by the ledger when cash does
 * not cover them.
 */
export async function fillOrder(
  ctx: AppContext,
  tx: Tx,
  resting: OrderRow,
  price_e4: number,
  terms: TradingTerms,
): Promise<OrderRow> {
  // What a resting stop held comes back to cash first; the fill then puts up what it costs now.
  const order = await releaseForOrder(ctx, tx, resting);
  const currency = order.currency as Currency;
  const cost = valueMinor(price_e4, order.quantity, currency);
  const margin = marginMinor(cost, order.leverage);
  const fee = feeMinor(cost, terms.purchaseFeeBps, terms.minFee);
  const now = ctx.clock.now().toISOString();
  // Day-trading orders draw on the frozen participation amount, within what is left of it.
  const source = order.intraday_id ? ('frozen' as const) : ('cash' as const);
  if (order.intraday_id) await drawOnIntraday(tx, order.intraday_id, margin + fee);
  await ctx.ledger.transfer(tx, {
    idempotencyKey: `trade_open:${order.id}`,
    code: 'trade_open',
    actor: `customer:${order.customer_id}`,
    customerId: order.customer_id,
    memo: `${order.direction} ${order.quantity} ${order.code} @ ${priceText(price_e4)} ×${order.leverage}`,
    insufficientMessage: 'available_balance_insufficient',
    postings: [
      {
        account: { customerId: order.customer_id, purpose: source, currency },
        amount: -(margin + fee),
      },
      { account: { customerId: order.customer_id, purpose: 'margin', currency }, amount: margin },
      ...(fee > 0 ? [{ account: { house: 'fees' as const, currency }, amount: fee }] : []),
    ],
  });
  // A market order is written filled: on PostgreSQL the position's insert points it at the
  // position in the same statement (one round trip less on the order's hot path).
  const linkedAtOnce = order.status === ORDER.filled && ctx.dialect === 'postgres';
  const position = await openPosition(ctx, tx, {
    customerId: order.customer_id,
    currency,
    code: order.code,
    direction: order.direction === 'short' ? 'short' : 'long',
    quantity: order.quantity,
    price_e4,
    leverage: order.leverage,
    margin,
    buyFee: fee,
    openedAt: now,
    orderId: order.id,
    intradayId: order.intraday_id,
    stopLoss_e4: order.stop_loss_e4,
    takeProfit_e4: order.take_profit_e4,
    writtenAlong: linkedAtOnce ? linkOrderToNewPosition : undefined,
  });
  await confirmOpen(tx, order, position, { price_e4, cost, fee, margin, now });
  if (position.stop_loss_e4 !== null || position.take_profit_e4 !== null) {
    afterCommit(tx, () => {
      ctx.triggerIndex?.setExits(exitEntryOf(position));
      ctx.bus.publish('triggers', { position: position.id });
    });
  }
  if (order.status === ORDER.filled) {
    // Written as filled (a market order): only the position is left to name.
    if (!linkedAtOnce) await linkOrderToPosition(tx, order.id, position.id);
    return { ...order, position_id: position.id };
  }
  const filled = await markOrderFilled(tx, {
    id: order.id,
    fill_price_e4: price_e4,
    position_id: position.id,
    decided_at: now,
  });
  if (!filled) throw new Error(`order ${order.id}: not marked filled`);
  return filled;
}

/** The fill's trade confirmation, in its transaction: what the customer paid and for what. */
function confirmOpen(
  tx: Tx,
  order: OrderRow,
  position: Position,
  f: { price_e4: number; cost: number; fee: number; margin: number; now: string },
): Promise<void> {
  return recordConfirmation(tx, {
    customerId: order.customer_id,
    orderId: order.id,
    positionId: position.id,
    code: order.code,
    market: position.market ?? 'JP',
    currency: order.currency,
    direction: position.direction === 'short' ? 'short' : 'long',
    action: 'open',
    reason: null,
    quantity: order.quantity,
    price_e4: f.price_e4,
    leverage: order.leverage,
    gross: f.cost,
    fee: f.fee,
    stampDuty: 0,
    margin: f.margin,
    settlement: -(f.margin + f.fee),
    executedAt: f.now,
  });
}
