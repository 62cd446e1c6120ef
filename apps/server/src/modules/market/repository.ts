import type { Db, Tx } from '../../db/transaction.ts';

/** The market module's queries: customers' watchlists. */

export function watchlistRows(db: Db | Tx, customerId: number) {
  return db
    .selectFrom('watchlist')
    .select(['code', 'created_at'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function watchlistSize(db: Db | Tx, customerId: number): Promise<number> {
  const count = await db
    .selectFrom('watchlist')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

/** Adds a code to the watchlist; a code already on it stays as it was. */
export async function insertWatched(
  db: Db | Tx,
  row: { customer_id: number; code: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('watchlist')
    .values(row)
    .onConflict((oc) => oc.columns(['customer_id', 'code']).doNothing())
    .execute();
}

export async function deleteWatched(db: Db | Tx, customerId: number, code: string): Promise<void> {
  await db
    .deleteFrom('watchlist')
    .where('customer_id', '=', customerId)
    .where('code', '=', code)
    .execute();
}

/** A market switch every node shares (`practice`), or undefined when never set at run time. */
export async function marketSwitch(db: Db | Tx, name: string): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('market_switches')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? Number(row.value) === 1 : undefined;
}

export async function saveMarketSwitch(
  db: Db | Tx,
  name: string,
  on: boolean,
  at: string,
): Promise<void> {
  const value = on ? 1 : 0;
  await db
    .insertInto('market_switches')
    .values({ name, value, updated_at: at })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: at }))
    .execute();
}
