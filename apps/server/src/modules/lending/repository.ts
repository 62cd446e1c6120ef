import type { Insertable } from 'kysely';
import type { Db, Tx } from '../../db/transaction.ts';
import type { ShareLoansTable } from '../../db/schema.ts';

/** The lending module's queries: shares lent into the pool. */

/** Shares lent (not recalled) from one position. */
export async function lentFromPosition(db: Db | Tx, positionId: number): Promise<number> {
  const row = await db
    .selectFrom('share_loans')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
    .where('position_id', '=', positionId)
    .where('status', '=', 'lent')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Shares of `code` lent (not recalled), over every lender. */
export async function lentOfCode(db: Db | Tx, code: string): Promise<number> {
  const row = await db
    .selectFrom('share_loans')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
    .where('code', '=', code)
    .where('status', '=', 'lent')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertShareLoan(tx: Tx, row: Insertable<ShareLoansTable>) {
  return tx.insertInto('share_loans').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Recalls one of the customer's lent loans; undefined when there is none such. */
export function recallShareLoan(db: Db | Tx, id: number, customerId: number, at: string) {
  return db
    .updateTable('share_loans')
    .set({ status: 'recalled', recalled_at: at })
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .where('status', '=', 'lent')
    .returningAll()
    .executeTakeFirst();
}

/** Recalls everything lent from one position. */
export async function recallPositionLoans(tx: Tx, positionId: number, at: string): Promise<void> {
  await tx
    .updateTable('share_loans')
    .set({ status: 'recalled', recalled_at: at })
    .where('position_id', '=', positionId)
    .where('status', '=', 'lent')
    .execute();
}

/** A customer's latest loans, newest first, in one currency when given. */
export function shareLoansOf(db: Db | Tx, customerId: number, currency: string | undefined) {
  let query = db.selectFrom('share_loans').selectAll().where('customer_id', '=', customerId);
  if (currency) query = query.where('currency', '=', currency);
  return query.orderBy('id', 'desc').limit(200).execute();
}

/** Lent loans whose fees are accrued only to a day before `today`. */
export function loansDueFees(db: Db | Tx, today: string) {
  return db
    .selectFrom('share_loans')
    .selectAll()
    .where('status', '=', 'lent')
    .where('accrued_through', '<', today)
    .execute();
}

export async function setAccruedThrough(tx: Tx, id: number, day: string): Promise<void> {
  await tx.updateTable('share_loans').set({ accrued_through: day }).where('id', '=', id).execute();
}

/** Shares lent per position and lender. */
export async function lentByPosition(db: Db | Tx) {
  const rows = await db
    .selectFrom('share_loans')
    .select(['position_id', 'customer_id', (eb) => eb.fn.sum<number>('quantity').as('n')])
    .where('status', '=', 'lent')
    .groupBy(['position_id', 'customer_id'])
    .execute();
  return rows.map((r) => ({
    position_id: r.position_id,
    customer_id: r.customer_id,
    n: Number(r.n),
  }));
}
