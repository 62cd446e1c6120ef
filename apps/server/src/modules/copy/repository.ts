import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Currency } from '@kabuto/shared/money';
import type { Db, Tx } from '../../db/transaction.ts';
import type { ProductFollowsTable, ProductsTable } from '../../db/schema.ts';

/** The copy module's queries: products, their daily NAVs and the follows into them. */

export type Product = Selectable<ProductsTable>;
export type ProductFollow = Selectable<ProductFollowsTable>;

export async function countProducts(db: Db | Tx): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertProduct(tx: Tx, row: Insertable<ProductsTable>): Promise<Product> {
  return tx.insertInto('products').values(row).returningAll().executeTakeFirstOrThrow();
}

export function productById(db: Db | Tx, id: number): Promise<Product | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Products newest first: on the shelf only unless `all`, in one currency when given. */
export function productsList(
  db: Db | Tx,
  filter: { currency?: Currency | undefined; all?: boolean; limit?: number },
): Promise<Product[]> {
  let query = db.selectFrom('products').selectAll();
  if (!filter.all) query = query.where('on_shelf', '=', 1);
  if (filter.currency) query = query.where('currency', '=', filter.currency);
  query = query.orderBy('id', 'desc');
  if (filter.limit) query = query.limit(filter.limit);
  return query.execute();
}

export async function updateProduct(
  tx: Tx,
  id: number,
  change: Updateable<ProductsTable>,
): Promise<void> {
  await tx.updateTable('products').set(change).where('id', '=', id).execute();
}

/** The product's NAVs of its last `days` recorded days, oldest first. */
export async function navHistory(db: Db | Tx, productId: number, days: number) {
  const rows = await db
    .selectFrom('product_navs')
    .select(['date', 'nav_e6'])
    .where('product_id', '=', productId)
    .orderBy('date', 'desc')
    .limit(days)
    .execute();
  return rows.reverse();
}

/** The latest NAV recorded on a day in [from, before), if any. */
export async function navBefore(
  db: Db | Tx,
  productId: number,
  from: string,
  before: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('product_navs')
    .select('nav_e6')
    .where('product_id', '=', productId)
    .where('date', '<', before)
    .where('date', '>=', from)
    .orderBy('date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.nav_e6;
}

/** Records a day's NAV once; whether it was new. */
export async function recordNav(
  db: Db | Tx,
  productId: number,
  date: string,
  nav: number,
): Promise<boolean> {
  const result = await db
    .insertInto('product_navs')
    .values({ product_id: productId, date, nav_e6: nav })
    .onConflict((oc) => oc.columns(['product_id', 'date']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Units held and followers counted over the follows in one state. */
export async function followTotals(
  db: Db | Tx,
  productId: number,
  status: number,
): Promise<{ units: number; followers: number }> {
  const row = await db
    .selectFrom('product_follows')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('units'), eb.lit(0)).as('units'),
      eb.fn.countAll<number>().as('followers'),
    ])
    .where('product_id', '=', productId)
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return { units: Number(row.units), followers: Number(row.followers) };
}

export function insertFollow(tx: Tx, row: Insertable<ProductFollowsTable>): Promise<ProductFollow> {
  return tx.insertInto('product_follows').values(row).returningAll().executeTakeFirstOrThrow();
}

export function customerFollow(
  db: Db | Tx,
  customerId: number,
  id: number,
): Promise<ProductFollow | undefined> {
  return db
    .selectFrom('product_follows')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export async function updateFollow(
  tx: Tx,
  id: number,
  change: Updateable<ProductFollowsTable>,
): Promise<void> {
  await tx.updateTable('product_follows').set(change).where('id', '=', id).execute();
}

/** A customer's follows of products, newest first, in one currency when given. */
export function followsOf(
  db: Db | Tx,
  customerId: number,
  currency: Currency | undefined,
): Promise<ProductFollow[]> {
  let query = db
    .selectFrom('product_follows')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('product_id', 'is not', null);
  if (currency) query = query.where('currency', '=', currency);
  return query.orderBy('id', 'desc').limit(200).execute();
}

/** A customer's latest follows in one currency, newest first (the account panel's rows). */
export function latestFollows(
  db: Db | Tx,
  customerId: number,
  currency: Currency,
  limit: number,
): Promise<{ id: number; status: number; amount: number }[]> {
  return db
    .selectFrom('product_follows')
    .select(['id', 'status', 'amount'])
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The follows customers held in `currency` at `at`: bought at or before it, not ended by then. */
export function followsHeldAt(
  db: Db | Tx,
  customerIds: readonly number[],
  currency: Currency,
  at: string,
): Promise<{ id: number; customer_id: number; amount: number }[]> {
  if (customerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_follows')
    .select(['id', 'customer_id', 'amount'])
    .where('customer_id', 'in', customerIds)
    .where('currency', '=', currency)
    .where('created_at', '<=', at)
    .where((eb) => eb.or([eb('closed_at', 'is', null), eb('closed_at', '>', at)]))
    .orderBy('id', 'desc')
    .execute();
}
