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

/**
 * Refuses a query on the root handle while a transaction runs in the same async flow. On SQLite
 * such a query would wait forever for the one connection the transaction holds; on PostgreSQL it
 * would escape the transaction. Either way it is a bug, so it fails at once and loudly.
 */
class OutsideTransactionGuard implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (insideTransaction.getStore()) {
      throw new Error(
        'query on the root database inside a transaction: use the transaction handle',
      );
    }
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

/**
 * Runs one command in one transaction. PostgreSQL serialization failures and deadlocks are
 * retried a bounded number of times; anything else propagates.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const root = rootOf.get(db) ?? db;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insideTransaction.run(true, () => root.transaction().execute(work));
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt));
    }
  }
}
