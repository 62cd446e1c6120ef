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
    .select(['u.id', 'u.username', 'u.roles', 'u.disabled', 's.expires_at', 's.setup_only'])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Two-factor state of a staff user (migration 028). */
export function updateStaffTotp(
  db: Db | Tx,
  staffId: number,
  values: Partial<
    Pick<
      StaffTable,
      | 'totp_secret'
      | 'totp_enabled_at'
      | 'totp_last_step'
      | 'totp_recovery_json'
      | 'totp_locked_until'
    > & { totp_failures: number }
  >,
) {
  return db.updateTable('staff').set(values).where('id', '=', staffId).execute();
}

export function findStaffById(db: Db | Tx, staffId: number) {
  return db.selectFrom('staff').selectAll().where('id', '=', staffId).executeTakeFirst();
}

/** Ends every session of a staff user (role change, two-factor turned on). */
export async function deleteStaffSessions(db: Db | Tx, staffId: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
}

export async function updateStaffRoles(db: Db | Tx, staffId: number, roles: string) {
  await db.updateTable('staff').set({ roles }).where('id', '=', staffId).execute();
}

/** Takes a TOTP time step as used, only if it is after the last one: false when it is not. */
export async function claimStaffTotpStep(db: Db | Tx, staffId: number, step: number) {
  const result = await db
    .updateTable('staff')
    .set({ totp_last_step: step, totp_failures: 0, totp_locked_until: null })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces the recovery hashes only if they are still `before`: false when another took one. */
export async function claimStaffRecoveryCode(
  db: Db | Tx,
  staffId: number,
  before: string,
  after: string,
) {
  const result = await db
    .updateTable('staff')
    .set({ totp_recovery_json: after, totp_failures: 0, totp_locked_until: null })
    .where('id', '=', staffId)
    .where('totp_recovery_json', '=', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Makes a setup-only session a full one (two-factor was just turned on in it). */
export async function completeStaffSession(db: Db | Tx, tokenHash: string) {
  await db
    .updateTable('staff_sessions')
    .set({ setup_only: 0 })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Ends every session of a staff user but the one with this token hash. */
export async function deleteOtherStaffSessions(db: Db | Tx, staffId: number, keep: string) {
  await db
    .deleteFrom('staff_sessions')
    .where('staff_id', '=', staffId)
    .where('token_hash', '!=', keep)
    .execute();
}
