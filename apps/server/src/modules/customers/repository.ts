import type { Db, Tx } from '../../db/transaction.ts';
import type { Customer, NewCustomer } from '../../db/schema.ts';
import type { DialectName } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { sql } from 'kysely';

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

/** Every customer signed up before `before` (ISO), with what a statement is written in. */
export function customersBefore(db: Db | Tx, before: string) {
  return db
    .selectFrom('customers')
    .select(['id', 'language', 'time_zone', 'created_at'])
    .where('created_at', '<', before)
    .orderBy('id')
    .execute();
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

/** Opens a session: the token's hash, never the token itself, is stored. */
export async function insertSession(
  db: Db | Tx,
  v: {
    tokenHash: string;
    customerId: number;
    createdAt: string;
    expiresAt: string;
    device: string | null;
    address: string | null;
  },
): Promise<void> {
  await db
    .insertInto('customer_sessions')
    .values({
      token_hash: v.tokenHash,
      customer_id: v.customerId,
      created_at: v.createdAt,
      expires_at: v.expiresAt,
      device: v.device,
      address: v.address,
    })
    .execute();
}

/** Deletes one session (its token hash), or every session of the customer but the one kept. */
export async function deleteSessions(
  db: Db | Tx,
  which: { tokenHash: string } | { customerId: number; keepTokenHash?: string | undefined },
): Promise<void> {
  if ('tokenHash' in which) {
    await db.deleteFrom('customer_sessions').where('token_hash', '=', which.tokenHash).execute();
    return;
  }
  let query = db.deleteFrom('customer_sessions').where('customer_id', '=', which.customerId);
  if (which.keepTokenHash !== undefined)
    query = query.where('token_hash', '!=', which.keepTokenHash);
  await query.execute();
}

/** The customer a session token hash belongs to, with the standing a request needs. */
export const sessionCustomer = prepared((db, v: { tokenHash: string }) =>
  db
    .selectFrom('customer_sessions as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .select([
      'c.id',
      'c.account',
      'c.login_banned',
      'c.funds_frozen',
      'c.trade_barred',
      'c.kyc_status',
      sql<number>`case when c.fund_password_hash is null then 0 else 1 end`.as('has_fund_password'),
      's.expires_at',
      's.funds_unlocked_until',
      's.created_at',
      's.last_seen_at',
    ])
    .where('s.token_hash', '=', v.tokenHash),
);

/**
 * Counts a sign-in attempt for the account number in one statement and answers how many attempts
 * the current window holds; a window older than `windowOpenedBefore` starts over at one.
 */
export async function countSignInAttempt(
  db: Db | Tx,
  v: { account: string; now: string; windowOpenedBefore: string },
): Promise<number> {
  const stale = sql<boolean>`sign_in_failures.window_started_at <= ${v.windowOpenedBefore}`;
  const row = await db
    .insertInto('sign_in_failures')
    .values({ account: v.account, failures: 1, window_started_at: v.now })
    .onConflict((oc) =>
      oc.column('account').doUpdateSet({
        failures: sql<number>`case when ${stale} then 1 else sign_in_failures.failures + 1 end`,
        window_started_at: sql<string>`case when ${stale} then ${v.now} else sign_in_failures.window_started_at end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

/** Forgets the sign-in counts of one account, or (by window) every count whose window ran out. */
export async function deleteSignInFailures(
  db: Db | Tx,
  which: { account: string } | { windowOpenedBefore: string },
): Promise<number> {
  const query = db.deleteFrom('sign_in_failures');
  const result = await (
    'account' in which
      ? query.where('account', '=', which.account)
      : query.where('window_started_at', '<=', which.windowOpenedBefore)
  ).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Stores a new hash of the login password or of the fund password. */
export async function updatePasswordHash(
  tx: Tx,
  id: number,
  hash: { password_hash: string } | { fund_password_hash: string },
): Promise<void> {
  await tx.updateTable('customers').set(hash).where('id', '=', id).execute();
}

/** A customer as staff see it: standing, reason, invitation and who invited them. */
function staffCustomerQuery(db: Db | Tx) {
  return db
    .selectFrom('customers as c')
    .leftJoin('customers as i', 'i.id', 'c.inviter_id')
    .select([
      'c.id',
      'c.account',
      'c.created_at',
      'c.kyc_status',
      'c.login_banned',
      'c.funds_frozen',
      'c.trade_barred',
      'c.status_reason',
      'c.invite_code',
      'i.account as inviter',
    ]);
}

export type StaffCustomerRow = Awaited<
  ReturnType<ReturnType<typeof staffCustomerQuery>['executeTakeFirstOrThrow']>
>;

/** One page of customers, newest first, optionally those whose account starts with `prefix`. */
export function staffCustomerRows(
  db: Db | Tx,
  v: { prefix?: string | undefined; limit: number; offset: number },
): Promise<StaffCustomerRow[]> {
  let query = staffCustomerQuery(db);
  if (v.prefix) query = query.where('c.account', 'like', `${v.prefix}%`);
  return query.orderBy('c.id', 'desc').limit(v.limit).offset(v.offset).execute();
}

export async function countCustomers(db: Db | Tx, prefix?: string): Promise<number> {
  let query = db.selectFrom('customers');
  if (prefix) query = query.where('account', 'like', `${prefix}%`);
  const row = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function staffCustomerByAccount(
  db: Db | Tx,
  account: string,
): Promise<StaffCustomerRow | undefined> {
  return staffCustomerQuery(db).where('c.account', '=', account).executeTakeFirst();
}

/** Sets the ban, freeze and trade bar with the reason staff gave. */
export async function updateStatusFlags(
  tx: Tx,
  id: number,
  flags: { login_banned: boolean; funds_frozen: boolean; trade_barred: boolean },
  reason: string,
): Promise<void> {
  await tx
    .updateTable('customers')
    .set({
      login_banned: flags.login_banned ? 1 : 0,
      funds_frozen: flags.funds_frozen ? 1 : 0,
      trade_barred: flags.trade_barred ? 1 : 0,
      status_reason: reason,
    })
    .where('id', '=', id)
    .execute();
}
