import type { Currency } from '@kabuto/shared/money';
import { formatMoney } from '@kabuto/shared/money';
import type { PositionDetail } from '@kabuto/shared/contracts/trading';
import { marketOfCode } from '@kabuto/shared/markets';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { afterCommit } from '../../db/command-hooks.ts';
import { refuse } from '../../lib/refusal.ts';
import { countTransfersKeyed } from '../ledger/service.ts';
import { priceText, valueMinor } from '../market/price-rules.ts';
import { recordConfirmation } from '../statements/service.ts';
import { feeMinor, grossPnlMinor, tradingTerms } from '../trading/rules.ts';
import type { Position, WrittenAlong } from './repository.ts';
import {
  POSITION,
  customerPosition,
  impossiblePositions,
  insertClosedPart,
  insertOpenPosition,
  lockPositionRow,
  markClosed,
  shrinkPosition,
} from './repository.ts';

/**
 * Positions: the one place they are opened and closed, and the in-memory position book kept in
 * step with them. The book changes only once the command's transaction has committed, so a
 * rolled-back command leaves nothing behind in the risk engine.
 */

// The reads other modules make of positions; the statements live in the repository.
export {
  POSITION,
  claimForClose,
  closingPositions,
  countClosedPositions,
  customerPosition,
  customerPositions,
  hasOpenPosition,
  intradayPositions,
  positionById,
  positionsByIds,
  positionsClosedBetween,
  positionsHeldAt,
  realisedBetween,
  positionsWithExits,
  setPositionExits,
  shortQuantity,
} from './repository.ts';
export type { Position, WithNewPosition, WrittenAlong } from './repository.ts';
export type { AccountRisk } from './book.ts';

/**
 * Runs `effect` on the book once `tx` commits. A position written in a transaction that
 * `inTransaction` did not open could not be followed into the book: that is a bug, said loudly.
 */
function onceCommitted(tx: Tx, effect: () => void): void {
  if (!afterCommit(tx, effect)) {
    throw new Error('positions change only inside a command (inTransaction)');
  }
}

export interface Opening {
  customerId: number;
  currency: Currency;
  code: string;
  direction: 'long' | 'short';
  quantity: number;
  price_e4: number;
  leverage: number;
  /** Minor units already moved to the customer's margin account by the caller's transfer. */
  margin: number;
  buyFee: number;
  openedAt: string;
  /** The market it trades on; the instrument's when left out. */
  market?: string | null | undefined;
  orderId?: number | null | undefined;
  intradayId?: number | null | undefined;
  lockUntil?: string | null | undefined;
  /** Exits: close at market at this stop-loss or take-profit price. */
  stopLoss_e4?: number | null | undefined;
  takeProfit_e4?: number | null | undefined;
  /** PostgreSQL: another module's write on its own table, in the position's insert statement. */
  writtenAlong?: WrittenAlong | undefined;
}

/**
 * Opens a position in `tx`: a stock order's fill, an IPO listing, a block allocation. The money
 * has moved already (the caller's ledger transfer); this writes the position and adds it to the
 * book once `tx` commits.
 */
export async function openPosition(ctx: AppContext, tx: Tx, o: Opening): Promise<Position> {
  const inst = ctx.market.instrument(o.code);
  const position = await insertOpenPosition(
    tx,
    {
      customer_id: o.customerId,
      currency: o.currency,
      code: o.code,
      name: inst?.name.us ?? o.code,
      direction: o.direction,
      quantity: o.quantity,
      buy_price_e4: o.price_e4,
      leverage: o.leverage,
      margin: o.margin,
      opened_at: o.openedAt,
      order_id: o.orderId ?? null,
      buy_fee: o.buyFee,
      market: o.market !== undefined ? o.market : (inst?.market ?? null),
      intraday_id: o.intradayId ?? null,
      lock_until: o.lockUntil ?? null,
      stop_loss_e4: o.stopLoss_e4 ?? null,
      take_profit_e4: o.takeProfit_e4 ?? null,
    },
    o.writtenAlong,
  );
  onceCommitted(tx, () => {
    ctx.positionBook?.add(position);
    ctx.bus.publish('positions', { id: position.id });
  });
  return position;
}

/**
 * The position's row, locked until `tx` commits: call it before changing what the position holds
 * or lends (closes, lending), and decide on the row it returns, never on an earlier read.
 */
export function lockedPosition(ctx: AppContext, tx: Tx, id: number): Promise<Position | undefined> {
  return lockPositionRow(tx, id, ctx.dialect === 'postgres');
}

export type CloseReason = 'customer' | 'liquidation' | 'session_end' | 'stop_loss' | 'take_profit';

