import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  Transaction,
  UnknownRow,
} from 'kysely';
import type { Checkpointer } from './checkpointer.ts';
import type { Database } from './schema.ts';

export type Tx = Transaction<Database>;
export type Db = Kysely<Database>;

const RETRYABLE_PG_CODES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_PG_CODES.has(code);
}

/**
 * Set while a command's transaction runs, for every async step inside it. Tracking that costs
 * every promise of the process a hook, so production builds leave it out; the tests and
 * development runs, which exercise every command, keep it and so catch the mistake.
 */
const insideTransaction =
  process.env.NODE_ENV === 'production' ? null : new AsyncLocalStorage<true>();

function asCommand<T>(work: () => Promise<T>): Promise<T> {
  return insideTransaction ? insideTransaction.run(true, work) : work();
}

function refuseInsideTransaction(): void {
  if (insideTransaction?.getStore()) {
    throw new Error('query on the root database inside a transaction: use the transaction handle');
  }
}

/** The guard, for queries compiled once and run many times (they skip the plugin). */
export function checkRootUse(db: Db | Tx): void {
  if (!db.isTransaction && rootOf.has(db)) refuseInsideTransaction();
}

/**
 * Refuses a query on the root handle while a transaction runs in the same async flow. On SQLite
 * such a query would wait forever for the one connection the transaction holds; on PostgreSQL it
 * would escape the transaction. Either way it is a bug, so it fails at once and loudly.
 */
class OutsideTransactionGuard implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    refuseInsideTransaction();
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

const rootOf = new WeakMap<Db, Db>();
const batcherOf = new WeakMap<Db, CommitBatcher>();

/**
 * The handle the app uses: guarded against use inside a transaction. With `groupCommit` (SQLite,
 * where transactions run one at a time anyway), commands that arrive together share one commit.
 */
export function guardDatabase(
  db: Db,
  options: {
    groupCommit?: boolean;
    checkpointer?: Checkpointer | undefined;
    /** Told how many commands each group commit carried. */
    onCommit?: ((commands: number) => void) | undefined;
  } = {},
): Db {
  const guarded = insideTransaction ? db.withPlugin(new OutsideTransactionGuard()) : db;
  rootOf.set(guarded, db);
  if (options.groupCommit) {
    batcherOf.set(db, new CommitBatcher(db, options.checkpointer, options.onCommit));
  }
  return guarded;
}

/** Work a transaction does last, and what follows once it is committed. */
interface TransactionHooks {
  readonly root: Db;
  readonly beforeCommit: (() => Promise<void>)[];
  readonly afterCommit: (() => void)[];
}

const hooksOf = new WeakMap<Tx, TransactionHooks>();

/**
 * Runs `work` as the last step of `tx`, just before it commits: the place for writes to rows
 * every transaction touches (house balances), so their locks are held for as short a time as
 * possible. False when `tx` was not opened by `inTransaction` (the caller must write at once).
 */
export function beforeCommit(tx: Tx, work: () => Promise<void>): boolean {
  const hooks = hooksOf.get(tx);
  hooks?.beforeCommit.push(work);
  return !!hooks;
}

/** Runs `effect` once `tx` has committed (never when it rolls back). False as above. */
export function afterCommit(tx: Tx, effect: () => void): boolean {
  const hooks = hooksOf.get(tx);
  hooks?.afterCommit.push(effect);
  return !!hooks;
}

/** The root database a handle belongs to (a transaction's, when `inTransaction` opened it). */
export function rootDatabase(db: Db | Tx): Db | undefined {
  return db.isTransaction ? hooksOf.get(db as Tx)?.root : (rootOf.get(db) ?? db);
}

