/**
 * The SQL of customer account security (issue 16): two-factor state, the devices a customer signed
 * in from, and what the session list reads of `customer_sessions`. Kept beside repository.ts (the
 * rest of the module's SQL) so that neither passes 400 lines; only this module uses either.
 */
import type { Db, Tx } from '../../db/transaction.ts';
import type { CustomerTotpTable } from '../../db/schema.ts';
import type { Selectable, Updateable } from 'kysely';
import type { DialectName } from '../../db/database.ts';

export type TotpRow = Selectable<CustomerTotpTable>;

export function findTotp(db: Db | Tx, customerId: number): Promise<TotpRow | undefined> {
  return db
    .selectFrom('customer_totp')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/** A new pending secret (setup), replacing any earlier pending one; never one already on. */
export async function savePendingTotp(
  db: Db | Tx,
  v: { customerId: number; secret: string; now: string },
): Promise<boolean> {
  await db
    .deleteFrom('customer_totp')
    .where('customer_id', '=', v.customerId)
    .where('enabled_at', 'is', null)
    .execute();
  const inserted = await db
    .insertInto('customer_totp')
    .values({ customer_id: v.customerId, secret: v.secret, created_at: v.now })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .returning('customer_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The two-factor row; on PostgreSQL locked until the transaction ends (codes take turns). */
export function lockTotp(
  tx: Tx,
  dialect: DialectName,
  customerId: number,
): Promise<TotpRow | undefined> {
  let query = tx.selectFrom('customer_totp').selectAll().where('customer_id', '=', customerId);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function updateTotp(
  tx: Tx,
  customerId: number,
  patch: Updateable<CustomerTotpTable>,
): Promise<void> {
  await tx.updateTable('customer_totp').set(patch).where('customer_id', '=', customerId).execute();
}

export async function deleteTotp(db: Db | Tx, customerId: number): Promise<void> {
  await db.deleteFrom('customer_totp').where('customer_id', '=', customerId).execute();
}

/** Whether two-factor is on for the customer (a confirmed secret). */
export async function totpEnabled(db: Db | Tx, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('customer_totp')
    .select('customer_id')
    .where('customer_id', '=', customerId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records the device the customer signs in from: `first` for the first device of all, `new` for
 * one not seen before, `known` otherwise.
 */
export async function recordDevice(
  tx: Tx,
  v: { customerId: number; deviceKey: string; now: string },
): Promise<'first' | 'new' | 'known'> {
  const known = await tx
    .selectFrom('customer_devices')
    .select('device_key')
    .where('customer_id', '=', v.customerId)
    .execute();
  if (known.some((d) => d.device_key === v.deviceKey)) return 'known';
  await tx
    .insertInto('customer_devices')
    .values({ customer_id: v.customerId, device_key: v.deviceKey, first_seen_at: v.now })
    .onConflict((oc) => oc.columns(['customer_id', 'device_key']).doNothing())
    .execute();
  return known.length > 0 ? 'new' : 'first';
}

/** The customer's sessions that have not expired, newest first. */
export function sessionRows(db: Db | Tx, v: { customerId: number; now: string }) {
  return db
    .selectFrom('customer_sessions')
    .select(['token_hash', 'device', 'address', 'created_at', 'last_seen_at'])
    .where('customer_id', '=', v.customerId)
    .where('expires_at', '>', v.now)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Notes a session's last request (idle expiry, the session list). */
export async function touchSession(db: Db | Tx, tokenHash: string, now: string): Promise<void> {
  await db
    .updateTable('customer_sessions')
    .set({ last_seen_at: now })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Ends sessions idle since before `idleSince` (a job), or one session that is. */
export async function deleteIdleSessions(
  db: Db | Tx,
  v: { idleSince: string; tokenHash?: string },
): Promise<number> {
  let query = db
    .deleteFrom('customer_sessions')
    .where((eb) =>
      eb.or([
        eb('last_seen_at', '<', v.idleSince),
        eb.and([eb('last_seen_at', 'is', null), eb('created_at', '<', v.idleSince)]),
      ]),
    );
  if (v.tokenHash !== undefined) query = query.where('token_hash', '=', v.tokenHash);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