/**
 * Closes `quantity` of a position at `exit_e4` (all of it, or part for a forced close). The
 * margin share comes back with the net result; a loss beyond what the customer has is absorbed by
 * the house (negative-balance protection), never left as a negative balance. The row is locked
 * and read afresh first; null when another command closed the position meanwhile (or nothing is
 * to be closed). Shares lent from the position must be recalled before (lending's
 * `closeRecallingLoans` does both).
 */
export async function closeQuantity(
  ctx: AppContext,
  tx: Tx,
  positionId: number,
  quantity: number,
  exit_e4: number,
  reason: CloseReason,
) {
  const p = await lockedPosition(ctx, tx, positionId);
  if (!p) throw new Error(`no position ${positionId}`);
  if (p.status === POSITION.closed || !(quantity > 0)) return null;
  const currency = p.currency as Currency;
  const inst = ctx.market.instrument(p.code);
  const terms = await tradingTerms(tx, marketOfCode(inst?.market ?? 'JP').type);
  const whole = quantity >= p.quantity;
  const q = Math.min(quantity, p.quantity);
  const marginPart = whole ? p.margin : Math.floor((p.margin * q) / p.quantity);
  const proceeds = valueMinor(exit_e4, q, currency);
  const sellFee = feeMinor(proceeds, terms.sellFeeBps, terms.minFee);
  const stampDuty = feeMinor(proceeds, terms.stampDutyBps, 0);
  const direction = p.direction === 'short' ? 'short' : 'long';
  const gross = grossPnlMinor(direction, p.buy_price_e4, exit_e4, q, currency);
  const net = gross - sellFee - stampDuty;
  // The purchase fee was paid at the open; the realised result carries its share too.
  const buyFeeShare = whole ? p.buy_fee : Math.floor((p.buy_fee * q) / p.quantity);
  const realised = net - buyFeeShare;
  await settleClose(ctx, tx, p, { q, exit_e4, reason, marginPart, net, fees: sellFee + stampDuty });
  const now = ctx.clock.now().toISOString();
  const sold = { q, exit_e4, proceeds, sellFee, stampDuty, marginPart, net, reason, now };
  await confirmClose(tx, p, inst?.market, sold);
  if (whole) {
    await markClosed(tx, p.id, {
      sell_price_e4: exit_e4,
      realised_pnl: (p.realised_pnl ?? 0) + realised,
      sell_fee: (p.sell_fee ?? 0) + sellFee,
      stamp_duty: (p.stamp_duty ?? 0) + stampDuty,
      closed_at: now,
      close_reason: reason,
    });
    onceCommitted(tx, () => {
      ctx.positionBook?.remove(p.id);
      ctx.bus.publish('positions', { id: p.id });
    });
  } else {
    // A partial (forced) close: what is closed becomes its own closed row; the rest stays held.
    const left = { quantity: p.quantity - q, margin: p.margin - marginPart };
    await shrinkPosition(tx, p.id, { ...left, buy_fee: p.buy_fee - buyFeeShare });
    await insertClosedPart(tx, {
      customer_id: p.customer_id,
      currency: p.currency,
      code: p.code,
      name: p.name,
      direction: p.direction,
      quantity: q,
      buy_price_e4: p.buy_price_e4,
      sell_price_e4: exit_e4,
      leverage: p.leverage,
      margin: marginPart,
      realised_pnl: realised,
      opened_at: p.opened_at,
      closed_at: now,
      order_id: p.order_id,
      buy_fee: buyFeeShare,
      sell_fee: sellFee,
      stamp_duty: stampDuty,
      close_reason: reason,
      market: p.market,
    });
    onceCommitted(tx, () => {
      ctx.positionBook?.resize(p.id, left.quantity, left.margin);
      ctx.bus.publish('positions', { id: p.id });
    });
  }
  return { gross, net, realised, sellFee, stampDuty, marginPart };
}

/** The close's trade confirmation, in its transaction: what was sold and what came back. */
function confirmClose(
  tx: Tx,
  p: Position,
  market: string | undefined,
  c: {
    q: number;
    exit_e4: number;
    proceeds: number;
    sellFee: number;
    stampDuty: number;
    marginPart: number;
    net: number;
    reason: CloseReason;
    now: string;
  },
): Promise<void> {
  return recordConfirmation(tx, {
    customerId: p.customer_id,
    orderId: null,
    positionId: p.id,
    code: p.code,
    market: p.market ?? market ?? 'JP',
    currency: p.currency,
    direction: p.direction === 'short' ? 'short' : 'long',
    action: 'close',
    reason: c.reason,
    quantity: c.q,
    price_e4: c.exit_e4,
    leverage: p.leverage,
    gross: c.proceeds,
    fee: c.sellFee,
    stampDuty: c.stampDuty,
    margin: c.marginPart,
    settlement: c.marginPart + c.net,
    executedAt: c.now,
  });
}

