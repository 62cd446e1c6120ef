import type { Db } from '../../db/transaction.ts';
import * as books from './repository/books.ts';

export interface LedgerCheck {
  ok: boolean;
  problems: string[];
  accounts: number;
  transfers: number;
  totals: { currency: string; sum: number }[];
}

/**
 * The double-entry invariant, read back from what is stored: postings sum to zero per currency
 * and per transfer; every cached balance (with its parts) equals the sum of its postings; no
 * customer account is below zero; a posting's currency is its account's.
 */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const problems: string[] = [];
  const totals = await books.postingTotals(db);
  for (const t of totals) {
    if (t.sum !== 0) problems.push(`postings in ${t.currency} sum to ${t.sum}, not 0`);
  }
  for (const u of await books.unbalancedTransfers(db)) {
    problems.push(`transfer ${u.transfer_id} does not balance in ${u.currency}: ${u.sum}`);
  }
  for (const d of await books.balanceDrift(db)) {
    problems.push(`account ${d.account_id} caches ${d.balance} but its postings sum to ${d.total}`);
  }
  for (const n of await books.negativeCustomerAccounts(db)) {
    problems.push(`customer account ${n.code} is below zero: ${n.balance}`);
  }
  for (const m of await books.postingsInAnotherCurrency(db)) {
    problems.push(`posting ${m.id} is in another currency than its account`);
  }
  return { ok: problems.length === 0, problems, ...(await books.bookCounts(db)), totals };
}
