import { marketOfCode } from '@kabuto/shared/markets';
import type { Currency } from '@kabuto/shared/money';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Refusal } from '../../lib/refusal.ts';
import { closeRecallingLoans } from '../lending/service.ts';
import { POSITION, lockedPosition, positionsWithExits } from '../positions/service.ts';
import { fillOrder } from './fill.ts';
import {
  ORDER,
  expirePendingOrder,
  markTriggered,
  moveTrailing,
  orderById,
  rejectPendingOrder,
  restingStops,
} from './repository.ts';
import { tellExitFired, tellOrderExpired, tellStopTriggered } from './order-messages.ts';
import { releaseForOrder } from './reservation.ts';
import { tradingTerms } from './rules.ts';
import type { ExitEntry, StopEntry } from './trigger-index.ts';
import { TriggerIndex, exitEntryOf, stopEntryOf } from './trigger-index.ts';

/**
 * The engine's trigger pass (issue 15), after the margin rules so that liquidation comes first:
 * resting stops that expired are expired, then every stop and exit is judged at the live price
 * through the trigger index. A stop or trailing stop fills at once at the ask (buy) or bid
 * (short sale); a stop-limit from then on rests as a limit order for the limit pass; an exit
 * closes its whole position at market. Reservations are released on fill, rejection and expiry.
 */

/** The index as the database holds it: resting stops and held positions with exits. */
export async function loadTriggerIndex(db: Db): Promise<TriggerIndex> {
  const index = new TriggerIndex();
  await fillTriggerIndex(index, db);
  return index;
}

/** Empties `index` and fills it from the database (an engine that took over). */
export async function fillTriggerIndex(index: TriggerIndex, db: Db): Promise<void> {
  index.clear();
  for (const r of await restingStops(db)) index.addStop(stopEntryOf(r));
  for (const p of await positionsWithExits(db)) index.setExits(exitEntryOf(p));
}

/**
 * What another node changed, read again: a stop order (`id`) rests or leaves; a position's exits
 * (`position`) are set or gone.
 */
export async function followTriggers(
  index: TriggerIndex,
  db: Db,
  change: { id?: number; position?: number },
): Promise<void> {
  if (change.id !== undefined) {
    const [row] = await restingStops(db, change.id);
    if (row) index.addStop(stopEntryOf(row));
    else index.removeStop(change.id);
  }
  if (change.position !== undefined) {
    const [p] = await positionsWithExits(db, change.position);
    if (p) index.setExits(exitEntryOf(p));
    else index.removeExits(change.position);
  }
}

/** Rejects a pending order with `reason` and releases what it holds. */
export async function rejectReleasing(ctx: AppContext, id: number, reason: string): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const row = await orderById(tx, id);
    if (row?.status !== ORDER.pending) return;
    await releaseForOrder(ctx, tx, row);
    await rejectPendingOrder(tx, id, reason, ctx.clock.now().toISOString());
  });
}

/**
 * Expires a pending order, releases what it holds and tells the customer; false when it was no
 * longer pending.
 */
export async function expireReleasing(ctx: AppContext, id: number): Promise<boolean> {
  return inTransaction(ctx.db, async (tx) => {
    const row = await expirePendingOrder(tx, id, ctx.clock.now().toISOString());
    if (!row) return false;
    await releaseForOrder(ctx, tx, row);
    await tellOrderExpired(ctx, tx, row);
    return true;
  });
}

export interface TriggerPass {
  triggered: number;
  exits: number;
  expired: number;
}

export async function runTriggers(ctx: AppContext): Promise<TriggerPass> {
  const index = ctx.triggerIndex;
  const pass: TriggerPass = { triggered: 0, exits: 0, expired: 0 };
  if (!index || index.size === 0) return pass;
  for (const e of index.expired(ctx.clock.now().toISOString())) {
    if (await expireReleasing(ctx, e.id)) pass.expired += 1;
    index.removeStop(e.id);
  }
  const tick = index.tick((code) => {
    const q = ctx.market.quote(code);
    return q && q.session.session === 'open' ? q.price_e4 : undefined;
  });
  const fired = new Set(tick.stops.map((s) => s.entry.id));
  for (const e of tick.moved) {
    if (!fired.has(e.id)) await moveTrailing(ctx.db, e.id, e.watermark_e4 ?? 0, e.trigger_e4);
  }
  for (const { entry } of tick.stops) {
    if (await triggerStop(ctx, entry)) pass.triggered += 1;
    index.removeStop(entry.id);
  }
  for (const { entry, which } of tick.exits) {
    if (await fireExit(ctx, entry, which)) pass.exits += 1;
    index.removeExits(entry.id);
  }
  return pass;
}

/** A stop whose trigger traded: filled at market, or (stop-limit) resting as a limit order. */
async function triggerStop(ctx: AppContext, e: StopEntry): Promise<boolean> {
  const quote = ctx.market.quote(e.code);
  const inst = ctx.market.instrument(e.code);
  if (!quote || !inst) return false;
  const now = ctx.clock.now().toISOString();
  try {
    return await inTransaction(ctx.db, async (tx) => {
      const row = await orderById(tx, e.id);
      if (row?.status !== ORDER.pending || row.triggered_at !== null) return false;
      if (row.price_type === 'stop_limit') {
        const triggered = await markTriggered(tx, row.id, now);
        if (triggered) await tellStopTriggered(ctx, tx, row, row.limit_price_e4 ?? 0);
        return triggered;
      }
      const terms = await tradingTerms(tx, marketOfCode(inst.market).type);
      const price_e4 = row.direction === 'short' ? quote.bid_e4 : quote.ask_e4;
      await fillOrder(ctx, tx, row, price_e4, terms);
      await tellStopTriggered(ctx, tx, row, price_e4);
      return true;
    });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    await rejectReleasing(ctx, e.id, error.msg);
    return false;
  }
}

/** An exit whose price traded: the whole position closes at the bid (long) or ask (short). */
async function fireExit(
  ctx: AppContext,
  e: ExitEntry,
  which: 'stop_loss' | 'take_profit',
): Promise<boolean> {
  const quote = ctx.market.quote(e.code);
  if (!quote) return false;
  return inTransaction(ctx.db, async (tx) => {
    const row = await lockedPosition(ctx, tx, e.id);
    if (row?.status !== POSITION.holding) return false;
    const exit_e4 = row.direction === 'short' ? quote.ask_e4 : quote.bid_e4;
    const closed = await closeRecallingLoans(ctx, tx, row.id, row.quantity, exit_e4, which);
    if (!closed) return false;
    const level = which === 'stop_loss' ? row.stop_loss_e4 : row.take_profit_e4;
    await tellExitFired(
      ctx,
      tx,
      {
        customerId: row.customer_id,
        code: row.code,
        currency: row.currency as Currency,
        which,
        exit_e4: level ?? exit_e4,
      },
      { quantity: row.quantity, price_e4: exit_e4, realised: closed.realised },
    );
    return true;
  });
}
