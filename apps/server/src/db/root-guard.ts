/**
 * The guard on the root database handle: a query on it while a command's transaction runs in the
 * same async flow is a bug (on SQLite it would wait forever for the one connection the
 * transaction holds; on PostgreSQL it would escape the transaction), so it fails at once.
 */
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

type Root = Kysely<Database>;

/**
 * Set while a command's transaction runs, for every async step inside it. Tracking that costs
 * every promise of the process a hook, so production builds leave it out; the tests and
 * development runs, which exercise every command, keep it and so catch the mistake.
 */
const insideTransaction =
  process.env.NODE_ENV === 'production' ? null : new AsyncLocalStorage<true>();

/** Runs a command's work marked as inside its transaction. */
export function asCommand<T>(work: () => Promise<T>): Promise<T> {
  return insideTransaction ? insideTransaction.run(true, work) : work();
}

function refuseInsideTransaction(): void {
  if (insideTransaction?.getStore()) {
    throw new Error('query on the root database inside a transaction: use the transaction handle');
  }
}

/** Refuses every query of the guarded handle made inside a transaction. */
class OutsideTransactionGuard implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    refuseInsideTransaction();
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** The guarded handle of each root, and back. */
const rootOf = new WeakMap<Root, Root>();

/** The handle the app uses in place of `db` (the same handle in production builds). */
export function guardRoot(db: Root): Root {
  const guarded = insideTransaction ? db.withPlugin(new OutsideTransactionGuard()) : db;
  rootOf.set(guarded, db);
  return guarded;
}

/** The root behind a guarded handle (undefined for any other handle). */
export function unguardedRoot(db: Root): Root | undefined {
  return rootOf.get(db);
}

/** The guard, for queries compiled once and run many times (they skip the plugin). */
export function checkRootUse(db: Root | Transaction<Database>): void {
  if (!db.isTransaction && rootOf.has(db)) refuseInsideTransaction();
}
