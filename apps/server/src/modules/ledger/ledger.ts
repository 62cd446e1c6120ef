import { sql } from 'kysely';
import { randomInt } from 'node:crypto';
import type { MessageKey } from '@kabuto/shared/catalogue';
import type { Currency, MinorUnits } from '@kabuto/shared/money';
import { MAX_BALANCE_MINOR_UNITS, MAX_OPERATION_MINOR_UNITS } from '@kabuto/shared/money';
import type { DialectName } from '../../db/database.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { afterCommit, beforeCommit } from '../../db/transaction.ts';
import { prepared } from '../../db/prepared.ts';
import type { Insertable } from 'kysely';
import type { LedgerTransfersTable } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { refuse } from '../../lib/refusal.ts';
import type { AccountRef, CustomerPurpose, TransferCode } from './accounts.ts';
import { accountCode, isCustomerRef } from './accounts.ts';

export interface Posting {
  account: AccountRef;
  /** Signed minor units: positive adds to the account, negative takes from it. */
  amount: MinorUnits;
}

export interface TransferInput {
  /** Same key, same transfer: a repeated command is answered from the first one. */
  idempotencyKey: string;
  code: TransferCode;
  actor: string;
  customerId?: number | undefined;
  memo?: string | undefined;
  reversesTransferId?: number | undefined;
  postings: readonly Posting[];
  /** The catalogue message when a customer account would go below zero. */
  insufficientMessage?: MessageKey;
}

export interface TransferResult {
  transferId: number;
  replayed: boolean;
}

/** Limits on one transfer (TigerBeetle habit: a bound on everything). */
export const MAX_POSTINGS_PER_TRANSFER = 16;

