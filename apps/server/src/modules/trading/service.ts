import type { Currency } from '@kabuto/shared/money';
import type { CloseResult, Order } from '@kabuto/shared/contracts/trading';
import { marketOfCode } from '@kabuto/shared/markets';
import { MAX_LOTS } from '@kabuto/shared/trading-terms';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { prepared } from '../../db/prepared.ts';
import type { Insertable, Selectable } from 'kysely';
import type { Customer, OrdersTable } from '../../db/schema.ts';
import { sql } from 'kysely';
import { activeIntraday, drawOnIntraday } from '../intraday/service.ts';
import type { CustomerStanding } from '../customers/standing.ts';
import { assertMayTrade, standingOf as customerStandingOf } from '../customers/standing.ts';
import { lendableShares, recallForPosition } from '../lending/service.ts';
import {
  POSITION,
  claimForClose,
  closeQuantity,
  lockedPosition,
  openPosition,
} from '../positions/service.ts';
import { refuse } from '../../lib/refusal.ts';
import { claimKey, firstResult, keyedRequest } from '../idempotency/service.ts';
import type { Instrument, Quote } from '../market/market-data.ts';
import {
  PRICE_SCALE,
  isOnTick,
  priceText,
  tickSize_e4,
  valueMinor,
  valueWithinLimit,
} from '../market/price-rules.ts';
import type { TradingTerms } from './rules.ts';
import { feeMinor, marginMinor, preview, tradingTerms } from './rules.ts';

/**
 * Orders. Money moves only through ledger transfers: a fill puts the margin and the purchase fee
 * up from cash, and the positions module opens the position; a close returns the margin with
 * the net result.
 */

export const ORDER = {
  pending: 'pending',
  filled: 'filled',
  cancelled: 'cancelled',
  rejected: 'rejected',
} as const;

export type Direction = 'long' | 'short';

export interface OrderInput {
  code?: string | undefined;
  num?: string | undefined;
  direction?: string | undefined;
  leverage?: string | undefined;
  price_type?: string | undefined;
  price?: string | undefined;
  nonce?: string | undefined;
  /** '1': fund the order from the approved day-trading amount; it closes at the session end. */
  intraday?: string | undefined;
}

interface CheckedOrder {
  inst: Instrument;
  quote: Quote;
  currency: Currency;
  direction: Direction;
  priceType: 'market' | 'limit';
  num: number;
  leverage: number;
  /** The price the order is valued at: the bid/ask for market orders, the limit otherwise. */
  price_e4: number;
  terms: TradingTerms;
}

/** Decimal price text to e4 units, exactly; null when it is not a plain decimal. */
function parsePrice(text: string | undefined): number | null {
  const m = /^(\d+)(?:\.(\d{1,4}))?$/.exec((text ?? '').trim());
  if (!m) return null;
  const e4 = Number(m[1]) * PRICE_SCALE + Number((m[2] ?? '').padEnd(4, '0'));
  return Number.isSafeInteger(e4) ? e4 : null;
}

/** The rules every order meets, in the order of the issue; nothing is written. */
/** The parts of a customer's record that decide whether they may trade at all. */
export interface TradingStanding extends CustomerStanding {
  hasFundPassword: boolean;
}

function standingOf(customer: Customer): TradingStanding {
  return { ...customerStandingOf(customer), hasFundPassword: !!customer.fund_password_hash };
}

