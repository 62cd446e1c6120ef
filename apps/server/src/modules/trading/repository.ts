import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import type { OrdersTable } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import type { WrittenAlong } from '../positions/service.ts';

/**
 * Every statement on `orders`. Only the trading module calls these; other modules go through its
 * service. Orders are pending → filled, cancelled, rejected or expired; a market order is
 * written filled. A stop rests pending until its trigger trades (`triggered_at`).
 */
export const ORDER = {
  queued: 'queued',
  pending: 'pending',
  filled: 'filled',
  cancelled: 'cancelled',
  rejected: 'rejected',
  expired: 'expired',
} as const;

export type OrderRow = Selectable<OrdersTable>;

/** The columns a new order is written with; it names no position yet and no reason. */
export type NewOrder = Pick<
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
  | 'trigger_price_e4'
  | 'trailing_e4'
  | 'trailing_bps'
  | 'watermark_e4'
  | 'tif'
  | 'expires_at'
  | 'stop_loss_e4'
  | 'take_profit_e4'
  | 'queued_for'
  | 'reserved'
>;

// Prepared: these run on the order's hot path.
const orderWithNonce = prepared((db, v: { customer_id: number; nonce: string }) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('customer_id', '=', v.customer_id)
    .where('nonce', '=', v.nonce),
);

/** A nonce already used inserts nothing. */
const insertOrder = prepared((db, v: NewOrder) =>
  db
    .insertInto('orders')
    .values({ ...v, position_id: null, reason: null })
    .onConflict((oc) => oc.columns(['customer_id', 'nonce']).doNothing())
    .returningAll(),
);

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

/** The customer's order placed with `nonce` (a repeated request), if any. */
export async function orderByNonce(
  tx: Tx,
  customerId: number,
  nonce: string | undefined,
): Promise<OrderRow | undefined> {
  return nonce === undefined
    ? undefined
    : orderWithNonce.first(tx, { customer_id: customerId, nonce });
}

/** A new order; undefined when an order already holds its nonce. */
export function insertNewOrder(tx: Tx, order: NewOrder): Promise<OrderRow | undefined> {
  return insertOrder.first(tx, order);
}

/** Points an order written filled (a market order) at the position it opened. */
export async function linkOrderToPosition(tx: Tx, id: number, positionId: number): Promise<void> {
  await linkPosition.run(tx, { id, position_id: positionId });
}

/**
 * PostgreSQL: the same link, written in the statement that inserts the position (positions'
 * `WrittenAlong`): the new position is `p` there.
 */
export const linkOrderToNewPosition: WrittenAlong = (q, row) =>
  q
    .updateTable('orders')
    .set({ position_id: (eb) => eb.selectFrom('p').select('p.id') })
    .where('id', '=', row.order_id ?? 0)
    .returning('orders.id');

export function markOrderFilled(
  tx: Tx,
  filled: { id: number; fill_price_e4: number; position_id: number; decided_at: string },
): Promise<OrderRow | undefined> {
  return markFilled.first(tx, filled);
}

/**
 * Pending or queued → cancelled for the customer's own order; undefined when it was neither. A
 * cancelled order that names a `queued_for` was queued (a filled one cannot be cancelled).
 */
export function cancelPendingOrder(
  tx: Tx,
  customerId: number,
  id: number,
  decidedAt: string,
): Promise<OrderRow | undefined> {
  return tx
    .updateTable('orders')
    .set({ status: ORDER.cancelled, decided_at: decidedAt, expires_at: null })
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .where('status', 'in', [ORDER.pending, ORDER.queued])
    .returningAll()
    .executeTakeFirst();
}

export async function customerHasOrder(
  db: Db | Tx,
  customerId: number,
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

export function orderById(db: Db | Tx, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Pending → rejected with the refusal's message; nothing when it was no longer pending. */
export async function rejectPendingOrder(
  db: Db | Tx,
  id: number,
  reason: string,
  decidedAt: string,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: ORDER.rejected, reason, decided_at: decidedAt, expires_at: null })
    .where('id', '=', id)
    .where('status', '=', ORDER.pending)
    .execute();
}

