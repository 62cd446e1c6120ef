import { sql } from 'kysely';
import type { Currency } from '@kabuto/shared/money';
import type { Db, Tx } from '../../../db/transaction.ts';
import type { CustomerPurpose, TransferCode } from '../accounts.ts';

/**
 * What the ledger has recorded, read by its engine (balances) and for other modules (through
 * service.ts): by account, customer, code and key. The write path is in writes.ts.
 */

/** An account's id and cached balance row, by code; nothing when it was never used. */
export async function cachedBalance(db: Db | Tx, code: string) {
  return db
    .selectFrom('ledger_accounts')
    .innerJoin('ledger_balances', 'ledger_balances.account_id', 'ledger_accounts.id')
    .select(['ledger_accounts.id', 'ledger_balances.balance'])
    .where('ledger_accounts.code', '=', code)
    .executeTakeFirst();
}

/** What the parts of a house account's balance add up to (migration 011). */
export async function balancePartsSum(db: Db | Tx, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_balance_parts')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('sum'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(row?.sum ?? 0);
}

/** Every account of a customer with its balance. */
export async function customerAccountBalances(db: Db | Tx, customerId: number) {
  return db
    .selectFrom('ledger_accounts')
    .innerJoin('ledger_balances', 'ledger_balances.account_id', 'ledger_accounts.id')
    .select(['ledger_accounts.purpose', 'ledger_accounts.currency', 'ledger_balances.balance'])
    .where('ledger_accounts.customer_id', '=', customerId)
    .execute();
}

/**
 * How many transfers have an idempotency key starting with `prefix`: commands that move money
 * more than once for the same subject (partial closes, repayments) number their keys with it.
 */
export async function countTransfersKeyed(db: Db | Tx, prefix: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_transfers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('idempotency_key', 'like', `${prefix}%`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface PostingFilter {
  customerId: number;
  codes: readonly TransferCode[];
  /** Only postings on these accounts of the customer; every account of theirs when left out. */
  purposes?: readonly CustomerPurpose[] | undefined;
  currency?: Currency | undefined;
  /** Transfers made at or after `from` and before `to` (ISO times). */
  from?: string | undefined;
  to?: string | undefined;
}

export interface CustomerPosting {
  transferId: number;
  code: string;
  memo: string | null;
  createdAt: string;
  idempotencyKey: string;
  currency: string;
  purpose: string;
  amount: number;
}

/** The postings on a customer's own accounts of their transfers, newest transfer first. */
export async function customerPostings(
  db: Db | Tx,
  filter: PostingFilter,
): Promise<CustomerPosting[]> {
  if (filter.codes.length === 0) return [];
  let query = db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_postings as p', 'p.transfer_id', 't.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .where('t.customer_id', '=', filter.customerId)
    .where('a.customer_id', '=', filter.customerId)
    .where('t.code', 'in', filter.codes);
  if (filter.purposes) query = query.where('a.purpose', 'in', filter.purposes);
  if (filter.currency) query = query.where('p.currency', '=', filter.currency);
  if (filter.from !== undefined) query = query.where('t.created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('t.created_at', '<', filter.to);
  const rows = await query
    .select([
      't.id',
      't.code',
      't.memo',
      't.created_at',
      't.idempotency_key',
      'p.currency',
      'a.purpose',
      'p.amount',
    ])
    .orderBy('t.id', 'desc')
    .execute();
  return rows.map((r) => ({
    transferId: r.id,
    code: r.code,
    memo: r.memo,
    createdAt: r.created_at,
    idempotencyKey: r.idempotency_key,
    currency: r.currency,
    purpose: r.purpose,
    amount: r.amount,
  }));
}

/**
 * A customer account's balance split by the transfer codes that moved it (every posting on the
 * account, whoever the transfer's subject): the parts add up to the account's balance. The
 * account figures show frozen money by kind with it.
 */
export async function balanceByCode(
  db: Db | Tx,
  account: { customerId: number; purpose: CustomerPurpose; currency: Currency },
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'p.transfer_id')
    .where('a.customer_id', '=', account.customerId)
    .where('a.purpose', '=', account.purpose)
    .where('a.currency', '=', account.currency)
    .groupBy('t.code')
    .select(['t.code', (eb) => eb.fn.sum<number>('p.amount').as('amount')])
    .execute();
  return new Map(rows.map((r) => [r.code, Number(r.amount)]));
}

/** Which of the moments up to an instant count: those at or before it, or only those before it. */
export type Counting = 'at-or-before' | 'before';

/**
 * Customers' balances as they stood at a past instant, per purpose, currency and transfer code:
 * the ledger is append-only, so summing the postings up to `at` reads it again as it was then.
 * A close counts what happened at the instant itself (`at-or-before`); a period that ends at `at`
 * does not (`before`). Optionally one currency only.
 */
export async function balancesAt(
  db: Db | Tx,
  query: {
    customerIds: readonly number[];
    currency?: Currency | undefined;
    at: string;
    counting: Counting;
  },
): Promise<
  { customerId: number; purpose: string; currency: string; code: string; amount: number }[]
> {
  if (query.customerIds.length === 0) return [];
  let select = db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'p.transfer_id')
    .where('a.customer_id', 'in', query.customerIds)
    .where('t.created_at', query.counting === 'before' ? '<' : '<=', query.at);
  if (query.currency) select = select.where('a.currency', '=', query.currency);
  const rows = await select
    .groupBy(['a.customer_id', 'a.purpose', 'a.currency', 't.code'])
    .select([
      'a.customer_id',
      'a.purpose',
      'a.currency',
      't.code',
      (eb) => eb.fn.sum<number>('p.amount').as('amount'),
    ])
    .execute();
  return rows.map((r) => ({
    customerId: Number(r.customer_id),
    purpose: r.purpose,
    currency: r.currency,
    code: r.code,
    amount: Number(r.amount),
  }));
}

/** The customers who have a ledger account in `currency`. */
export async function customersWithAccounts(db: Db | Tx, currency: Currency): Promise<number[]> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select('customer_id')
    .distinct()
    .where('customer_id', 'is not', null)
    .where('currency', '=', currency)
    .orderBy('customer_id')
    .execute();
  return rows.map((r) => Number(r.customer_id));
}

/** A transfer as a correction sees it: its code, customer and whether a reversal of it exists. */
export async function transferToCorrect(db: Db | Tx, transferId: number) {
  const row = await db
    .selectFrom('ledger_transfers')
    .select(['id', 'code', 'customer_id', 'reverses_transfer_id'])
    .where('id', '=', transferId)
    .executeTakeFirst();
  if (!row) return undefined;
  const reversal = await db
    .selectFrom('ledger_transfers')
    .select('id')
    .where('reverses_transfer_id', '=', transferId)
    .executeTakeFirst();
  return { ...row, reversed: reversal !== undefined };
}
