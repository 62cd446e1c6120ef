import { sql } from 'kysely';
import type { MessageKey } from '@kabuto/shared/catalogue';
import type { Currency, MinorUnits } from '@kabuto/shared/money';
import type { DialectName } from '../../db/database.ts';
import type { Db, Tx } from '../../db/transaction.ts';
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

  async function transfer(tx: Tx, input: TransferInput): Promise<TransferResult> {
    assertBalanced(input.postings);
    const inserted = await tx
      .insertInto('ledger_transfers')
      .values({
        idempotency_key: input.idempotencyKey,
        code: input.code,
        customer_id: input.customerId ?? null,
        actor: input.actor,
        memo: input.memo ?? null,
        reverses_transfer_id: input.reversesTransferId ?? null,
        created_at: clock.now().toISOString(),
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
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

    // One query for the accounts that exist; only new ones are created one by one.
    const codes = [...new Set(input.postings.map((p) => accountCode(p.account)))];
    const known = new Map(
      (
        await tx
          .selectFrom('ledger_accounts')
          .select(['id', 'code'])
          .where('code', 'in', codes)
          .execute()
      ).map((r) => [r.code, r.id]),
    );
    const resolved = [];
    for (const p of input.postings) {
      const id = known.get(accountCode(p.account)) ?? (await accountId(tx, p.account));
      known.set(accountCode(p.account), id);
      resolved.push({ ...p, id });
    }
    const ids = [...new Set(resolved.map((p) => p.id))].sort((a, b) => a - b);

    // Lock the balances in a fixed order so concurrent transfers queue instead of deadlocking.
    let query = tx
      .selectFrom('ledger_balances')
      .select(['account_id', 'balance'])
      .where('account_id', 'in', ids)
      .orderBy('account_id');
    if (dialect === 'postgres') query = query.forUpdate();
    const current = new Map((await query.execute()).map((r) => [r.account_id, r.balance]));

    const next = new Map(current);
    for (const p of resolved) next.set(p.id, (next.get(p.id) ?? 0) + p.amount);
    for (const p of resolved) {
      if (isCustomerRef(p.account) && (next.get(p.id) ?? 0) < 0) {
        refuse(input.insufficientMessage ?? 'balance_insufficient');
      }
    }

    await tx
      .insertInto('ledger_postings')
      .values(
        resolved.map((p) => ({
          transfer_id: inserted.id,
          account_id: p.id,
          currency: p.account.currency,
          amount: p.amount,
        })),
      )
      .execute();
    for (const id of ids) {
      const delta = (next.get(id) ?? 0) - (current.get(id) ?? 0);
      if (delta === 0) continue;
      await tx
        .updateTable('ledger_balances')
        .set({ balance: sql<number>`balance + ${delta}` })
        .where('account_id', '=', id)
        .execute();
    }
    return { transferId: inserted.id, replayed: false };
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
      .where('ledger_accounts.code', '=', accountCode(ref))
      .executeTakeFirst();
    return row?.balance ?? 0;
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
