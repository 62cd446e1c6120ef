import type { Insertable, Selectable } from 'kysely';
import type { Db, Tx } from '../../db/transaction.ts';
import type { NewsTable } from '../../db/schema.ts';

/** The news module's queries: articles. */

export type NewsRow = Selectable<NewsTable>;

export function insertNews(db: Db | Tx, row: Insertable<NewsTable>): Promise<NewsRow> {
  return db.insertInto('news').values(row).returningAll().executeTakeFirstOrThrow();
}

/** A page of published articles (of one market and those for all), newest first. */
export function publishedPage(
  db: Db | Tx,
  market: string | undefined,
  page: number,
  size: number,
): Promise<NewsRow[]> {
  let query = db.selectFrom('news').selectAll().where('status', '=', 'published');
  if (market) query = query.where('market', 'in', ['all', market]);
  return query
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
}

export function findNews(db: Db | Tx, id: number): Promise<NewsRow | undefined> {
  return db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
}

export function latestNews(db: Db | Tx, limit: number): Promise<NewsRow[]> {
  return db.selectFrom('news').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

export function updateNewsStatus(
  tx: Tx,
  id: number,
  change: { status: string; published_at: string | null },
): Promise<NewsRow> {
  return tx
    .updateTable('news')
    .set(change)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function hasAnyNews(db: Db | Tx): Promise<boolean> {
  return (await db.selectFrom('news').select('id').limit(1).executeTakeFirst()) !== undefined;
}
