import type { Insertable, Updateable } from 'kysely';
import type { Db, Tx } from '../../db/transaction.ts';
import type {
  BankCardsTable,
  ExchangesTable,
  RechargesTable,
  WithdrawalsTable,
} from '../../db/schema.ts';

/**
 * The funding module's tables (withdrawals, bank cards, recharges, exchanges): every statement
 * over them is here, functions over `Db | Tx`; other modules reach them through funding/service.ts.
 */

// Bank cards

function activeCardsQuery(db: Db | Tx, customerId: number) {
  return db
    .selectFrom('bank_cards')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('removed_at', 'is', null);
}

export function activeCards(db: Db | Tx, customerId: number) {
  return activeCardsQuery(db, customerId).orderBy('id').execute();
}

export function activeCard(db: Db | Tx, customerId: number, id: number) {
  return activeCardsQuery(db, customerId).where('id', '=', id).executeTakeFirst();
}

/** A card by id, removed or not (a paid withdrawal names the card it went to). */
export function cardById(db: Db | Tx, id: number) {
  return db.selectFrom('bank_cards').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertCard(tx: Tx, row: Insertable<BankCardsTable>) {
  return tx.insertInto('bank_cards').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function markCardRemoved(tx: Tx, id: number, at: string): Promise<void> {
  await tx.updateTable('bank_cards').set({ removed_at: at }).where('id', '=', id).execute();
}

// Withdrawals

export async function hasPendingWithdrawalToCard(db: Db | Tx, cardId: number): Promise<boolean> {
  const row = await db
    .selectFrom('withdrawals')
    .select('id')
    .where('bank_card_id', '=', cardId)
    .where('status', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertWithdrawal(tx: Tx, row: Insertable<WithdrawalsTable>) {
  return tx.insertInto('withdrawals').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateWithdrawal(tx: Tx, id: number, set: Updateable<WithdrawalsTable>) {
  return tx
    .updateTable('withdrawals')
    .set(set)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function withdrawalById(db: Db | Tx, id: number) {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export function withdrawalByNonce(db: Db | Tx, customerId: number, nonce: string) {
  return db
    .selectFrom('withdrawals')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('nonce', '=', nonce)
    .executeTakeFirst();
}

/** A customer's latest withdrawals in one currency, newest first. */
export function latestWithdrawalRows(
  db: Db | Tx,
  customerId: number,
  currency: string,
  limit: number,
) {
  return db
    .selectFrom('withdrawals')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

// Recharges (quick recharges and bank-transfer deposits)

export function rechargeByNonce(db: Db | Tx, customerId: number, nonce: string) {
  return db
    .selectFrom('recharges')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('nonce', '=', nonce)
    .executeTakeFirst();
}

export function rechargeById(db: Db | Tx, id: number) {
  return db.selectFrom('recharges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function hasRechargeInStatus(
  db: Db | Tx,
  customerId: number,
  kind: string,
  status: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('recharges')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .where('status', '=', status)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertRecharge(tx: Tx, row: Insertable<RechargesTable>) {
  return tx.insertInto('recharges').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateRecharge(tx: Tx, id: number, set: Updateable<RechargesTable>) {
  return tx
    .updateTable('recharges')
    .set(set)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function latestRecharges(
  db: Db | Tx,
  customerId: number,
  currency: string | undefined,
  limit: number,
) {
  let query = db.selectFrom('recharges').selectAll().where('customer_id', '=', customerId);
  if (currency) query = query.where('currency', '=', currency);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** The total of a customer's recharges in one currency and status. */
export async function rechargeTotal(
  db: Db | Tx,
  customerId: number,
  currency: string,
  status: number,
): Promise<number> {
  const row = await db
    .selectFrom('recharges')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

// Exchanges

export function exchangeByNonce(db: Db | Tx, customerId: number, nonce: string) {
  return db
    .selectFrom('exchanges')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('nonce', '=', nonce)
    .executeTakeFirst();
}

export function insertExchange(tx: Tx, row: Insertable<ExchangesTable>) {
  return tx.insertInto('exchanges').values(row).returningAll().executeTakeFirstOrThrow();
}
