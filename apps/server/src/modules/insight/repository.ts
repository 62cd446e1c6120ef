import type { Insertable, Selectable } from 'kysely';
import type { Db, Tx } from '../../db/transaction.ts';
import type { AccountValuesTable, PriceAlertsTable } from '../../db/schema.ts';

/** The insight module's queries: daily account values and price alerts (migration 029). */

export type AccountValue = Selectable<AccountValuesTable>;
export type PriceAlertRow = Selectable<PriceAlertsTable>;

/** Writes a day's values; a row already there (another run, another server) is kept. */
export async function insertAccountValues(
  db: Db | Tx,
  rows: readonly Insertable<AccountValuesTable>[],
): Promise<number> {
  let written = 0;
  for (let i = 0; i < rows.length; i += 200) {
    const result = await db
      .insertInto('account_values')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.columns(['customer_id', 'currency', 'day']).doNothing())
      .executeTakeFirst();
    written += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return written;
}

/** Whether the close of `day` in `currency` has been recorded (by the job, for anyone). */
export async function dayRecorded(db: Db | Tx, currency: string, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('account_values')
    .select('customer_id')
    .where('currency', '=', currency)
    .where('day', '=', day)
    .where('source', '=', 'close')
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** A customer's values in one currency from `fromDay` on (all when null), oldest first. */
export function accountValues(
  db: Db | Tx,
  filter: { customerId: number; currency: string; fromDay: string | null; source?: string },
): Promise<AccountValue[]> {
  let query = db
    .selectFrom('account_values')
    .selectAll()
    .where('customer_id', '=', filter.customerId)
    .where('currency', '=', filter.currency);
  if (filter.fromDay !== null) query = query.where('day', '>=', filter.fromDay);
  if (filter.source !== undefined) query = query.where('source', '=', filter.source);
  return query.orderBy('day').execute();
}

export async function insertAlert(
  db: Db | Tx,
  row: Omit<Insertable<PriceAlertsTable>, 'id'>,
): Promise<PriceAlertRow> {
  return db.insertInto('price_alerts').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function countAlerts(db: Db | Tx, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('price_alerts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function customerAlerts(db: Db | Tx, customerId: number): Promise<PriceAlertRow[]> {
  return db
    .selectFrom('price_alerts')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .execute();
}

/** Every alert not yet fired: the in-memory index is built from them at start (`id`: that one). */
export function armedAlerts(db: Db | Tx, id?: number): Promise<PriceAlertRow[]> {
  let query = db.selectFrom('price_alerts').selectAll().where('fired_at', 'is', null);
  if (id !== undefined) query = query.where('id', '=', id);
  return query.execute();
}

export async function deleteAlert(db: Db | Tx, customerId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('price_alerts')
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Marks an alert fired unless it already was (or is gone): true for the one caller that did. */
export async function claimAlert(
  tx: Tx,
  id: number,
  fired: { fired_at: string; fired_price_e4: number },
): Promise<PriceAlertRow | undefined> {
  return tx
    .updateTable('price_alerts')
    .set(fired)
    .where('id', '=', id)
    .where('fired_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}
