import type { CloseResult, Order } from '@kabuto/shared/contracts/trading';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { afterCommit } from '../../db/command-hooks.ts';
import { refuse } from '../../lib/refusal.ts';
import { recallForPosition } from '../lending/service.ts';
import { POSITION, claimForClose, closeQuantity, lockedPosition } from '../positions/service.ts';
import { orderAnswer } from './order-answer.ts';
import { releaseForOrder } from './reservation.ts';
import { cancelPendingOrder, customerHasOrder, customerOrderPage } from './repository.ts';

/**
 * Orders. Money moves only through ledger transfers: a fill puts the margin and the purchase fee
 * up from cash, and the positions module opens the position; a close returns the margin with
 * the net result. Placing an order is in placing.ts, its checks in checks.ts, the fill in fill.ts,
 * the statements on `orders` in repository.ts; the limit-order pass and the margin rules are the
 * engine's (engine.ts).
 */

export type { OrderInput } from './checks.ts';
export { placeOrder, previewOrder } from './placing.ts';
export { setExits } from './exits.ts';
export { fillTriggerIndex, followTriggers, loadTriggerIndex } from './triggers.ts';
export { buyingPower } from './buying-power.ts';
export { runQueuedOrders } from './queued.ts';

/** The gross P&L of closing a position, for modules that show one (the account panel). */
export { grossPnlMinor } from './rules.ts';

export async function cancelOrder(
  ctx: AppContext,
  customerId: number,
  id: number | undefined,
): Promise<Order> {
  return inTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now().toISOString();
    const updated = await cancelPendingOrder(tx, customerId, id ?? 0, now);
    if (!updated) {
      refuse((await customerHasOrder(tx, customerId, id ?? 0)) ? 'order_not_pending' : 'not_found');
    }
    // A resting stop gives back what it held and leaves the trigger index.
    const released = await releaseForOrder(ctx, tx, updated);
    afterCommit(tx, () => {
      ctx.triggerIndex?.removeStop(released.id);
      ctx.bus.publish('triggers', { id: released.id });
    });
    return orderAnswer(ctx, released);
  });
}

/**
 * The customer's close: now at the bid/ask when the market is open, else "preparing to close"
 * until the next open. A second close of the same position is refused.
 */
export async function requestClose(
  ctx: AppContext,
  customerId: number,
  id: number | undefined,
  /** Runs in the close's transaction once it is written (the back office's audit entry). */
  within?: (tx: Tx, result: CloseResult) => Promise<void>,
): Promise<CloseResult> {
  return inTransaction(ctx.db, async (tx): Promise<CloseResult> => {
    // Locked first, as lending and every other close lock it: decided on the row as it is now.
    const position = await lockedPosition(ctx, tx, id ?? 0);
    if (!position || position.customer_id !== customerId) refuse('not_found');
    if (position.status !== POSITION.holding) refuse('order_not_holding');
    if (position.lock_until && position.lock_until > ctx.clock.now().toISOString()) {
      refuse('position_locked', { until: position.lock_until });
    }
    const quote = ctx.market.quote(position.code);
    if (!quote) refuse('price_unavailable');
    // Claim the position first: of many simultaneous closes, only one gets past this update.
    if (!(await claimForClose(tx, position.id))) refuse('order_not_holding');
    await recallForPosition(ctx, tx, position.id);
    let closed: CloseResult;
    if (quote.session.session !== 'open') {
      closed = { position_id: position.id, status: POSITION.closing, closed_quantity: 0 };
    } else {
      const exit_e4 = position.direction === 'long' ? quote.bid_e4 : quote.ask_e4;
      await closeQuantity(ctx, tx, position.id, position.quantity, exit_e4, 'customer');
      closed = {
        position_id: position.id,
        status: POSITION.closed,
        closed_quantity: position.quantity,
      };
    }
    await within?.(tx, closed);
    return closed;
  });
}

/** A page of the customer's orders, newest first, of one status and price type or all. */
export async function listOrders(
  ctx: AppContext,
  customerId: number,
  query: { status?: string | undefined; type?: string | undefined; page: number; size: number },
): Promise<Order[]> {
  const rows = await customerOrderPage(
    ctx.db,
    customerId,
    { status: query.status, type: query.type },
    { offset: (query.page - 1) * query.size, size: query.size },
  );
  return rows.map((r) => orderAnswer(ctx, r));
}
