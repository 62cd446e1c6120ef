import type { Insertable, Selectable, Updateable } from 'kysely';
import type { MarketCode } from '@kabuto/shared/markets';
import type { Currency } from '@kabuto/shared/money';
import type { Db, Tx } from '../../db/transaction.ts';
import type { IpoOfferingsTable, IpoSubscriptionsTable } from '../../db/schema.ts';

/** The ipo module's queries: offerings and subscriptions. */

export type Offering = Selectable<IpoOfferingsTable>;
export type Subscription = Selectable<IpoSubscriptionsTable>;

export function insertOffering(db: Db | Tx, row: Insertable<IpoOfferingsTable>) {
  return db.insertInto('ipo_offerings').values(row).returningAll().executeTakeFirstOrThrow();
}

export function offeringById(db: Db | Tx, id: number): Promise<Offering | undefined> {
  return db.selectFrom('ipo_offerings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Offerings newest window first, approved ones only unless `all`, in one market when given. */
export function offeringsList(
  db: Db | Tx,
  filter: { market?: MarketCode | undefined; all?: boolean; limit: number },
): Promise<Offering[]> {
  let query = db.selectFrom('ipo_offerings').selectAll();
  if (!filter.all) query = query.where('approved_at', 'is not', null);
  if (filter.market) query = query.where('market', '=', filter.market);
  const order = filter.all ? 'id' : 'subscribe_start';
  return query.orderBy(order, 'desc').limit(filter.limit).execute();
}

export async function updateOffering(
  tx: Tx,
  id: number,
  change: Updateable<IpoOfferingsTable>,
): Promise<void> {
  await tx.updateTable('ipo_offerings').set(change).where('id', '=', id).execute();
}

/** Sets `column` to `now` when it is still empty; whether this call was the one that set it. */
export async function claimOffering(
  tx: Tx,
  id: number,
  column: 'drawn_at' | 'listed_at',
  now: string,
): Promise<boolean> {
  const claimed = await tx
    .updateTable('ipo_offerings')
    .set({ [column]: now })
    .where('id', '=', id)
    .where(column, 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Approved offerings whose draw time has come and that are not drawn yet. */
export function offeringsDueForDraw(db: Db | Tx, now: string): Promise<Offering[]> {
  return db
    .selectFrom('ipo_offerings')
    .selectAll()
    .where('drawn_at', 'is', null)
    .where('approved_at', 'is not', null)
    .where('draw_at', '<=', now)
    .execute();
}

/** Drawn offerings whose listing time has come and that are not listed yet. */
export function offeringsDueForListing(db: Db | Tx, now: string): Promise<Offering[]> {
  return db
    .selectFrom('ipo_offerings')
    .selectAll()
    .where('listed_at', 'is', null)
    .where('drawn_at', 'is not', null)
    .where('listing_at', '<=', now)
    .execute();
}

/** Every application to an offering, in id order (the draw's order). */
export function applicationsOf(db: Db | Tx, offeringId: number): Promise<Subscription[]> {
  return db
    .selectFrom('ipo_subscriptions')
    .selectAll()
    .where('offering_id', '=', offeringId)
    .orderBy('id')
    .execute();
}

/** The applications to an offering with one result. */
export function applicationsWithResult(
  db: Db | Tx,
  offeringId: number,
  results: readonly string[],
): Promise<Subscription[]> {
  return db
    .selectFrom('ipo_subscriptions')
    .selectAll()
    .where('offering_id', '=', offeringId)
    .where('result', 'in', results)
    .execute();
}

/** Whether any customer has applied (the price can then no longer change). */
export async function hasSubscriptions(db: Db | Tx, offeringId: number): Promise<boolean> {
  const row = await db
    .selectFrom('ipo_subscriptions')
    .select('id')
    .where('offering_id', '=', offeringId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function customerHasApplied(
  db: Db | Tx,
  offeringId: number,
  customerId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('ipo_subscriptions')
    .select('id')
    .where('offering_id', '=', offeringId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertSubscription(tx: Tx, row: Insertable<IpoSubscriptionsTable>) {
  return tx.insertInto('ipo_subscriptions').values(row).returningAll().executeTakeFirstOrThrow();
}

export function customerSubscription(
  db: Db | Tx,
  customerId: number,
  id: number,
): Promise<Subscription | undefined> {
  return db
    .selectFrom('ipo_subscriptions')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export function updateSubscription(
  tx: Tx,
  id: number,
  change: Updateable<IpoSubscriptionsTable>,
): Promise<Subscription | undefined> {
  return tx
    .updateTable('ipo_subscriptions')
    .set(change)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Ids of pay-after-win allotments still unpaid whose payment deadline has passed. */
export async function unpaidPastDeadline(db: Db | Tx, now: string): Promise<number[]> {
  const rows = await db
    .selectFrom('ipo_subscriptions as s')
    .innerJoin('ipo_offerings as o', 'o.id', 's.offering_id')
    .select(['s.id'])
    .where('s.result', '=', 'awaiting_payment')
    .where('o.pay_deadline', '<=', now)
    .execute();
  return rows.map((r) => r.id);
}

/** Changes a subscription's result only when it still has `from` (a job and a customer race). */
export async function moveResult(
  db: Db | Tx,
  id: number,
  from: string,
  change: Updateable<IpoSubscriptionsTable>,
): Promise<void> {
  await db
    .updateTable('ipo_subscriptions')
    .set(change)
    .where('id', '=', id)
    .where('result', '=', from)
    .execute();
}

/** A customer's subscriptions with their offerings, newest first, in one market when given. */
export async function subscriptionsOf(
  db: Db | Tx,
  customerId: number,
  market: MarketCode | undefined,
): Promise<{ subscription: Subscription; offering: Offering }[]> {
  let query = db
    .selectFrom('ipo_subscriptions as s')
    .innerJoin('ipo_offerings as o', 'o.id', 's.offering_id')
    .selectAll('s')
    .where('s.customer_id', '=', customerId);
  if (market) query = query.where('o.market', '=', market);
  const rows = await query.orderBy('s.id', 'desc').limit(200).execute();
  const ids = [...new Set(rows.map((r) => r.offering_id ?? 0))];
  const offerings =
    ids.length === 0
      ? []
      : await db.selectFrom('ipo_offerings').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(offerings.map((o) => [o.id, o]));
  return rows.map((s) => ({ subscription: s, offering: byId.get(s.offering_id ?? 0)! }));
}

/** A customer's latest subscriptions in one currency, newest first (the account panel's rows). */
export function latestSubscriptions(
  db: Db | Tx,
  customerId: number,
  currency: Currency,
  limit: number,
): Promise<{ id: number; status: number; frozen_amount: number }[]> {
  return db
    .selectFrom('ipo_subscriptions')
    .select(['id', 'status', 'frozen_amount'])
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
