import type { Insertable } from 'kysely';
import type { Db, Tx } from '../../db/transaction.ts';
import type { StaffSessionsTable, StaffTable } from '../../db/schema.ts';

/** The staff module's queries: staff users and their sessions. */

export async function insertStaff(db: Db | Tx, row: Insertable<StaffTable>): Promise<number> {
  const inserted = await db
    .insertInto('staff')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function findStaffByUsername(db: Db | Tx, username: string) {
  return db.selectFrom('staff').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function hasAnyStaff(db: Db | Tx): Promise<boolean> {
  return (await db.selectFrom('staff').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function insertStaffSession(
  db: Db | Tx,
  row: Insertable<StaffSessionsTable>,
): Promise<void> {
  await db.insertInto('staff_sessions').values(row).execute();
}

export async function deleteStaffSession(db: Db | Tx, tokenHash: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
}

/** The session with this token hash and its staff user. */
export function staffSession(db: Db | Tx, tokenHash: string) {
  return db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff as u', 'u.id', 's.staff_id')
    .select(['u.id', 'u.username', 'u.roles', 'u.disabled', 's.expires_at'])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
