import type { Insertable, Selectable } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import type { StatementsTable, TradeConfirmationsTable } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/transaction.ts';

/** Every statement on `trade_confirmations` and `statements`; the module's service calls them. */

export type ConfirmationRow = Selectable<TradeConfirmationsTable>;
export type NewConfirmation = Insertable<TradeConfirmationsTable>;
export type StatementRow = Selectable<StatementsTable>;
export type NewStatement = Insertable<StatementsTable>;

// Prepared: it runs in every fill's transaction, on the order's hot path.
const insertConfirmationRow = prepared((db, v: NewConfirmation) =>
  db.insertInto('trade_confirmations').values(v),
);

export async function insertConfirmation(tx: Tx, row: NewConfirmation): Promise<void> {
  await insertConfirmationRow.run(tx, row);
}

/** A customer's confirmations, newest first, optionally of one currency (a market's). */
export function confirmationsOf(
  db: Db | Tx,
  customerId: number,
  page: { offset: number; limit: number },
  currency?: string,
): Promise<ConfirmationRow[]> {
  let query = db
    .selectFrom('trade_confirmations')
    .selectAll()
    .where('customer_id', '=', customerId);
  if (currency) query = query.where('currency', '=', currency);
  return query.orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
}

/** The confirmations of a customer executed in [from, to), oldest first. */
export function confirmationsBetween(
  db: Db | Tx,
  customerId: number,
  from: string,
  to: string,
): Promise<ConfirmationRow[]> {
  return db
    .selectFrom('trade_confirmations')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('executed_at', '>=', from)
    .where('executed_at', '<', to)
    .orderBy('id', 'asc')
    .execute();
}

export function confirmationOf(
  db: Db | Tx,
  customerId: number,
  id: number,
): Promise<ConfirmationRow | undefined> {
  return db
    .selectFrom('trade_confirmations')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Writes a statement unless the customer has it already; true when written now. */
export async function insertStatement(db: Db | Tx, row: NewStatement): Promise<number | null> {
  const written = await db
    .insertInto('statements')
    .values(row)
    .onConflict((oc) => oc.columns(['customer_id', 'kind', 'period']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return written?.id ?? null;
}

export function statementsOf(
  db: Db | Tx,
  customerId: number,
  kind: string,
  page: { offset: number; limit: number },
): Promise<StatementRow[]> {
  return db
    .selectFrom('statements')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .orderBy('period_start', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export function statementOf(
  db: Db | Tx,
  customerId: number,
  id: number,
): Promise<StatementRow | undefined> {
  return db
    .selectFrom('statements')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
}
