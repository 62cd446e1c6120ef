import type { Db, Tx } from '../../db/transaction.ts';
import type { Customer, NewCustomer } from '../../db/schema.ts';
import type { DialectName } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';

export function findCustomerByAccount(db: Db | Tx, account: string): Promise<Customer | undefined> {
  return db.selectFrom('customers').selectAll().where('account', '=', account).executeTakeFirst();
}

export function findCustomerById(db: Db | Tx, id: number): Promise<Customer | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCustomerByInviteCode(db: Db | Tx, code: string): Promise<Customer | undefined> {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('invite_code', '=', code.toUpperCase())
    .executeTakeFirst();
}

export async function insertCustomer(tx: Tx, row: NewCustomer): Promise<number> {
  const inserted = await tx
    .insertInto('customers')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function countInvited(db: Db | Tx, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('inviter_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The customer row; on PostgreSQL locked until the transaction ends. */
export function lockCustomerRow(
  tx: Tx,
  dialect: DialectName,
  id: number,
): Promise<Customer | undefined> {
  let query = tx.selectFrom('customers').selectAll().where('id', '=', id);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/** What an order checks of its customer: the standing, and whether a fund password is set. */
const STANDING_COLUMNS = [
  'login_banned',
  'funds_frozen',
  'trade_barred',
  'kyc_status',
  'fund_password_hash',
] as const;

// Prepared: read on the order's hot path.
const standingRow = prepared((db, v: { id: number }) =>
  db.selectFrom('customers').select(STANDING_COLUMNS).where('id', '=', v.id),
);
const standingRowLocked = prepared((db, v: { id: number }) =>
  db.selectFrom('customers').select(STANDING_COLUMNS).where('id', '=', v.id).forUpdate(),
);

/** The customer's standing columns; with `lock`, the row is locked until the transaction ends. */
export function customerStandingRow(db: Db | Tx, id: number, lock: boolean) {
  return (lock ? standingRowLocked : standingRow).first(db, { id });
}

export async function updateKycStatus(
  tx: Tx,
  id: number,
  status: 'pending' | 'passed' | 'rejected',
): Promise<void> {
  await tx.updateTable('customers').set({ kyc_status: status }).where('id', '=', id).execute();
}

export async function accountsByIds(db: Db | Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('customers').select(['id', 'account']).where('id', 'in', ids).execute();
}

export async function hasAnyCustomer(db: Db | Tx): Promise<boolean> {
  return (await db.selectFrom('customers').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** The fund password's hash and guessing count; on PostgreSQL the row stays locked. */
export function lockFundPasswordState(tx: Tx, dialect: DialectName, id: number) {
  let query = tx
    .selectFrom('customers')
    .select(['fund_password_hash', 'fund_password_failures', 'fund_password_locked_until'])
    .where('id', '=', id);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

export async function setFundPasswordFailures(
  tx: Tx,
  id: number,
  failures: number,
  lockedUntil: string | null,
): Promise<void> {
  await tx
    .updateTable('customers')
    .set({ fund_password_failures: failures, fund_password_locked_until: lockedUntil })
    .where('id', '=', id)
    .execute();
}

/** The time zone a customer chose on My Page; null goes back to the default. */
export async function updateTimeZone(db: Db | Tx, id: number, zone: string | null): Promise<void> {
  await db.updateTable('customers').set({ time_zone: zone }).where('id', '=', id).execute();
}

/** Until when the session may commit money without the fund password; undefined: no session. */
export async function sessionUnlockedUntil(
  db: Db | Tx,
  tokenHash: string,
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('customer_sessions')
    .select('funds_unlocked_until')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.funds_unlocked_until;
}

/**
 * Unlocks one session until `until`, provided the customer's fund password is still the one just
 * checked (`passwordHash`): a change of password in between leaves the session locked.
 */
export async function unlockSession(
  db: Db | Tx,
  v: { tokenHash: string; customerId: number; passwordHash: string; until: string },
): Promise<boolean> {
  const result = await db
    .updateTable('customer_sessions')
    .set({ funds_unlocked_until: v.until })
    .where('token_hash', '=', v.tokenHash)
    .where('customer_id', '=', v.customerId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('customers')
          .select('id')
          .where('id', '=', v.customerId)
          .where('fund_password_hash', '=', v.passwordHash),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Locks one session (its token hash), or every session of the customer. */
export async function lockSessions(
  db: Db | Tx,
  which: { tokenHash: string } | { customerId: number },
): Promise<void> {
  let query = db.updateTable('customer_sessions').set({ funds_unlocked_until: null });
  query =
    'tokenHash' in which
      ? query.where('token_hash', '=', which.tokenHash)
      : query.where('customer_id', '=', which.customerId);
  await query.where('funds_unlocked_until', 'is not', null).execute();
}
