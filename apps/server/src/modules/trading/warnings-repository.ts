import type { Db, Tx } from '../../db/transaction.ts';

/** The queries of `margin_warnings`: the accounts warned in their present episode. */

export function warnedAccounts(db: Db) {
  return db.selectFrom('margin_warnings').select(['customer_id', 'currency']).execute();
}

/** Marks an account warned; false when it already was. */
export async function insertWarned(
  tx: Tx,
  row: { customer_id: number; currency: string; warned_at: string },
): Promise<boolean> {
  const inserted = await tx
    .insertInto('margin_warnings')
    .values(row)
    .onConflict((oc) => oc.columns(['customer_id', 'currency']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteWarned(db: Db, customerId: number, currency: string): Promise<void> {
  await db
    .deleteFrom('margin_warnings')
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .execute();
}
