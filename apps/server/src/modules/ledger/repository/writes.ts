import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import { prepared } from '../../../db/prepared.ts';
import type { LedgerTransfersTable } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';

/**
 * The ledger engine's write path (ledger.ts): prepared statements, built once per database and
 * shape, because every money movement of every product runs through them.
 */

export type TransferRow = Omit<Insertable<LedgerTransfersTable>, 'id'>;

/** A transfer's postings as parallel lists (one bound value per element; a type, not an
 * interface, so that it is a prepared statement's values record). */
export type PostingLists = {
  account_ids: number[];
  currencies: string[];
  amounts: number[];
};

/** Balance changes as parallel lists, in account order. */
export type BalanceChanges = {
  ids: number[];
  deltas: number[];
};

/** The transfer's id, or nothing when its idempotency key was used before. */
export const insertTransfer = prepared((db, v: TransferRow) =>
  db
    .insertInto('ledger_transfers')
    .values(v)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id'),
);

/**
 * PostgreSQL only (data-changing `with` clauses): a transfer with its postings and the new
 * customer balances in one statement. A repeated idempotency key inserts nothing and changes
 * nothing: the statement then returns no row.
 */
export const transferAtOnce = prepared(
  (db, v: TransferRow & PostingLists & { balance_ids: number[]; balance_deltas: number[] }) => {
    const rows = sql.join(
      v.account_ids.map(
        (id, i) =>
          sql`(cast(${id} as bigint), cast(${v.currencies[i]} as varchar), cast(${v.amounts[i]} as bigint))`,
      ),
    );
    const balances =
      v.balance_ids.length === 0
        ? sql`b as (select null::bigint as account_id, null::bigint as balance where false)`
        : sql`b as (
            update ledger_balances
            set balance = balance + ${balanceCase(v.balance_ids, v.balance_deltas)}
            where account_id in (${sql.join(v.balance_ids)}) and exists (select 1 from t)
            returning account_id, balance
          )`;
    const query = sql<{ transfer_id: number; account_id: number | null; balance: number | null }>`
      with t as (
        insert into ledger_transfers
          (idempotency_key, code, customer_id, actor, memo, reverses_transfer_id, created_at)
        values (${v.idempotency_key}, ${v.code}, ${v.customer_id}, ${v.actor}, ${v.memo},
          ${v.reverses_transfer_id}, ${v.created_at})
        on conflict (idempotency_key) do nothing
        returning id
      ), p as (
        insert into ledger_postings (transfer_id, account_id, currency, amount)
        select t.id, v.account_id, v.currency, v.amount
        from t cross join (values ${rows}) as v (account_id, currency, amount)
      ), ${balances}
      select t.id as transfer_id, b.account_id, b.balance from t left join b on true`;
    return { compile: () => query.compile(db) };
  },
);

/** `case account_id when … then delta … end`: each account's own delta in one statement. */
function balanceCase(ids: readonly number[], deltas: readonly number[]) {
  return sql<number>`case account_id ${sql.join(
    ids.map((id, i) => sql`when ${id} then cast(${deltas[i]} as bigint)`),
    sql` `,
  )} end`;
}

export const accountsByCode = prepared((db, v: { codes: string[] }) =>
  db.selectFrom('ledger_accounts').select(['id', 'code']).where('code', 'in', v.codes),
);

export const insertPostings = prepared((db, v: PostingLists & { transfer_id: number }) =>
  db.insertInto('ledger_postings').values(
    v.account_ids.map((account_id, i) => ({
      transfer_id: v.transfer_id,
      account_id,
      currency: v.currencies[i]!,
      amount: v.amounts[i]!,
    })),
  ),
);

/** Adds `deltas[i]` to the balance of `ids[i]`, all in one statement; the new balances. */
export const addBalances = prepared((db, v: BalanceChanges) =>
  db
    .updateTable('ledger_balances')
    .set({ balance: sql<number>`balance + ${balanceCase(v.ids, v.deltas)}` })
    .where('account_id', 'in', v.ids)
    .returning(['account_id', 'balance']),
);

/** Adds the deltas into one part of each house balance (migration 011). */
export const addBalanceParts = prepared((db, v: BalanceChanges & { part: number }) =>
  db
    .insertInto('ledger_balance_parts')
    .values(v.ids.map((account_id, i) => ({ account_id, part: v.part, amount: v.deltas[i]! })))
    .onConflict((oc) =>
      oc.columns(['account_id', 'part']).doUpdateSet({
        amount: sql<number>`ledger_balance_parts.amount + excluded.amount`,
      }),
    ),
);

/**
 * The same as `addBalanceParts`, as plain SQL with the integers written in (sent with a group
 * commit's `commit`, which takes no parameters).
 */
export function addBalancePartsText(v: BalanceChanges & { part: number }): string {
  const integer = (n: number) => {
    if (!Number.isSafeInteger(n)) throw new Error(`not a safe integer: ${n}`);
    return String(n);
  };
  const rows = v.ids.map(
    (id, i) => `(${integer(id)}, ${integer(v.part)}, ${integer(v.deltas[i]!)})`,
  );
  return `insert into ledger_balance_parts (account_id, part, amount) values ${rows.join(', ')} on conflict (account_id, part) do update set amount = ledger_balance_parts.amount + excluded.amount`;
}

export interface NewAccount {
  code: string;
  owner_kind: 'customer' | 'house';
  customer_id: number | null;
  currency: string;
  purpose: string;
  created_at: string;
}

/** The account's id, created with a zero balance when it does not exist yet. */
export async function ensureAccount(tx: Tx, account: NewAccount): Promise<number> {
  const idOf = () => tx.selectFrom('ledger_accounts').select('id').where('code', '=', account.code);
  const existing = await idOf().executeTakeFirst();
  if (existing) return existing.id;
  await tx
    .insertInto('ledger_accounts')
    .values(account)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const row = await idOf().executeTakeFirstOrThrow();
  await tx
    .insertInto('ledger_balances')
    .values({ account_id: row.id, balance: 0 })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  return row.id;
}

/** The transfer first recorded under an idempotency key. */
export async function transferByKey(tx: Tx, idempotencyKey: string) {
  return tx
    .selectFrom('ledger_transfers')
    .select(['id', 'code'])
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirstOrThrow();
}

/** A transfer and its postings with their accounts, to post its reversal. */
export async function transferWithPostings(tx: Tx, transferId: number) {
  const transfer = await tx
    .selectFrom('ledger_transfers')
    .selectAll()
    .where('id', '=', transferId)
    .executeTakeFirstOrThrow();
  const postings = await tx
    .selectFrom('ledger_postings')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_postings.account_id')
    .select([
      'ledger_postings.amount',
      'ledger_accounts.owner_kind',
      'ledger_accounts.customer_id',
      'ledger_accounts.purpose',
      'ledger_accounts.currency',
    ])
    .where('ledger_postings.transfer_id', '=', transferId)
    .execute();
  return { transfer, postings };
}
