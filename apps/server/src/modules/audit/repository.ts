import type { Insertable } from 'kysely';
import type { Db, Tx } from '../../db/transaction.ts';
import type { AuditLogTable } from '../../db/schema.ts';

/** The audit module's queries: the append-only audit log. */

export async function insertAuditEntry(db: Db | Tx, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/** One page of entries, newest first, with how many there are in all. */
export async function auditPage(
  db: Db,
  options: { page: number; size: number; target?: string | undefined },
) {
  let query = db.selectFrom('audit_log');
  if (options.target) query = query.where('target', '=', options.target);
  const rows = await query
    .selectAll()
    .orderBy('id', 'desc')
    .limit(options.size)
    .offset((options.page - 1) * options.size)
    .execute();
  const count = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}
