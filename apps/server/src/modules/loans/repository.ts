import type { Insertable, Updateable } from 'kysely';
import type { Db, Tx } from '../../db/transaction.ts';
import type { LoansTable } from '../../db/schema.ts';

/** The loans module's queries: credit loans. */

/** The customer's latest loan in one of `statuses`, if any. */
export function latestLoanIn(db: Db | Tx, customerId: number, statuses: readonly string[]) {
  return db
    .selectFrom('loans')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('status', 'in', statuses)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The customer's loan applied for with `nonce`, if any. */
export function loanByNonce(db: Db | Tx, customerId: number, nonce: string) {
  return db
    .selectFrom('loans')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('nonce', '=', nonce)
    .executeTakeFirst();
}

export function loanById(db: Db | Tx, id: number) {
  return db.selectFrom('loans').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** One of the customer's loans, if it is theirs. */
export function customerLoan(db: Db | Tx, customerId: number, id: number) {
  return db
    .selectFrom('loans')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export function insertLoan(tx: Tx, row: Insertable<LoansTable>) {
  return tx.insertInto('loans').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateLoan(
  tx: Tx,
  id: number,
  change: Updateable<LoansTable>,
): Promise<void> {
  await tx.updateTable('loans').set(change).where('id', '=', id).execute();
}

export function loansInStatus(db: Db | Tx, status: string) {
  return db.selectFrom('loans').selectAll().where('status', '=', status).execute();
}

/** A customer's latest loans, newest first, in one currency when given. */
export function loansOf(db: Db | Tx, customerId: number, currency: string | undefined) {
  let query = db.selectFrom('loans').selectAll().where('customer_id', '=', customerId);
  if (currency) query = query.where('currency', '=', currency);
  return query.orderBy('id', 'desc').limit(100).execute();
}
