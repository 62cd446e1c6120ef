import type { Insertable } from 'kysely';
import type { Db, Tx } from '../../db/transaction.ts';
import type { UploadsTable } from '../../db/schema.ts';

/** The uploads module's queries: the stored files' records. */

export async function insertUpload(tx: Tx, row: Insertable<UploadsTable>): Promise<number> {
  const inserted = await tx
    .insertInto('uploads')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** An upload by id; with a customer, only when it is theirs. */
export function findUpload(db: Db | Tx, id: number, customerId: number | null) {
  let query = db.selectFrom('uploads').selectAll().where('id', '=', id);
  if (customerId !== null) query = query.where('customer_id', '=', customerId);
  return query.executeTakeFirst();
}
