import type { Currency } from '@kabuto/shared/money';
import type { Db, Tx } from '../../db/transaction.ts';
import type { CustomerPurpose, TransferCode } from './accounts.ts';

/**
 * The ledger's reads for other modules (through service.ts): what it has recorded, by customer,
 * code and key. The write path and its prepared statements are the engine's (ledger.ts).
 */

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