/** Checks that postings balance to zero per currency before anything is written. */
export function assertBalanced(postings: readonly Posting[]): void {
  if (postings.length < 2 || postings.length > MAX_POSTINGS_PER_TRANSFER) {
    throw new Error(`a transfer needs 2 to ${MAX_POSTINGS_PER_TRANSFER} postings`);
  }
  const sums = new Map<Currency, number>();
  for (const p of postings) {
    // An amount past the limit comes from what a customer asked (an exchange into a currency of
    // many units, an order's value): refused, so that no balance can leave the safe range.
    if (Number.isInteger(p.amount) && Math.abs(p.amount) > MAX_OPERATION_MINOR_UNITS) {
      refuse('amount_too_large');
    }
    if (!Number.isSafeInteger(p.amount) || p.amount === 0) {
      throw new Error(`posting amount must be a non-zero integer, got ${p.amount}`);
    }
    sums.set(p.account.currency, (sums.get(p.account.currency) ?? 0) + p.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw new Error(`postings in ${currency} do not balance: ${sum}`);
  }
}

export interface Ledger {
  transfer(tx: Tx, input: TransferInput): Promise<TransferResult>;
  reverse(
    tx: Tx,
    transferId: number,
    args: { actor: string; reason: string; insufficientMessage?: MessageKey },
  ): Promise<TransferResult>;
  balance(db: Db | Tx, ref: AccountRef): Promise<MinorUnits>;
  customerBalances(db: Db | Tx, customerId: number): Promise<Map<string, MinorUnits>>;
}

export function customerBalanceKey(purpose: CustomerPurpose, currency: Currency): string {
  return `${purpose}:${currency}`;
}

const insertTransfer = prepared((db, v: Omit<Insertable<LedgerTransfersTable>, 'id'>) =>
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
const transferAtOnce = prepared(
  (
    db,
    v: Omit<Insertable<LedgerTransfersTable>, 'id'> & {
      account_ids: number[];
      currencies: string[];
      amounts: number[];
      balance_ids: number[];
      balance_deltas: number[];
    },
  ) => {
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
            set balance = balance + case account_id ${sql.join(
              v.balance_ids.map(
                (id, i) => sql`when ${id} then cast(${v.balance_deltas[i]} as bigint)`,
              ),
              sql` `,
            )} end
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

const accountsByCode = prepared((db, v: { codes: string[] }) =>
  db.selectFrom('ledger_accounts').select(['id', 'code']).where('code', 'in', v.codes),
);

const insertPostings = prepared(
  (
    db,
    v: { transfer_id: number; account_ids: number[]; currencies: string[]; amounts: number[] },
  ) =>
    db.insertInto('ledger_postings').values(
      v.account_ids.map((account_id, i) => ({
        transfer_id: v.transfer_id,
        account_id,
        currency: v.currencies[i]!,
        amount: v.amounts[i]!,
      })),
    ),
);

/** Adds `deltas[i]` to the balance of `ids[i]`, all in one statement. */
const addBalances = prepared((db, v: { ids: number[]; deltas: number[] }) =>
  db
    .updateTable('ledger_balances')
    .set({
      balance: sql<number>`balance + case account_id ${sql.join(
        v.ids.map((id, i) => sql`when ${id} then cast(${v.deltas[i]} as bigint)`),
        sql` `,
      )} end`,
    })
    .where('account_id', 'in', v.ids)
    .returning(['account_id', 'balance']),
);

/**
 * The balance changes to write, as parallel lists: zero changes left out, in account order (the
 * order row locks are taken in, so concurrent commands never wait on each other in a circle).
 */
function balanceChanges(deltas: ReadonlyMap<number, number>): { ids: number[]; deltas: number[] } {
  const changes = [...deltas].filter(([, delta]) => delta !== 0).sort((a, b) => a[0] - b[0]);
  return { ids: changes.map(([id]) => id), deltas: changes.map(([, delta]) => delta) };
}

const ACCOUNT_ID_CACHE_LIMIT = 100_000;
const HOUSE_BALANCE_PARTS = 16;

const addBalanceParts = prepared((db, v: { part: number; ids: number[]; deltas: number[] }) =>
  db
    .insertInto('ledger_balance_parts')
    .values(v.ids.map((account_id, i) => ({ account_id, part: v.part, amount: v.deltas[i]! })))
    .onConflict((oc) =>
      oc.columns(['account_id', 'part']).doUpdateSet({
        amount: sql<number>`ledger_balance_parts.amount + excluded.amount`,
      }),
    ),
);

export function createLedger(dialect: DialectName, clock: Clock): Ledger {
  async function accountId(tx: Tx, ref: AccountRef): Promise<number> {
    const code = accountCode(ref);
    const existing = await tx
      .selectFrom('ledger_accounts')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirst();
    if (existing) return existing.id;
    await tx
      .insertInto('ledger_accounts')
      .values({
        code,
        owner_kind: isCustomerRef(ref) ? 'customer' : 'house',
        customer_id: isCustomerRef(ref) ? ref.customerId : null,
        currency: ref.currency,
        purpose: isCustomerRef(ref) ? ref.purpose : ref.house,
        created_at: clock.now().toISOString(),
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const row = await tx
      .selectFrom('ledger_accounts')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('ledger_balances')
      .values({ account_id: row.id, balance: 0 })
      .onConflict((oc) => oc.column('account_id').doNothing())
      .execute();
    return row.id;
  }

  /** Ids of committed accounts, by code (a bounded cache: it starts over when full). */
  const accountIds = new Map<string, number>();
  function rememberAccount(tx: Tx, code: string, id: number): void {
    afterCommit(tx, () => {
      if (accountIds.size >= ACCOUNT_ID_CACHE_LIMIT) accountIds.clear();
      accountIds.set(code, id);
    });
  }

  /** Adds each delta to its account's balance in one statement; the new balances. */
  async function addToBalances(
    tx: Tx,
    deltas: ReadonlyMap<number, number>,
  ): Promise<{ account_id: number; balance: number }[]> {
    const changes = balanceChanges(deltas);
    if (changes.ids.length === 0) return [];
    return addBalances.all(tx, changes);
  }

  /**
   * On PostgreSQL into one of the parts of each balance (migration 011), so that concurrent
   * commands seldom wait for each other's commit; SQLite runs one command at a time anyway.
   */
  async function addToHouseBalances(tx: Tx, deltas: ReadonlyMap<number, number>): Promise<void> {
    if (dialect !== 'postgres') {
      await addToBalances(tx, deltas);
      return;
    }
    const changes = balanceChanges(deltas);
    if (changes.ids.length === 0) return;
    await addBalanceParts.run(tx, { part: randomInt(HOUSE_BALANCE_PARTS), ...changes });
  }

  /**
   * House balances change on almost every transfer. Their deltas are gathered and written as
   * the transaction's last statement, so the row locks on them last only as long as the commit.
   */
  const pendingHouse = new WeakMap<Tx, Map<number, number>>();
  async function deferHouseDeltas(tx: Tx, deltas: ReadonlyMap<number, number>): Promise<void> {
    if (deltas.size === 0) return;
    let pending = pendingHouse.get(tx);
    if (!pending) {
      const gathered = new Map<number, number>();
      const deferred = beforeCommit(tx, async () => {
        pendingHouse.delete(tx);
        await addToHouseBalances(tx, gathered);
      });
      if (!deferred) {
        await addToHouseBalances(tx, deltas);
        return;
      }
      pending = gathered;
      pendingHouse.set(tx, pending);
    }
    for (const [id, delta] of deltas) pending.set(id, (pending.get(id) ?? 0) + delta);
  }

  async function transfer(tx: Tx, input: TransferInput): Promise<TransferResult> {
    assertBalanced(input.postings);
    // Account ids never change once committed, so they are kept; only new accounts are looked up.
    const ids = new Map<string, number>();
    const unresolved: string[] = [];
    for (const p of input.postings) {
      const code = accountCode(p.account);
      const id = accountIds.get(code);
      if (id !== undefined) ids.set(code, id);
      else if (!unresolved.includes(code)) unresolved.push(code);
    }
    if (unresolved.length > 0) {
      for (const row of await accountsByCode.all(tx, { codes: unresolved })) {
        ids.set(row.code, row.id);
      }
      for (const p of input.postings) {
        const code = accountCode(p.account);
        if (!ids.has(code)) ids.set(code, await accountId(tx, p.account));
      }
      for (const code of unresolved) rememberAccount(tx, code, ids.get(code)!);
    }
    const resolved = input.postings.map((p) => ({
      ...p,
      id: ids.get(accountCode(p.account))!,
      customer: isCustomerRef(p.account),
    }));
    const customerDelta = new Map<number, number>();
    const houseDelta = new Map<number, number>();
    for (const p of resolved) {
      const deltas = p.customer ? customerDelta : houseDelta;
      deltas.set(p.id, (deltas.get(p.id) ?? 0) + p.amount);
    }
    const transferRow = {
      idempotency_key: input.idempotencyKey,
      code: input.code,
      customer_id: input.customerId ?? null,
      actor: input.actor,
      memo: input.memo ?? null,
      reverses_transfer_id: input.reversesTransferId ?? null,
      created_at: clock.now().toISOString(),
    };
    const postings = {
      account_ids: resolved.map((p) => p.id),
      currencies: resolved.map((p) => p.account.currency as string),
      amounts: resolved.map((p) => p.amount),
    };
    const changes = balanceChanges(customerDelta);
    const balances = { balance_ids: changes.ids, balance_deltas: changes.deltas };
    let transferId: number | undefined;
    let after: { balance: number }[] = [];
    if (dialect === 'postgres') {
      // One round trip: the transfer, its postings and the customer balances, or nothing at all
      // when the idempotency key was used before.
      const rows = await transferAtOnce.all(tx, { ...transferRow, ...postings, ...balances });
      transferId = rows[0]?.transfer_id;
      after = rows.filter((r) => r.balance !== null) as { balance: number }[];
    } else {
      transferId = (await insertTransfer.first(tx, transferRow))?.id;
      if (transferId !== undefined) {
        await insertPostings.run(tx, { transfer_id: transferId, ...postings });
        after = await addToBalances(tx, customerDelta);
      }
    }
    if (transferId === undefined) {
      const first = await tx
        .selectFrom('ledger_transfers')
        .select(['id', 'code'])
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirstOrThrow();
      if (first.code !== input.code) {
        throw new Error(`idempotency key ${input.idempotencyKey} reused for another transfer`);
      }
      return { transferId: first.id, replayed: true };
    }
    // Customer balances change and are checked in the same statement (on PostgreSQL the update
    // locks the rows until the commit); a balance that would fall below zero refuses the whole
    // command, and its rollback takes back everything written above.
    if (after.some((row) => row.balance < 0)) {
      refuse(input.insufficientMessage ?? 'balance_insufficient');
    }
    // No customer balance may pass the limit (a house balance is the sum of many of them).
    if (after.some((row) => Number(row.balance) > MAX_BALANCE_MINOR_UNITS)) {
      refuse('balance_limit_reached');
    }
    await deferHouseDeltas(tx, houseDelta);
    return { transferId, replayed: false };
  }

  async function reverse(
    tx: Tx,
    transferId: number,
    args: { actor: string; reason: string; insufficientMessage?: MessageKey },
  ): Promise<TransferResult> {
    const original = await tx
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
    return transfer(tx, {
      idempotencyKey: `reversal:${transferId}`,
      code: 'reversal',
      actor: args.actor,
      customerId: original.customer_id ?? undefined,
      memo: args.reason,
      reversesTransferId: transferId,
      insufficientMessage: args.insufficientMessage,
      postings: postings.map((p) => ({
        amount: -p.amount,
        account:
          p.owner_kind === 'customer'
            ? {
                customerId: Number(p.customer_id),
                purpose: p.purpose as CustomerPurpose,
                currency: p.currency as Currency,
              }
            : { house: p.purpose as never, currency: p.currency as Currency },
      })),
    });
  }

  async function balance(db: Db | Tx, ref: AccountRef): Promise<MinorUnits> {
    const row = await db
      .selectFrom('ledger_accounts')
      .innerJoin('ledger_balances', 'ledger_balances.account_id', 'ledger_accounts.id')
      .select('ledger_balances.balance')
      .select('ledger_accounts.id')
      .where('ledger_accounts.code', '=', accountCode(ref))
      .executeTakeFirst();
    if (!row) return 0;
    const parts = isCustomerRef(ref)
      ? 0
      : Number(
          (
            await db
              .selectFrom('ledger_balance_parts')
              .select(sql<number>`coalesce(sum(amount), 0)`.as('sum'))
              .where('account_id', '=', row.id)
              .executeTakeFirst()
          )?.sum ?? 0,
        );
    // A house balance read inside a transaction counts what that transaction will still add.
    const pending = db.isTransaction ? pendingHouse.get(db as Tx)?.get(row.id) : undefined;
    return row.balance + parts + (pending ?? 0);
  }

  async function customerBalances(db: Db | Tx, customerId: number) {
    const rows = await db
      .selectFrom('ledger_accounts')
      .innerJoin('ledger_balances', 'ledger_balances.account_id', 'ledger_accounts.id')
      .select(['ledger_accounts.purpose', 'ledger_accounts.currency', 'ledger_balances.balance'])
      .where('ledger_accounts.customer_id', '=', customerId)
      .execute();
    return new Map(
      rows.map((r) => [
        customerBalanceKey(r.purpose as CustomerPurpose, r.currency as Currency),
        r.balance,
      ]),
    );
  }

  return { transfer, reverse, balance, customerBalances };
}
