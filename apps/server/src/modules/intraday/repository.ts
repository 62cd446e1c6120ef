import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/transaction.ts';
import type { IntradayApplicationsTable } from '../../db/schema.ts';

/** The intraday module's queries: day-trading applications. */

export function insertApplication(tx: Tx, row: Insertable<IntradayApplicationsTable>) {
  return tx
    .insertInto('intraday_applications')
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The customer's application still submitted or trading, if any. */
export function openApplication(db: Db | Tx, customerId: number) {
  return db
    .selectFrom('intraday_applications')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('status', 'in', ['submitted', 'trading'])
    .executeTakeFirst();
}

export function applicationById(db: Db | Tx, id: number) {
  return db
    .selectFrom('intraday_applications')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** A customer's latest applications, newest first, in one currency when given. */
export function applicationsOf(db: Db | Tx, customerId: number, currency: string | undefined) {
  let query = db
    .selectFrom('intraday_applications')
    .selectAll()
    .where('customer_id', '=', customerId);
  if (currency) query = query.where('currency', '=', currency);
  return query.orderBy('id', 'desc').limit(100).execute();
}

/** The customer's application in `currency` whose session is trading, if any. */
export function tradingApplication(db: Db | Tx, customerId: number, currency: string) {
  return db
    .selectFrom('intraday_applications')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .where('status', '=', 'trading')
    .executeTakeFirst();
}

/** Every application whose session is trading. */
export function tradingApplications(db: Db | Tx) {
  return db
    .selectFrom('intraday_applications')
    .selectAll()
    .where('status', '=', 'trading')
    .execute();
}

export async function updateApplication(
  tx: Tx,
  id: number,
  change: Updateable<IntradayApplicationsTable>,
): Promise<void> {
  await tx.updateTable('intraday_applications').set(change).where('id', '=', id).execute();
}

/** Moves a trading application to closing; false when it no longer trades. */
export async function claimForClosing(tx: Tx, id: number): Promise<boolean> {
  const claimed = await tx
    .updateTable('intraday_applications')
    .set({ status: 'closing' })
    .where('id', '=', id)
    .where('status', '=', 'trading')
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * Adds `amount` to what a trading application has consumed when what is left covers it; false
 * when it does not or the application no longer trades.
 */
export async function consumeOnApplication(tx: Tx, id: number, amount: number): Promise<boolean> {
  const used = await tx
    .updateTable('intraday_applications')
    .set({ consumed: sql<number>`consumed + ${amount}` })
    .where('id', '=', id)
    .where('status', '=', 'trading')
    .where(sql<boolean>`amount - consumed >= ${amount}`)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
