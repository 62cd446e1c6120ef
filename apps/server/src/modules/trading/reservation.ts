import type { Currency } from '@kabuto/shared/money';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import type { OrderRow } from './repository.ts';
import { setReserved } from './repository.ts';

/**
 * What a resting stop holds: the margin and purchase fee it will put up, moved from cash to the
 * customer's frozen account when it is placed (`order_reserve`) and back when it fills, is
 * cancelled, rejected or expires (`order_release`), in exact minor units, once each.
 */

export async function reserveForOrder(
  ctx: AppContext,
  tx: Tx,
  order: OrderRow,
  amount: number,
): Promise<OrderRow> {
  if (amount <= 0) return order;
  await moveReservation(ctx, tx, order, amount, 'order_reserve');
  await setReserved(tx, order.id, amount);
  return { ...order, reserved: amount };
}

/** Returns what `order` (its row as read in this transaction) holds; nothing when it holds none. */
export async function releaseForOrder(ctx: AppContext, tx: Tx, order: OrderRow): Promise<OrderRow> {
  if (order.reserved <= 0) return order;
  await moveReservation(ctx, tx, order, order.reserved, 'order_release');
  await setReserved(tx, order.id, 0);
  return { ...order, reserved: 0 };
}

async function moveReservation(
  ctx: AppContext,
  tx: Tx,
  order: OrderRow,
  amount: number,
  code: 'order_reserve' | 'order_release',
) {
  const currency = order.currency as Currency;
  const customerId = order.customer_id;
  const sign = code === 'order_reserve' ? 1 : -1;
  await ctx.ledger.transfer(tx, {
    idempotencyKey: `${code}:${order.id}`,
    code,
    actor: `customer:${customerId}`,
    customerId,
    memo: `${code === 'order_reserve' ? 'reserve' : 'release'} order ${order.id}`,
    insufficientMessage: 'available_balance_insufficient',
    postings: [
      { account: { customerId, purpose: 'cash', currency }, amount: -sign * amount },
      { account: { customerId, purpose: 'frozen', currency }, amount: sign * amount },
    ],
  });
}
