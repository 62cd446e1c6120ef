import type { MessageKey } from '@kabuto/shared/catalogue';
import type { Currency, MinorUnits } from '@kabuto/shared/money';
import { MAX_BALANCE_MINOR_UNITS, MAX_OPERATION_MINOR_UNITS } from '@kabuto/shared/money';
import type { DialectName } from '../../db/database.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Metrics } from '../../lib/metrics.ts';
import { afterCommit } from '../../db/command-hooks.ts';
import { refuse } from '../../lib/refusal.ts';
import { AccountIds } from './account-ids.ts';
import type { AccountRef, CustomerPurpose, HousePurpose, TransferCode } from './accounts.ts';
import { accountCode, isCustomerRef } from './accounts.ts';
import { addToBalances, balanceChanges, HouseBalances } from './balances.ts';
import { balancePartsSum, cachedBalance, customerAccountBalances } from './repository/reads.ts';
import type { PostingLists, TransferRow } from './repository/writes.ts';
import {
  insertPostings,
  insertTransfer,
  transferAtOnce,
  transferByKey,
  transferWithPostings,
} from './repository/writes.ts';

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

/** A posting with its account's id. */
interface ResolvedPosting extends Posting {
  id: number;
  customer: boolean;
}

/**
 * The engine: every money movement of every product is a transfer through it. Its SQL is in
 * repository/ (writes.ts for the write path, reads.ts for balances).
 */
class LedgerEngine implements Ledger {
  readonly #accounts: AccountIds;
  readonly #house: HouseBalances;

  constructor(
    private readonly dialect: DialectName,
    private readonly clock: Clock,
    private readonly metrics: Metrics | undefined,
  ) {
    this.#accounts = new AccountIds(clock);
    this.#house = new HouseBalances(dialect);
  }

  async transfer(tx: Tx, input: TransferInput): Promise<TransferResult> {
    assertBalanced(input.postings);
    const ids = await this.#accounts.resolve(
      tx,
      input.postings.map((p) => p.account),
    );
    const resolved: ResolvedPosting[] = input.postings.map((p) => ({
      ...p,
      id: ids.get(accountCode(p.account))!,
      customer: isCustomerRef(p.account),
    }));
    const customerDelta = deltasOf(resolved.filter((p) => p.customer));
    const houseDelta = deltasOf(resolved.filter((p) => !p.customer));
    const written = await this.#write(tx, input, resolved, customerDelta);
    if (written === undefined) return replayed(tx, input);
    // Customer balances change and are checked in the same statement (on PostgreSQL the update
    // locks the rows until the commit); a balance that would fall below zero refuses the whole
    // command, and its rollback takes back everything written above.
    if (written.after.some((row) => row.balance < 0)) {
      refuse(input.insufficientMessage ?? 'balance_insufficient');
    }
    // No customer balance may pass the limit (a house balance is the sum of many of them).
    if (written.after.some((row) => Number(row.balance) > MAX_BALANCE_MINOR_UNITS)) {
      refuse('balance_limit_reached');
    }
    await this.#house.defer(tx, houseDelta);
    const counted = this.metrics?.transfers.labels({ code: input.code });
    if (counted) afterCommit(tx, () => counted.inc());
    return { transferId: written.transferId, replayed: false };
  }

  /**
   * Writes the transfer, its postings and the customer balances; nothing when the idempotency
   * key was used before. On PostgreSQL in one round trip.
   */
  async #write(
    tx: Tx,
    input: TransferInput,
    resolved: readonly ResolvedPosting[],
    customerDelta: ReadonlyMap<number, number>,
  ): Promise<{ transferId: number; after: { balance: number }[] } | undefined> {
    const row: TransferRow = {
      idempotency_key: input.idempotencyKey,
      code: input.code,
      customer_id: input.customerId ?? null,
      actor: input.actor,
      memo: input.memo ?? null,
      reverses_transfer_id: input.reversesTransferId ?? null,
      created_at: this.clock.now().toISOString(),
    };
    const postings: PostingLists = {
      account_ids: resolved.map((p) => p.id),
      currencies: resolved.map((p) => p.account.currency as string),
      amounts: resolved.map((p) => p.amount),
    };
    if (this.dialect === 'postgres') {
      const changes = balanceChanges(customerDelta);
      const rows = await transferAtOnce.all(tx, {
        ...row,
        ...postings,
        balance_ids: changes.ids,
        balance_deltas: changes.deltas,
      });
      const transferId = rows[0]?.transfer_id;
      if (transferId === undefined) return undefined;
      return { transferId, after: rows.filter((r) => r.balance !== null) as { balance: number }[] };
    }
    const transferId = (await insertTransfer.first(tx, row))?.id;
    if (transferId === undefined) return undefined;
    await insertPostings.run(tx, { transfer_id: transferId, ...postings });
    return { transferId, after: await addToBalances(tx, customerDelta) };
  }

  async reverse(
    tx: Tx,
    transferId: number,
    args: { actor: string; reason: string; insufficientMessage?: MessageKey },
  ): Promise<TransferResult> {
    const { transfer, postings } = await transferWithPostings(tx, transferId);
    return this.transfer(tx, {
      idempotencyKey: `reversal:${transferId}`,
      code: 'reversal',
      actor: args.actor,
      customerId: transfer.customer_id ?? undefined,
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
            : { house: p.purpose as HousePurpose, currency: p.currency as Currency },
      })),
    });
  }

  async balance(db: Db | Tx, ref: AccountRef): Promise<MinorUnits> {
    const row = await cachedBalance(db, accountCode(ref));
    if (!row) return 0;
    if (isCustomerRef(ref)) return row.balance;
    // A house balance read inside a transaction counts what that transaction will still add.
    return row.balance + (await balancePartsSum(db, row.id)) + this.#house.pending(db, row.id);
  }

  async customerBalances(db: Db | Tx, customerId: number): Promise<Map<string, MinorUnits>> {
    const rows = await customerAccountBalances(db, customerId);
    return new Map(
      rows.map((r) => [
        customerBalanceKey(r.purpose as CustomerPurpose, r.currency as Currency),
        r.balance,
      ]),
    );
  }
}

/** Signed changes per account id. */
function deltasOf(postings: readonly ResolvedPosting[]): Map<number, number> {
  const deltas = new Map<number, number>();
  for (const p of postings) deltas.set(p.id, (deltas.get(p.id) ?? 0) + p.amount);
  return deltas;
}

/** A repeated command: answered from the first transfer made under its key. */
async function replayed(tx: Tx, input: TransferInput): Promise<TransferResult> {
  const first = await transferByKey(tx, input.idempotencyKey);
  if (first.code !== input.code) {
    throw new Error(`idempotency key ${input.idempotencyKey} reused for another transfer`);
  }
  return { transferId: first.id, replayed: true };
}

export function createLedger(dialect: DialectName, clock: Clock, metrics?: Metrics): Ledger {
  const engine = new LedgerEngine(dialect, clock, metrics);
  return {
    transfer: (tx, input) => engine.transfer(tx, input),
    reverse: (tx, transferId, args) => engine.reverse(tx, transferId, args),
    balance: (db, ref) => engine.balance(db, ref),
    customerBalances: (db, customerId) => engine.customerBalances(db, customerId),
  };
}