/**
 * Pending orders, through the partial indexes that hold only them (migrations 012 and 013). The
 * status is a literal, not a parameter, so that the planner certainly takes them.
 */
export function pendingOrders(db: Db | Tx) {
  return db.selectFrom('orders').selectAll().where('status', '=', sql.lit(ORDER.pending));
}

/**
 * The pending limit orders the engine looks at in one pass, oldest first: limit orders and
 * stop-limits whose trigger has traded (stops waiting for a trigger are the trigger index's).
 */
export function pendingInTurn(db: Db | Tx) {
  return pendingOrders(db)
    .where((eb) => eb.or([eb('price_type', '=', 'limit'), eb('triggered_at', 'is not', null)]))
    .orderBy('id')
    .limit(1_000);
}

/** Stops waiting for their trigger, for the trigger index at start (with `id`: that one). */
export function restingStops(db: Db | Tx, id?: number): Promise<OrderRow[]> {
  let query = pendingOrders(db)
    .where('price_type', 'in', ['stop', 'stop_limit', 'trailing'])
    .where('triggered_at', 'is', null);
  if (id !== undefined) query = query.where('id', '=', id);
  return query.execute();
}

/** The minor units an order holds reserved (0 once released). */
export async function setReserved(tx: Tx, id: number, reserved: number): Promise<void> {
  await tx.updateTable('orders').set({ reserved }).where('id', '=', id).execute();
}

/** A stop-limit's trigger traded: it rests as a limit order from now on. */
export async function markTriggered(tx: Tx, id: number, at: string): Promise<boolean> {
  const r = await tx
    .updateTable('orders')
    .set({ triggered_at: at })
    .where('id', '=', id)
    .where('status', '=', ORDER.pending)
    .where('triggered_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** A trailing stop's best price seen and its trigger, as they moved. */
export async function moveTrailing(
  db: Db | Tx,
  id: number,
  watermark_e4: number,
  trigger_e4: number,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ watermark_e4, trigger_price_e4: trigger_e4 })
    .where('id', '=', id)
    .where('status', '=', ORDER.pending)
    .execute();
}

/** Pending → expired; undefined when it was no longer pending. */
export function expirePendingOrder(
  tx: Tx,
  id: number,
  decidedAt: string,
): Promise<OrderRow | undefined> {
  return tx
    .updateTable('orders')
    .set({ status: ORDER.expired, decided_at: decidedAt })
    .where('id', '=', id)
    .where('status', '=', ORDER.pending)
    .returningAll()
    .executeTakeFirst();
}

export function customerPendingOrders(db: Db | Tx, customerId: number): Promise<OrderRow[]> {
  return pendingOrders(db).where('customer_id', '=', customerId).execute();
}

/**
 * Queued orders whose open has come, oldest first (order of arrival), through the partial index
 * of queued orders (migration 025).
 */
export function queuedInTurn(db: Db | Tx, now: string, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', sql.lit(ORDER.queued))
    .where('queued_for', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** How many orders the customer has queued. */
export async function customerQueuedCount(db: Db | Tx, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .where('status', '=', sql.lit(ORDER.queued))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Queued → pending (a limit order the open did not reach) or rejected; undefined if not queued. */
export function decideQueuedOrder(
  db: Db | Tx,
  id: number,
  change: {
    status: 'pending' | 'rejected';
    reason: string | null;
    decided_at: string | null;
    /** What it holds frozen from now on: 0, its reservation released in the same transaction. */
    reserved: 0;
  },
): Promise<OrderRow | undefined> {
  return db
    .updateTable('orders')
    .set(change)
    .where('id', '=', id)
    .where('status', '=', ORDER.queued)
    .returningAll()
    .executeTakeFirst();
}

/** One page of the customer's orders, newest first, of one status and price type or all. */
export function customerOrderPage(
  db: Db | Tx,
  customerId: number,
  filter: { status?: string | undefined; type?: string | undefined },
  page: { offset: number; size: number },
): Promise<OrderRow[]> {
  let query = db.selectFrom('orders').selectAll().where('customer_id', '=', customerId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.type) query = query.where('price_type', '=', filter.type);
  return query.orderBy('id', 'desc').offset(page.offset).limit(page.size).execute();
}
