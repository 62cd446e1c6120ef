import type { Insertable } from 'kysely';
import type { Db, Tx } from '../../db/transaction.ts';
import type { MessagesTable } from '../../db/schema.ts';

/** The messages module's queries: site messages and who has read them. */

export async function insertMessage(db: Db | Tx, row: Insertable<MessagesTable>): Promise<number> {
  const inserted = await db
    .insertInto('messages')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The messages a customer sees (their own and those to everyone), with their read time. */
function visibleTo(db: Db | Tx, customerId: number) {
  return db
    .selectFrom('messages as m')
    .leftJoin('message_reads as r', (join) =>
      join.onRef('r.message_id', '=', 'm.id').on('r.customer_id', '=', customerId),
    )
    .where((eb) => eb.or([eb('m.customer_id', '=', customerId), eb('m.customer_id', 'is', null)]));
}

const COLUMNS = ['m.id', 'm.kind', 'm.params_json', 'm.created_at', 'r.read_at'] as const;

export function visibleMessages(db: Db | Tx, customerId: number, page: number, size: number) {
  return visibleTo(db, customerId)
    .select(COLUMNS)
    .orderBy('m.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
}

export async function unreadMessages(db: Db | Tx, customerId: number): Promise<number> {
  const row = await visibleTo(db, customerId)
    .where('r.read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function visibleMessage(db: Db | Tx, customerId: number, id: number) {
  return visibleTo(db, customerId).select(COLUMNS).where('m.id', '=', id).executeTakeFirst();
}

/** Marks a message read by the customer; the first read time stays. */
export async function markRead(
  db: Db | Tx,
  row: { message_id: number; customer_id: number; read_at: string },
): Promise<void> {
  await db
    .insertInto('message_reads')
    .values(row)
    .onConflict((oc) => oc.columns(['message_id', 'customer_id']).doNothing())
    .execute();
}
