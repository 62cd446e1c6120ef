import { randomInt } from 'node:crypto';
import type { DialectName } from '../../db/database.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import type { CommitTotals } from '../../db/command-hooks.ts';
import { addAtCommit, pendingAtCommit } from '../../db/command-hooks.ts';
import type { BalanceChanges } from './repository/writes.ts';
import { addBalanceParts, addBalancePartsText, addBalances } from './repository/writes.ts';

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
 * House balances change on almost every transfer. Their deltas are gathered and written once per
 * transaction as its last statement (once for a whole group commit), so the row locks on them
 * last only as long as the commit. On PostgreSQL they go into one of the parts of each balance
 * (migration 011), the part of the group commit's lane, so that group commits running at once
 * never wait for each other on them; SQLite runs one transaction at a time anyway.
 */
export class HouseBalances implements CommitTotals {
  constructor(private readonly dialect: DialectName) {}

  async defer(tx: Tx, deltas: Deltas): Promise<void> {
    if (deltas.size === 0) return;
    if (!addAtCommit(tx, this, deltas))
      await this.write(tx, deltas, randomInt(HOUSE_BALANCE_PARTS));
  }

  /** What a transaction will still add to an account's balance at its commit. */
  pending(db: Db | Tx, accountId: number): number {
    return db.isTransaction ? pendingAtCommit(db as Tx, this, accountId) : 0;
  }

  async write(tx: Tx, deltas: Deltas, lane: number): Promise<void> {
    if (this.dialect !== 'postgres') {
      await addToBalances(tx, deltas);
      return;
    }
    const changes = balanceChanges(deltas);
    if (changes.ids.length === 0) return;
    await addBalanceParts.run(tx, { part: lane % HOUSE_BALANCE_PARTS, ...changes });
  }

  commitStatement(deltas: Deltas, lane: number): string | undefined {
    const changes = balanceChanges(deltas);
    if (changes.ids.length === 0) return undefined;
    return addBalancePartsText({ part: lane % HOUSE_BALANCE_PARTS, ...changes });
  }
}