async function checkOrder(
  ctx: AppContext,
  db: Db | Tx,
  customer: TradingStanding,
  input: OrderInput,
): Promise<CheckedOrder> {
  assertMayTrade(customer);
  if (!customer.hasFundPassword) refuse('fund_password_not_set');
  const inst = input.code ? ctx.market.instrument(input.code) : undefined;
  if (!inst) refuse('cannot_buy');
  const quote = ctx.market.quote(inst.code);
  if (!quote || quote.price_e4 <= 0) refuse('price_unavailable');
  if (quote.session.session !== 'open') refuse('outside_trading_hours');
  const numText = (input.num ?? '').trim();
  if (!numText) refuse('lots_required');
  if (!/^\d+$/.test(numText) || Number(numText) <= 0 || Number(numText) > MAX_LOTS)
    refuse('lots_required');
  const num = Number(numText);
  const direction: Direction = input.direction === 'short' ? 'short' : 'long';
  const type = marketOfCode(inst.market).type;
  const terms = await tradingTerms(db, type);
  const leverage = Number(input.leverage || '1');
  if (!terms.leverages.includes(leverage)) refuse('leverage_invalid');
  const priceType = input.price_type === 'limit' ? 'limit' : 'market';
  let price_e4: number;
  if (priceType === 'limit') {
    if (!input.price) refuse('price_required');
    const parsed = parsePrice(input.price);
    if (parsed === null || parsed <= 0) refuse('number_format');
    if (!isOnTick(inst.market, parsed)) {
      refuse('price_off_tick', { tick: priceText(tickSize_e4(inst.market, parsed)) });
    }
    if (
      (quote.limit_up_e4 !== null && parsed > quote.limit_up_e4) ||
      (quote.limit_down_e4 !== null && parsed < quote.limit_down_e4)
    ) {
      refuse('beyond_price_limit');
    }
    price_e4 = parsed;
  } else {
    // A market order cannot buy at limit-up or sell short at limit-down: nobody takes the other side.
    if (direction === 'long' && quote.limit_up_e4 !== null && quote.price_e4 >= quote.limit_up_e4)
      refuse('beyond_price_limit');
    if (
      direction === 'short' &&
      quote.limit_down_e4 !== null &&
      quote.price_e4 <= quote.limit_down_e4
    )
      refuse('beyond_price_limit');
    price_e4 = direction === 'long' ? quote.ask_e4 : quote.bid_e4;
  }
  // The order's value is an amount like any other: within the limit of one operation (money.ts).
  if (!valueWithinLimit(price_e4, num, inst.currency)) refuse('amount_too_large');
  // A short sale borrows shares from the lending pool, which limits what can be shorted.
  if (direction === 'short' && (await lendableShares(ctx, db, inst.code)) < num)
    refuse('short_unavailable');
  return {
    inst,
    quote,
    currency: inst.currency,
    direction,
    priceType,
    num,
    leverage,
    price_e4,
    terms,
  };
}

function previewOf(o: CheckedOrder) {
  const { inst, direction, priceType, price_e4, num, leverage, currency } = o;
  return preview(
    { code: inst.code, direction, priceType, price_e4, num, leverage, currency },
    o.terms,
  );
}

const customerById = prepared((db, v: { id: number }) =>
  db.selectFrom('customers').selectAll().where('id', '=', v.id),
);
/** On PostgreSQL the row is locked: one customer's orders are placed one at a time. */
const customerByIdLocked = prepared((db, v: { id: number }) =>
  db.selectFrom('customers').selectAll().where('id', '=', v.id).forUpdate(),
);

async function customerRow(
  db: Db | Tx,
  customerId: number,
  lock: boolean,
  ctx: AppContext,
): Promise<Customer> {
  const query = lock && ctx.dialect === 'postgres' ? customerByIdLocked : customerById;
  const row = await query.first(db, { id: customerId });
  if (!row) throw new Error(`no customer ${customerId}`);
  return row;
}

