import type { Insertable, Selectable } from 'kysely';
import type { Db, Tx } from '../../db/transaction.ts';
import type { ReviewItemsTable } from '../../db/schema.ts';
import type { ReviewStatus } from '@kabuto/shared/contracts/admin-staff';

/** The reviews module's queries: the staff review queue. */

export type ReviewRow = Selectable<ReviewItemsTable>;

export async function insertReviewItem(tx: Tx, row: Insertable<ReviewItemsTable>): Promise<number> {
  const inserted = await tx
    .insertInto('review_items')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function hasPendingItem(
  db: Db | Tx,
  customerId: number,
  kinds: readonly string[],
): Promise<boolean> {
  const row = await db
    .selectFrom('review_items')
    .select('id')
    .where('status', '=', 'pending')
    .where('kind', 'in', kinds)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

export function reviewItems(
  db: Db | Tx,
  filter: { kind?: string | undefined; status: ReviewStatus; limit: number },
): Promise<ReviewRow[]> {
  let query = db.selectFrom('review_items').selectAll().where('status', '=', filter.status);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  return query
    .orderBy('id', filter.status === 'pending' ? 'asc' : 'desc')
    .limit(filter.limit)
    .execute();
}

export function reviewItem(db: Db | Tx, id: number, kind?: string): Promise<ReviewRow | undefined> {
  let query = db.selectFrom('review_items').selectAll().where('id', '=', id);
  if (kind !== undefined) query = query.where('kind', '=', kind);
  return query.executeTakeFirst();
}

/**
 * Decides a pending item: a conditional update, so of two reviewers deciding one item only one
 * claims it. Whether this call claimed it.
 */
export async function claimPendingItem(
  tx: Tx,
  item: { id: number; kind: string },
  decision: { status: ReviewStatus; decided_at: string; decided_by: string; reason: string | null },
): Promise<boolean> {
  const claimed = await tx
    .updateTable('review_items')
    .set(decision)
    .where('id', '=', item.id)
    .where('kind', '=', item.kind)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
