import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Checkpointer } from './checkpointer.ts';
import { commandRoot, joinTotals, newCommand, runCommand, writeTotals } from './command-hooks.ts';
import type { DialectName } from './database.ts';
import {
  CommitBatcher,
  LOCK_NOT_AVAILABLE,
  MAX_ATTEMPTS,
  isRetryable,
  pgCode,
} from './group-commit.ts';
import { asCommand, guardRoot, unguardedRoot } from './root-guard.ts';
import type { Database } from './schema.ts';

export type Tx = Transaction<Database>;
export type Db = Kysely<Database>;

const batcherOf = new WeakMap<Db, CommitBatcher>();

/**
 * The handle the app uses: guarded against use inside a transaction. With `groupCommit`, commands
 * that arrive together share one commit: on SQLite one group at a time (it runs one transaction
 * at a time anyway); on PostgreSQL up to `PG_COMMIT_LANES` groups at once, each on its own
 * connection.
 */
export function guardDatabase(
  db: Db,
  options: {
    groupCommit?: DialectName | undefined;
    checkpointer?: Checkpointer | undefined;
    /** Told how many commands each group commit carried. */
    onCommit?: ((commands: number) => void) | undefined;
  } = {},
): Db {
  const guarded = guardRoot(db);
  if (options.groupCommit) {
    batcherOf.set(
      db,
      new CommitBatcher(db, options.groupCommit, options.checkpointer, options.onCommit),
    );
  }
  return guarded;
}

/** The root database a handle belongs to (a transaction's, when `inTransaction` opened it). */
export function rootDatabase(db: Db | Tx): Db | undefined {
  return db.isTransaction ? commandRoot(db as Tx) : (unguardedRoot(db) ?? db);
}

/** A lane for a transaction outside any group commit: any of them, to spread the rows written. */
const SOLO_LANES = 16;

/**
 * Runs one command in one transaction. PostgreSQL serialization failures and deadlocks are
 * retried a bounded number of times; anything else propagates.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const root = unguardedRoot(db) ?? db;
  const batcher = batcherOf.get(root);
  if (batcher) return batcher.run(work);
  for (let attempt = 1; ; attempt += 1) {
    const transaction = { lane: randomInt(SOLO_LANES), totals: new Map() };
    const hooks = newCommand(root, transaction);
    try {
      const result = await asCommand(() =>
        root.transaction().execute(async (tx) => {
          const value = await runCommand(tx, hooks, work);
          joinTotals(hooks);
          await writeTotals(tx, transaction);
          return value;
        }),
      );
      for (const effect of hooks.afterCommit) effect();
      return result;
    } catch (error) {
      const again = isRetryable(error) || pgCode(error) === LOCK_NOT_AVAILABLE;
      if (attempt >= MAX_ATTEMPTS || !again) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt));
    }
  }
}