export async function previewOrder(ctx: AppContext, customerId: number, input: OrderInput) {
  const customer = await customerRow(ctx.db, customerId, false, ctx);
  const o = await checkOrder(ctx, ctx.db, standingOf(customer), input);
  const p = previewOf(o);
  const { costMinor: _c, marginMinor: _m, feeMinor: _f, ...shown } = p;
  return shown;
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
  within?: (tx: Tx, order: Awaited<ReturnType<typeof orderAnswer>>) => Promise<void>,
) {
  const request = keyedRequest(customerId, 'order', input.nonce, {
    code: input.code,
    num: input.num,
    direction: input.direction,
    leverage: input.leverage,
    price_type: input.price_type,
    price: input.price,
    intraday: input.intraday,
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

const orderWithNonce = prepared((db, v: { customer_id: number; nonce: string }) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('customer_id', '=', v.customer_id)
    .where('nonce', '=', v.nonce),
);

async function orderByNonce(tx: Tx, customerId: number, nonce: string | undefined) {
  return nonce === undefined
    ? undefined
    : orderWithNonce.first(tx, { customer_id: customerId, nonce });
}

/** A new order: pending, or filled for a market order; a nonce already used inserts nothing. */
const insertOrder = prepared(
  (
    db,
    v: Pick<
      Insertable<OrdersTable>,
      | 'intraday_id'
      | 'customer_id'
      | 'code'
      | 'currency'
      | 'direction'
      | 'price_type'
      | 'limit_price_e4'
      | 'quantity'
      | 'leverage'
      | 'nonce'
      | 'created_at'
      | 'status'
      | 'fill_price_e4'
      | 'decided_at'
    >,
  ) =>
    db
      .insertInto('orders')
      .values({ ...v, position_id: null, reason: null })
      .onConflict((oc) => oc.columns(['customer_id', 'nonce']).doNothing())
      .returningAll(),
);

async function placeChecked(
  ctx: AppContext,
  tx: Tx,
  customerId: number,
  input: OrderInput,
  signedIn: TradingStanding | undefined,
) {
  const standing =
    signedIn && input.price_type !== 'limit'
      ? signedIn
      : standingOf(await customerRow(tx, customerId, true, ctx));
  const o = await checkOrder(ctx, tx, standing, input);
  const now = ctx.clock.now().toISOString();
  const p = previewOf(o);
  if (o.priceType === 'limit') {
    // Buying power: cash less what the other pending orders of this currency would need.
    const pending = await pendingOrders(tx).where('customer_id', '=', customerId).execute();
    if (pending.length >= o.terms.maxPendingOrders)
      refuse('too_many_pending_orders', { max: o.terms.maxPendingOrders });
    const committed = pending
      .filter((r) => r.currency === o.currency)
      .reduce((t, r) => {
        const cost = valueMinor(r.limit_price_e4 ?? 0, r.quantity, o.currency);
        return (
          t + marginMinor(cost, r.leverage) + feeMinor(cost, o.terms.purchaseFeeBps, o.terms.minFee)
        );
      }, 0);
    const cash = await ctx.ledger.balance(tx, {
      customerId,
      purpose: 'cash',
      currency: o.currency,
    });
    if (cash - committed < p.marginMinor + p.feeMinor) refuse('available_balance_insufficient');
  }
  let intradayId: number | null = null;
  if (input.intraday === '1') {
    const app = await activeIntraday(tx, customerId, o.currency);
    if (!app) refuse('intraday_not_active');
    if (app.amount - app.consumed < p.marginMinor + p.feeMinor)
      refuse('available_balance_insufficient');
    intradayId = app.id;
  }
  const order = await insertOrder.first(tx, {
    intraday_id: intradayId,
    customer_id: customerId,
    code: o.inst.code,
    currency: o.currency,
    direction: o.direction,
    price_type: o.priceType,
    limit_price_e4: o.priceType === 'limit' ? o.price_e4 : null,
    quantity: o.num,
    leverage: o.leverage,
    nonce: input.nonce ?? null,
    created_at: now,
    // A market order fills at once at the quoted price: it is written filled (or not at all).
    status: o.priceType === 'market' ? ORDER.filled : ORDER.pending,
    fill_price_e4: o.priceType === 'market' ? o.price_e4 : null,
    decided_at: o.priceType === 'market' ? now : null,
  });
  // The key was claimed first, so its nonce is new here; an order already holding it is another
  // request's (the key went to another command), and nothing is written.
  if (!order) refuse('idempotency_mismatch');
  if (o.priceType === 'market') {
    const filled = await fillOrder(ctx, tx, order, o.price_e4, o.terms);
    return orderAnswer(ctx, filled);
  }
  return orderAnswer(ctx, order);
}

const linkPosition = prepared((db, v: { id: number; position_id: number }) =>
  db.updateTable('orders').set({ position_id: v.position_id }).where('id', '=', v.id),
);

const markFilled = prepared(
  (db, v: { id: number; fill_price_e4: number; position_id: number; decided_at: string }) =>
    db
      .updateTable('orders')
      .set({
        status: ORDER.filled,
        fill_price_e4: v.fill_price_e4,
        position_id: v.position_id,
        decided_at: v.decided_at,
      })
      .where('id', '=', v.id)
      .returningAll(),
);

/**
 * Fills a pending order (its row as read in this transaction) at `price_e4`: the position opens,
 * margin and purchase fee leave cash in one ledger transfer. Refused by the ledger when cash does
 * not cover them.
 */
export async function fillOrder(
  ctx: AppContext,
  tx: Tx,
  order: Selectable<OrdersTable>,
  price_e4: number,
  terms: TradingTerms,
) {
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
    linkOrder: linkedAtOnce,
  });
  let filled: Selectable<OrdersTable> | undefined;
  if (order.status === ORDER.filled) {
    // Written as filled (a market order): only the position is left to name.
    if (!linkedAtOnce) await linkPosition.run(tx, { id: order.id, position_id: position.id });
    filled = { ...order, position_id: position.id };
  } else {
    filled = await markFilled.first(tx, {
      id: order.id,
      fill_price_e4: price_e4,
      position_id: position.id,
      decided_at: now,
    });
  }
  if (!filled) throw new Error(`order ${order.id}: not marked filled`);
  return filled;
}

export async function cancelOrder(ctx: AppContext, customerId: number, id: number | undefined) {
  return inTransaction(ctx.db, async (tx) => {
    const updated = await tx
      .updateTable('orders')
      .set({ status: ORDER.cancelled, decided_at: ctx.clock.now().toISOString() })
      .where('id', '=', id ?? 0)
      .where('customer_id', '=', customerId)
      .where('status', '=', ORDER.pending)
      .returningAll()
      .executeTakeFirst();
    if (!updated) {
      const exists = await tx
        .selectFrom('orders')
        .select('id')
        .where('id', '=', id ?? 0)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      refuse(exists ? 'order_not_pending' : 'not_found');
    }
    return orderAnswer(ctx, updated);
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

export async function orderAnswer(ctx: AppContext, r: Selectable<OrdersTable>): Promise<Order> {
  const inst = ctx.market.instrument(r.code);
  return {
    id: r.id,
    order_no: `O${String(r.id).padStart(8, '0')}`,
    code: r.code,
    names: inst?.name ?? null,
    currency: r.currency,
    direction: r.direction as Order['direction'],
    price_type: r.price_type as Order['price_type'],
    price: r.limit_price_e4 === null ? null : priceText(r.limit_price_e4),
    num: r.quantity,
    leverage: r.leverage,
    status: r.status as Order['status'],
    fill_price: r.fill_price_e4 === null ? null : priceText(r.fill_price_e4),
    position_id: r.position_id,
    reason: r.reason,
    created_at: r.created_at,
    decided_at: r.decided_at,
  };
}

/**
 * Pending orders, through the partial indexes that hold only them (migrations 012 and 013). The
 * status is a literal, not a parameter, so that the planner certainly takes them.
 */
export function pendingOrders(db: Db | Tx) {
  return db.selectFrom('orders').selectAll().where('status', '=', sql.lit(ORDER.pending));
}

export async function listOrders(ctx: AppContext, customerId: number, status: string | undefined) {
  let query =
    status === ORDER.pending ? pendingOrders(ctx.db) : ctx.db.selectFrom('orders').selectAll();
  query = query.where('customer_id', '=', customerId);
  if (status && status !== ORDER.pending) query = query.where('status', '=', status);
  const rows = await query.orderBy('id', 'desc').limit(300).execute();
  return Promise.all(rows.map((r) => orderAnswer(ctx, r)));
}

/** The gross P&L of closing a position, for modules that show one (the account panel). */
export { grossPnlMinor } from './rules.ts';
