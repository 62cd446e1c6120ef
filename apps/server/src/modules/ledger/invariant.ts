import { sql } from 'kysely';
import type { Db } from '../../db/transaction.ts';

export interface LedgerCheck {
  ok: boolean;
  problems: string[];
  accounts: number;
  transfers: number;
  totals: { currency: string; sum: number }[];
}

/**
 * The double-entry invariant, read back from what is stored: postings sum to zero per currency
 * and per transfer; every cached balance (with its parts) equals the sum of its postings; no customer account is
 * below zero; a posting's currency is its account's.
 */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const problems: string[] = [];

  const totals = await db
    .selectFrom('ledger_postings')
    .select(['currency', sql<number>`coalesce(sum(amount), 0)`.as('sum')])
    .groupBy('currency')
    .orderBy('currency')
    .execute();
  for (const t of totals) {
    if (Number(t.sum) !== 0) problems.push(`postings in ${t.currency} sum to ${t.sum}, not 0`);
  }

  const unbalanced = await db
    .selectFrom('ledger_postings')
    .select(['transfer_id', 'currency', sql<number>`sum(amount)`.as('sum')])
    .groupBy(['transfer_id', 'currency'])
    .having(sql`sum(amount)`, '<>', 0)
    .limit(20)
    .execute();
  for (const u of unbalanced) {
    problems.push(`transfer ${u.transfer_id} does not balance in ${u.currency}: ${u.sum}`);
  }

  // A balance is its cached row plus, for house accounts, the parts it is spread over.
  const drift = await db
    .selectFrom('ledger_balances as b')
    .leftJoin(
      db
        .selectFrom('ledger_postings')
        .select(['account_id', sql<number>`sum(amount)`.as('total')])
        .groupBy('account_id')
        .as('p'),
      'p.account_id',
      'b.account_id',
    )
    .leftJoin(
      db
        .selectFrom('ledger_balance_parts')
        .select(['account_id', sql<number>`sum(amount)`.as('parts')])
        .groupBy('account_id')
        .as('q'),
      'q.account_id',
      'b.account_id',
    )
    .select([
      'b.account_id',
      sql<number>`b.balance + coalesce(q.parts, 0)`.as('balance'),
      sql<number>`coalesce(p.total, 0)`.as('total'),
    ])
    .where(sql<boolean>`b.balance + coalesce(q.parts, 0) <> coalesce(p.total, 0)`)
    .limit(20)
    .execute();
  for (const d of drift) {
    problems.push(`account ${d.account_id} caches ${d.balance} but its postings sum to ${d.total}`);
  }

  const negative = await db
    .selectFrom('ledger_balances as b')
    .innerJoin('ledger_accounts as a', 'a.id', 'b.account_id')
    .select(['a.code', 'b.balance'])
    .where('a.owner_kind', '=', 'customer')
    .where('b.balance', '<', 0)
    .limit(20)
    .execute();
  for (const n of negative) problems.push(`customer account ${n.code} is below zero: ${n.balance}`);

  const mismatched = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select(['p.id'])
    .whereRef('p.currency', '<>', 'a.currency')
    .limit(20)
    .execute();
  for (const m of mismatched)
    problems.push(`posting ${m.id} is in another currency than its account`);

  const counts = await db
    .selectNoFrom([
      sql<number>`(select count(*) from ledger_accounts)`.as('accounts'),
      sql<number>`(select count(*) from ledger_transfers)`.as('transfers'),
    ])
    .executeTakeFirstOrThrow();

  return {
    ok: problems.length === 0,
    problems,
    accounts: Number(counts.accounts),
    transfers: Number(counts.transfers),
    totals: totals.map((t) => ({ currency: t.currency, sum: Number(t.sum) })),
  };
}
