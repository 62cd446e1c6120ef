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
import type { Database } from './schema.ts';

export type Tx = Transaction<Database>;
export type Db = Kysely<Database>;

const RETRYABLE_PG_CODES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_PG_CODES.has(code);
}

/** Set while a command's transaction runs, for every async step inside it. */
const insideTransaction = new AsyncLocalStorage<true>();

function refuseInsideTransaction(): void {
  if (insideTransaction.getStore()) {
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

/** The handle the app uses: guarded against use inside a transaction. */
export function guardDatabase(db: Db): Db {
  const guarded = db.withPlugin(new OutsideTransactionGuard());
  rootOf.set(guarded, db);
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
  for (let attempt = 1; ; attempt += 1) {
    const hooks: TransactionHooks = { root, beforeCommit: [], afterCommit: [] };
    try {
      const result = await insideTransaction.run(true, () =>
        root.transaction().execute(async (tx) => {
          hooksOf.set(tx, hooks);
          const value = await work(tx);
          // A hook may add another (one flush can lead to the next); run until none is left.
          for (let i = 0; i < hooks.beforeCommit.length; i += 1) await hooks.beforeCommit[i]!();
          return value;
        }),
      );
      for (const effect of hooks.afterCommit) effect();
      return result;
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt));
    }
  }
}
