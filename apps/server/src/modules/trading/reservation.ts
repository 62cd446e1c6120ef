import type { Currency } from '@kabuto/shared/money';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import type { OrderRow } from './repository.ts';

/**
 * What a waiting order holds: its margin and purchase fee (`reserved`, minor units) move from
 * cash to the frozen account when it is written, and back when it fills, is cancelled or
 * rejected. One transfer each way, keyed by the order, so neither can happen twice.
 */
export async function reserveForOrder(ctx: AppContext, tx: Tx, order: OrderRow): Promise<void> {
  if (order.reserved <= 0) return;
  await moveReservation(ctx, tx, order, 'order_reserve');
}

/** Returns what the order holds to cash (before its fill, or on cancel and rejection). */
export async function releaseForOrder(ctx: AppContext, tx: Tx, order: OrderRow): Promise<void> {
  if (order.reserved <= 0) return;
  await moveReservation(ctx, tx, order, 'order_release');
}

async function moveReservation(
  ctx: AppContext,
  tx: Tx,
  order: OrderRow,
  code: 'order_reserve' | 'order_release',
): Promise<void> {
  const currency = order.currency as Currency;
  const customerId = order.customer_id;
  const toFrozen = code === 'order_reserve' ? order.reserved : -order.reserved;
  await ctx.ledger.transfer(tx, {
    idempotencyKey: `${code}:${order.id}`,
    code,
    actor: `customer:${customerId}`,
    customerId,
    memo: `${order.direction} ${order.quantity} ${order.code} (order ${order.id})`,
    insufficientMessage: 'available_balance_insufficient',
    postings: [
      { account: { customerId, purpose: 'cash', currency }, amount: -toFrozen },
      { account: { customerId, purpose: 'frozen', currency }, amount: toFrozen },
    ],
  });
}