/**
 * Runs one command in one transaction. PostgreSQL serialization failures and deadlocks are
 * retried a bounded number of times; anything else propagates.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const root = rootOf.get(db) ?? db;
  const batcher = batcherOf.get(root);
  if (batcher) return batcher.run(work);
  for (let attempt = 1; ; attempt += 1) {
    const hooks: TransactionHooks = { root, beforeCommit: [], afterCommit: [] };
    try {
      const result = await asCommand(() =>
        root.transaction().execute((tx) => runCommand(tx, hooks, work)),
      );
      for (const effect of hooks.afterCommit) effect();
      return result;
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt));
    }
  }
}

/** One command's work inside its transaction (or savepoint), then its last writes. */
async function runCommand<T>(
  tx: Tx,
  hooks: TransactionHooks,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  hooksOf.set(tx, hooks);
  const value = await work(tx);
  // A hook may add another (one flush can lead to the next); run until none is left.
  for (let i = 0; i < hooks.beforeCommit.length; i += 1) await hooks.beforeCommit[i]!();
  return value;
}

interface QueuedCommand {
  work: (tx: Tx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const COMMANDS_PER_COMMIT = 64;

/**
 * Group commit for SQLite. A commit (writing the pages to the log) costs more than a whole order's
 * statements, and SQLite runs one transaction at a time in any case; so commands waiting their
 * turn run together in one transaction, each in its own savepoint. A command that fails is rolled
 * back to its savepoint and fails alone; the others are answered only once the commit is done.
 */
class CommitBatcher {
  readonly #root: Db;
  readonly #checkpointer: Checkpointer | undefined;
  readonly #onCommit: ((commands: number) => void) | undefined;
  #queue: QueuedCommand[] = [];
  #running = false;

  constructor(
    root: Db,
    checkpointer: Checkpointer | undefined,
    onCommit: ((commands: number) => void) | undefined,
  ) {
    this.#root = root;
    this.#checkpointer = checkpointer;
    this.#onCommit = onCommit;
  }

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (this.#running) return;
      this.#running = true;
      // Wait for the event loop's next turn: requests already read from their sockets meanwhile
      // reach this queue too (on SQLite one command otherwise runs start to end in one go).
      setImmediate(() => void this.#drain());
    });
  }

  async #drain(): Promise<void> {
    try {
      while (this.#queue.length > 0) await this.#runBatch();
    } finally {
      this.#running = false;
    }
  }

  async #runBatch(): Promise<void> {
    const done: { command: QueuedCommand; value: unknown; hooks: TransactionHooks }[] = [];
    const refused = new Set<QueuedCommand>();
    const logStartsOver = this.#checkpointer?.beforeWrite();
    if (logStartsOver) await logStartsOver;
    let trx;
    try {
      trx = await this.#root.startTransaction().execute();
    } catch (error) {
      for (const command of this.#queue.splice(0)) command.reject(error);
      return;
    }
    // Taken once the connection is ours: whatever queued while we waited for it joins in.
    const batch = this.#queue.splice(0, COMMANDS_PER_COMMIT);
    try {
      for (const command of batch) {
        const hooks: TransactionHooks = { root: this.#root, beforeCommit: [], afterCommit: [] };
        const savepoint = await trx.savepoint('command').execute();
        try {
          const value = await asCommand(() => runCommand(savepoint, hooks, command.work));
          await savepoint.releaseSavepoint('command').execute();
          done.push({ command, value, hooks });
        } catch (error) {
          await savepoint.rollbackToSavepoint('command').execute();
          await savepoint.releaseSavepoint('command').execute();
          refused.add(command);
          command.reject(error);
        }
      }
      await trx.commit().execute();
    } catch (error) {
      // The batch could not be committed: nothing of it stands, and every command says so.
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
      for (const command of batch) if (!refused.has(command)) command.reject(error);
      return;
    }
    this.#checkpointer?.committed();
    this.#onCommit?.(batch.length);
    for (const { command, value, hooks } of done) {
      try {
        for (const effect of hooks.afterCommit) effect();
        command.resolve(value);
      } catch (error) {
        // Committed, but its follow-up failed: that command's caller hears of it, as without
        // batching; the others are answered as usual.
        command.reject(error);
      }
    }
  }
}
