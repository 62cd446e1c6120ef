import type { Insertable, Selectable, Updateable } from 'kysely';
import type { MarketCode } from '@kabuto/shared/markets';
import type { Currency } from '@kabuto/shared/money';
import type { Db, Tx } from '../../db/transaction.ts';
import type { BlockOffersTable, BlockPurchasesTable } from '../../db/schema.ts';

/** The blocks module's queries: block offers and the purchases into them. */

export type BlockOffer = Selectable<BlockOffersTable>;
export type BlockPurchase = Selectable<BlockPurchasesTable>;

export function offerById(db: Db | Tx, id: number): Promise<BlockOffer | undefined> {
  return db.selectFrom('block_offers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Offers newest first: approved ones only unless `all`, in one market when given. */
export function offersList(
  db: Db | Tx,
  filter: { market?: MarketCode | undefined; all?: boolean; limit: number },
): Promise<BlockOffer[]> {
  let query = db.selectFrom('block_offers').selectAll();
  if (!filter.all) query = query.where('approved_at', 'is not', null);
  if (filter.market) query = query.where('market', '=', filter.market);
  return query.orderBy('id', 'desc').limit(filter.limit).execute();
}

export function insertOffer(tx: Tx, row: Insertable<BlockOffersTable>) {
  return tx.insertInto('block_offers').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateOffer(
  tx: Tx,
  id: number,
  change: Updateable<BlockOffersTable>,
): Promise<void> {
  await tx.updateTable('block_offers').set(change).where('id', '=', id).execute();
}

/** Sets the allocation time when it is still empty; whether this call was the one that set it. */
export async function claimAllocation(tx: Tx, id: number, now: string): Promise<boolean> {
  const claimed = await tx
    .updateTable('block_offers')
    .set({ allocated_at: now })
    .where('id', '=', id)
    .where('allocated_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Offers whose deadline has passed and that are not allocated yet. */
export function offersDueForAllocation(db: Db | Tx, now: string): Promise<BlockOffer[]> {
  return db
    .selectFrom('block_offers')
    .selectAll()
    .where('allocated_at', 'is', null)
    .where('deadline', '<=', now)
    .execute();
}

/** Lots bought into an offer so far. */
export async function soldLots(db: Db | Tx, offerId: number): Promise<number> {
  const row = await db
    .selectFrom('block_purchases')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
    .where('offer_id', '=', offerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertPurchase(tx: Tx, row: Insertable<BlockPurchasesTable>) {
  return tx.insertInto('block_purchases').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updatePurchase(
  tx: Tx,
  id: number,
  change: Updateable<BlockPurchasesTable>,
): Promise<void> {
  await tx.updateTable('block_purchases').set(change).where('id', '=', id).execute();
}

export function purchaseByNonce(
  db: Db | Tx,
  customerId: number,
  nonce: string,
): Promise<BlockPurchase | undefined> {
  return db
    .selectFrom('block_purchases')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('nonce', '=', nonce)
    .executeTakeFirst();
}

/** An offer's purchases in one state. */
export function purchasesOf(
  db: Db | Tx,
  offerId: number,
  status: number,
): Promise<BlockPurchase[]> {
  return db
    .selectFrom('block_purchases')
    .selectAll()
    .where('offer_id', '=', offerId)
    .where('status', '=', status)
    .execute();
}

/** Whether any customer has bought into the offer (its price can then no longer change). */
export async function hasPurchases(db: Db | Tx, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('block_purchases')
    .select('id')
    .where('offer_id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A customer's latest block purchases in one currency with their offer's code, price and lock,
 * newest first (the account panel's rows).
 */
export function latestPurchases(
  db: Db | Tx,
  customerId: number,
  currency: Currency,
  limit: number,
) {
  return db
    .selectFrom('block_purchases as b')
    .leftJoin('block_offers as o', 'o.id', 'b.offer_id')
    .select([
      'b.id',
      'b.status',
      'b.credit',
      'b.quantity',
      'b.created_at',
      'o.code',
      'o.price_e4',
      'o.lock_days',
    ])
    .where('b.customer_id', '=', customerId)
    .where('b.currency', '=', currency)
    .orderBy('b.id', 'desc')
    .limit(limit)
    .execute();
}
