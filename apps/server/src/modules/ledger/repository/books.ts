import { sql } from 'kysely';
import type { Db } from '../../../db/transaction.ts';

/**
 * The books check's reads (invariant.ts): each finds what breaks one rule of double entry, at
 * most `LIMIT` rows of it, read back from what is stored.
 */
const LIMIT = 20;

/** The sum of every posting, per currency. */
export async function postingTotals(db: Db) {
  const rows = await db
    .selectFrom('ledger_postings')
    .select(['currency', sql<number>`coalesce(sum(amount), 0)`.as('sum')])
    .groupBy('currency')
    .orderBy('currency')
    .execute();
  return rows.map((t) => ({ currency: t.currency, sum: Number(t.sum) }));
}

/** Transfers whose postings do not sum to zero in a currency. */
export async function unbalancedTransfers(db: Db) {
  return db
    .selectFrom('ledger_postings')
    .select(['transfer_id', 'currency', sql<number>`sum(amount)`.as('sum')])
    .groupBy(['transfer_id', 'currency'])
    .having(sql`sum(amount)`, '<>', 0)
    .limit(LIMIT)
    .execute();
}

/** Accounts whose cached balance (with its parts) is not the sum of their postings. */
export async function balanceDrift(db: Db) {
  const postings = db
    .selectFrom('ledger_postings')
    .select(['account_id', sql<number>`sum(amount)`.as('total')])
    .groupBy('account_id')
    .as('p');
  const parts = db
    .selectFrom('ledger_balance_parts')
    .select(['account_id', sql<number>`sum(amount)`.as('parts')])
    .groupBy('account_id')
    .as('q');
  return db
    .selectFrom('ledger_balances as b')
    .leftJoin(postings, 'p.account_id', 'b.account_id')
    .leftJoin(parts, 'q.account_id', 'b.account_id')
    .select([
      'b.account_id',
      sql<number>`b.balance + coalesce(q.parts, 0)`.as('balance'),
      sql<number>`coalesce(p.total, 0)`.as('total'),
    ])
    .where(sql<boolean>`b.balance + coalesce(q.parts, 0) <> coalesce(p.total, 0)`)
    .limit(LIMIT)
    .execute();
}

/** Customer accounts below zero. */
export async function negativeCustomerAccounts(db: Db) {
  return db
    .selectFrom('ledger_balances as b')
    .innerJoin('ledger_accounts as a', 'a.id', 'b.account_id')
    .select(['a.code', 'b.balance'])
    .where('a.owner_kind', '=', 'customer')
    .where('b.balance', '<', 0)
    .limit(LIMIT)
    .execute();
}

/** Postings in another currency than their account's. */
export async function postingsInAnotherCurrency(db: Db) {
  return db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select(['p.id'])
    .whereRef('p.currency', '<>', 'a.currency')
    .limit(LIMIT)
    .execute();
}

/** How many accounts and transfers the books hold. */
export async function bookCounts(db: Db) {
  const counts = await db
    .selectNoFrom([
      sql<number>`(select count(*) from ledger_accounts)`.as('accounts'),
      sql<number>`(select count(*) from ledger_transfers)`.as('transfers'),
    ])
    .executeTakeFirstOrThrow();
  return { accounts: Number(counts.accounts), transfers: Number(counts.transfers) };
}
