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

/**
 * Every customer's balance per purpose and currency as it stood at `at` (transfers made at or
 * before it): the ledger read again at a past instant. Only customers in `customerIds`.
 */
export async function customerBalancesAt(
  db: Db | Tx,
  customerIds: readonly number[],
  currency: Currency,
  at: string,
): Promise<{ customerId: number; purpose: string; code: string; amount: number }[]> {
  if (customerIds.length === 0) return [];
  const rows = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'p.transfer_id')
    .where('a.customer_id', 'in', customerIds)
    .where('a.currency', '=', currency)
    .where('t.created_at', '<=', at)
    .groupBy(['a.customer_id', 'a.purpose', 't.code'])
    .select([
      'a.customer_id',
      'a.purpose',
      't.code',
      (eb) => eb.fn.sum<number>('p.amount').as('amount'),
    ])
    .execute();
  return rows.map((r) => ({
    customerId: Number(r.customer_id),
    purpose: r.purpose,
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

export interface BalanceAt {
  purpose: string;
  currency: string;
  balance: number;
}

/**
 * A customer's balance on each of their accounts counting only the transfers made before `at`
 * (ISO): the ledger is append-only, so this is the balance the account held at that instant.
 */
export async function accountBalancesAt(
  db: Db | Tx,
  customerId: number,
  at: string,
): Promise<BalanceAt[]> {
  const rows = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'p.transfer_id')
    .where('a.customer_id', '=', customerId)
    .where('t.created_at', '<', at)
    .groupBy(['a.purpose', 'a.currency'])
    .select(['a.purpose', 'a.currency', (eb) => eb.fn.sum<number>('p.amount').as('balance')])
    .execute();
  return rows.map((r) => ({
    purpose: r.purpose,
    currency: r.currency,
    balance: Number(r.balance),
  }));
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
