import { randomInt } from 'node:crypto';
import type { DialectName } from '../../db/database.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { beforeCommit } from '../../db/transaction.ts';
import type { BalanceChanges } from './repository/writes.ts';
import { addBalanceParts, addBalances } from './repository/writes.ts';

/** Signed changes per account id. */
export type Deltas = ReadonlyMap<number, number>;

const HOUSE_BALANCE_PARTS = 16;

/**
 * The balance changes to write, as parallel lists: zero changes left out, in account order (the
 * order row locks are taken in, so concurrent commands never wait on each other in a circle).
 */
export function balanceChanges(deltas: Deltas): BalanceChanges {
  const changes = [...deltas].filter(([, delta]) => delta !== 0).sort((a, b) => a[0] - b[0]);
  return { ids: changes.map(([id]) => id), deltas: changes.map(([, delta]) => delta) };
}

/** Adds each delta to its account's balance in one statement; the new balances. */
export async function addToBalances(
  tx: Tx,
  deltas: Deltas,
): Promise<{ account_id: number; balance: number }[]> {
  const changes = balanceChanges(deltas);
  if (changes.ids.length === 0) return [];
  return addBalances.all(tx, changes);
}

/**
 * House balances change on almost every transfer. Their deltas are gathered and written as the
 * transaction's last statement, so the row locks on them last only as long as the commit. On
 * PostgreSQL they go into one of the parts of each balance (migration 011), so that concurrent
 * commands seldom wait for each other's commit; SQLite runs one command at a time anyway.
 */
export class HouseBalances {
  readonly #pending = new WeakMap<Tx, Map<number, number>>();

  constructor(private readonly dialect: DialectName) {}

  async defer(tx: Tx, deltas: Deltas): Promise<void> {
    if (deltas.size === 0) return;
    let pending = this.#pending.get(tx);
    if (!pending) {
      const gathered = new Map<number, number>();
      const deferred = beforeCommit(tx, async () => {
        this.#pending.delete(tx);
        await this.#write(tx, gathered);
      });
      if (!deferred) {
        await this.#write(tx, deltas);
        return;
      }
      pending = gathered;
      this.#pending.set(tx, pending);
    }
    for (const [id, delta] of deltas) pending.set(id, (pending.get(id) ?? 0) + delta);
  }

  /** What a transaction will still add to an account's balance at its commit. */
  pending(db: Db | Tx, accountId: number): number {
    return db.isTransaction ? (this.#pending.get(db as Tx)?.get(accountId) ?? 0) : 0;
  }

  async #write(tx: Tx, deltas: Deltas): Promise<void> {
    if (this.dialect !== 'postgres') {
      await addToBalances(tx, deltas);
      return;
    }
    const changes = balanceChanges(deltas);
    if (changes.ids.length === 0) return;
    await addBalanceParts.run(tx, { part: randomInt(HOUSE_BALANCE_PARTS), ...changes });
  }
}