/** The close's one ledger transfer: margin back, the net result to cash, fees to the house. */
async function settleClose(
  ctx: AppContext,
  tx: Tx,
  p: Position,
  c: {
    q: number;
    exit_e4: number;
    reason: CloseReason;
    marginPart: number;
    net: number;
    fees: number;
  },
) {
  const currency = p.currency as Currency;
  const cash = await ctx.ledger.balance(tx, {
    customerId: p.customer_id,
    purpose: 'cash',
    currency,
  });
  const cashDelta = Math.max(c.marginPart + c.net, -cash);
  const trading = -(-c.marginPart + cashDelta + c.fees);
  const postings = [
    {
      account: { customerId: p.customer_id, purpose: 'margin' as const, currency },
      amount: -c.marginPart,
    },
    {
      account: { customerId: p.customer_id, purpose: 'cash' as const, currency },
      amount: cashDelta,
    },
    { account: { house: 'fees' as const, currency }, amount: c.fees },
    { account: { house: 'trading' as const, currency }, amount: trading },
  ].filter((x) => x.amount !== 0);
  if (postings.length < 2) return;
  const earlier = await countTransfersKeyed(tx, `trade_close:${p.id}:`);
  await ctx.ledger.transfer(tx, {
    idempotencyKey: `trade_close:${p.id}:${earlier + 1}`,
    code: c.reason === 'liquidation' ? 'liquidation' : 'trade_close',
    actor: c.reason === 'customer' ? `customer:${p.customer_id}` : 'system:risk',
    customerId: p.customer_id,
    memo: `close ${c.q} ${p.code} @ ${priceText(c.exit_e4)} (${c.reason})`,
    postings,
  });
}

/** One position with every figure of the detail screen (/position/info). */
export async function positionDetail(
  ctx: AppContext,
  customerId: number,
  id: number,
  language: 'jp' | 'cn' | 'us',
): Promise<PositionDetail> {
  const p = await customerPosition(ctx.db, customerId, id);
  if (!p) refuse('not_found');
  const currency = p.currency as Currency;
  const inst = ctx.market.instrument(p.code);
  const quote = p.status === POSITION.closed ? undefined : ctx.market.quote(p.code);
  const now_e4 = p.sell_price_e4 ?? quote?.price_e4 ?? p.buy_price_e4;
  const cost = valueMinor(p.buy_price_e4, p.quantity, currency);
  const gross = grossPnlMinor(
    p.direction === 'short' ? 'short' : 'long',
    p.buy_price_e4,
    now_e4,
    p.quantity,
    currency,
  );
  const m = (v: number) => formatMoney(v, currency);
  return {
    id: p.id,
    order_no: p.order_id ? `O${String(p.order_id).padStart(8, '0')}` : null,
    code: p.code,
    name: inst?.name[language] ?? p.name,
    currency,
    direction: p.direction === 'short' ? 'short' : 'long',
    status: p.status as PositionDetail['status'],
    stock_num: p.quantity,
    buy_price: priceText(p.buy_price_e4),
    nowprice: priceText(now_e4),
    sell_price: p.sell_price_e4 === null ? null : priceText(p.sell_price_e4),
    cost: m(cost),
    market_value: m(valueMinor(now_e4, p.quantity, currency)),
    leverage: p.leverage,
    margin: m(p.margin),
    buy_fee: m(p.buy_fee),
    sell_fee: p.sell_fee === null ? null : m(p.sell_fee),
    stamp_duty: p.stamp_duty === null ? null : m(p.stamp_duty),
    yingkui: p.status === POSITION.closed ? m(p.realised_pnl ?? 0) : m(gross),
    buy_time: p.opened_at,
    sell_time: p.closed_at,
    lock_until: p.lock_until,
    close_reason: p.close_reason as PositionDetail['close_reason'],
    stop_loss: p.stop_loss_e4 === null ? null : priceText(p.stop_loss_e4),
    take_profit: p.take_profit_e4 === null ? null : priceText(p.take_profit_e4),
  };
}

/** The positions' part of the invariant check: no negative quantity or margin, no empty open row. */
export async function positionProblems(db: Db): Promise<string[]> {
  return (await impossiblePositions(db)).map(
    (p) => `position ${p.id} (status ${p.status}) holds ${p.quantity} with margin ${p.margin}`,
  );
}
