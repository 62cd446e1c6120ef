import type { Db, Tx } from './transaction.ts';
import { asCommand } from './root-guard.ts';

/**
 * What a command registers with the transaction it runs in: amounts its transaction writes once
 * at the commit, and effects that follow the commit. `inTransaction` and group commit
 * (`group-commit.ts`) open the commands and honour their hooks.
 */

/**
 * Per-account amounts that commands add up and a transaction writes once, as its last statement
 * (house balances, which nearly every command changes): in a group commit, once for all of its
 * commands, so that the rows' locks are taken once and held only for the commit. `lane` tells
 * apart the group commits that run at the same time (each writes rows of its own).
 */
export interface CommitTotals {
  write(tx: Tx, totals: ReadonlyMap<number, number>, lane: number): Promise<void>;
  /**
   * PostgreSQL: the same write as one SQL text without parameters (literal integers only), which
   * a group commit sends along with its `commit`, in one round trip.
   */
  commitStatement?(totals: ReadonlyMap<number, number>, lane: number): string | undefined;
}

type Totals = Map<CommitTotals, Map<number, number>>;

/** What the commands of one transaction share: the totals of those that succeeded so far. */
export interface TransactionState {
  readonly lane: number;
  readonly totals: Totals;
}

/** One command's place in its transaction, and what follows once it is committed. */
export interface CommandHooks {
  readonly root: Db;
  readonly transaction: TransactionState;
  /** This command's own totals, joined to the transaction's when it succeeds. */
  readonly totals: Totals;
  readonly afterCommit: (() => void)[];
}

const hooksOf = new WeakMap<Tx, CommandHooks>();

export function newCommand(root: Db, transaction: TransactionState): CommandHooks {
  return { root, transaction, totals: new Map(), afterCommit: [] };
}

function addInto(totals: Totals, sink: CommitTotals, deltas: ReadonlyMap<number, number>): void {
  let sums = totals.get(sink);
  if (!sums) {
    sums = new Map();
    totals.set(sink, sums);
  }
  for (const [id, delta] of deltas) sums.set(id, (sums.get(id) ?? 0) + delta);
}

/**
 * Adds `deltas` to what `sink` writes at the commit of `tx`; dropped if this command fails. False
 * when `tx` was not opened by `inTransaction` (the caller must write at once).
 */
export function addAtCommit(
  tx: Tx,
  sink: CommitTotals,
  deltas: ReadonlyMap<number, number>,
): boolean {
  const hooks = hooksOf.get(tx);
  if (hooks) addInto(hooks.totals, sink, deltas);
  return !!hooks;
}

/** What the transaction of `tx` will still add to account `id` through `sink` at its commit. */
export function pendingAtCommit(tx: Tx, sink: CommitTotals, id: number): number {
  const hooks = hooksOf.get(tx);
  if (!hooks) return 0;
  return (
    (hooks.transaction.totals.get(sink)?.get(id) ?? 0) + (hooks.totals.get(sink)?.get(id) ?? 0)
  );
}

/** Runs `effect` once `tx` has committed (never when it rolls back). False as above. */
export function afterCommit(tx: Tx, effect: () => void): boolean {
  const hooks = hooksOf.get(tx);
  hooks?.afterCommit.push(effect);
  return !!hooks;
}

/** The root database of the command that runs in `tx`, when `inTransaction` opened it. */
export function commandRoot(tx: Tx): Db | undefined {
  return hooksOf.get(tx)?.root;
}

/** Writes the transaction's totals: its last statements, just before the commit. */
export async function writeTotals(tx: Tx, transaction: TransactionState): Promise<void> {
  for (const [sink, totals] of transaction.totals) await sink.write(tx, totals, transaction.lane);
}

/** One command's work inside its transaction (or savepoint). */
export async function runCommand<T>(
  tx: Tx,
  hooks: CommandHooks,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  hooksOf.set(tx, hooks);
  return asCommand(() => work(tx));
}

/** A command succeeded: its totals become the transaction's. */
export function joinTotals(hooks: CommandHooks): void {
  for (const [sink, deltas] of hooks.totals) addInto(hooks.transaction.totals, sink, deltas);
}
