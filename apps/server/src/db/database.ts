import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema.ts';
import { endsTransaction, registerSqliteStatements, statementName } from './statements.ts';
import type { Checkpointer } from './checkpointer.ts';
import { startCheckpointer } from './checkpointer.ts';
import { GROUP_LOCK_TIMEOUT_MS } from './group-commit.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  /** SQLite in a file: the thread that checkpoints its log (group commits tell it of commits). */
  readonly checkpointer?: Checkpointer;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…` selects PostgreSQL; otherwise SQLite at `sqlitePath`. */
  url?: string | undefined;
  sqlitePath?: string;
  /** SQLite: log length in pages past which it starts over (tests make it small). */
  walRestartPages?: number;
  /** PostgreSQL only: the schema to work in (created when missing). Tests use one per file. */
  schema?: string | undefined;
}

const PG_INT8_OID = 20;
let pgParsersInstalled = false;

/** int8 columns (ids, amounts, counts) come back from pg as text; they are safe integers here. */
function installPgParsers(): void {
  if (pgParsersInstalled) return;
  pg.types.setTypeParser(PG_INT8_OID, (text: string) => {
    const value = Number(text);
    if (!Number.isSafeInteger(value)) throw new Error(`int8 out of safe range: ${text}`);
    return value;
  });
  pgParsersInstalled = true;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (isPostgresUrl(options.url)) return openPostgres(options.url, options.schema);
  const file = options.sqlitePath ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Reads straight from the mapped file and a larger page cache: the market history makes the
  // database far bigger than SQLite's default 2 MB cache.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  // Each command of a group commit runs in a savepoint, and SQLite keeps the pages a savepoint
  // changes in a statement journal, a temporary file once past 64 KB: in memory, an order's
  // statements take about a third less time.
  sqlite.pragma('temp_store = MEMORY');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  registerSqliteStatements(db.getExecutor().adapter, statements);
  if (file === ':memory:') return { db, dialect: 'sqlite', close: () => db.destroy() };
  const checkpointer = startCheckpointer(sqlite, file, options.walRestartPages);
  return {
    db,
    dialect: 'sqlite',
    checkpointer,
    async close() {
      // The worker's connection goes first: the last one to close empties the log.
      await checkpointer.close();
      await db.destroy();
    },
  };
}

/** Most statements the app runs are a few hundred shapes; past this, the cache starts over. */
const STATEMENT_CACHE_LIMIT = 2_000;

/**
 * Kysely prepares every statement afresh; preparing costs as much as running a small one. The
 * prepared statement is kept by its SQL text instead (parameters are bound per run), and SQLite
 * re-prepares it by itself after a schema change.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let stmt = cache.get(text);
      if (!stmt) {
        if (cache.size >= STATEMENT_CACHE_LIMIT) cache.clear();
        stmt = sqlite.prepare(text);
        cache.set(text, stmt);
      }
      return stmt;
    },
  };
}

async function openPostgres(url: string, schema: string | undefined): Promise<DatabaseHandle> {
  installPgParsers();
  if (schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name: ${schema}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    stream: coalescingSocket,
    connectionTimeoutMillis: 10_000,
    max: 20,
    // Every write runs in a group commit, whose commands step back from a row another group
    // holds after this long (`transaction.ts`); reads take no row locks.
    options: [
      `-c lock_timeout=${GROUP_LOCK_TIMEOUT_MS}`,
      ...(schema ? [`-c search_path=${schema}`] : []),
    ].join(' '),
  });
  pool.on('connect', useNamedStatements);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/**
 * The pool's connections keep the hot-path statements prepared, by name (`statements.ts`), and
 * answer the `commit` of a transaction that a text made by `committing` already committed.
 */
function useNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let committed = false;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    const alreadyCommitted = committed;
    committed = false;
    if (typeof text !== 'string') return query(...args);
    if (text === 'commit' && alreadyCommitted) {
      return Promise.resolve({ command: 'COMMIT', rowCount: null, rows: [] });
    }
    if (endsTransaction(text)) {
      return (query(...args) as Promise<unknown>).then((result) => {
        committed = true;
        return result;
      });
    }
    const name = statementName(text);
    if (name === undefined || args.length !== 2) return query(...args);
    return query({ name, text, values });
  }) as typeof client.query;
}

/**
 * A socket to PostgreSQL that sends what one step writes as one packet. The driver writes each
 * protocol message of a query (parse, bind, describe, execute, sync) separately, and on this
 * machine each separate write to the server costs more than running the query; corked until
 * the end of the tick, they leave in a single system call.
 */
function coalescingSocket(): net.Socket {
  const socket = new net.Socket();
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  let corked = false;
  const uncork = () => {
    corked = false;
    socket.uncork();
  };
  socket.write = ((...args: unknown[]) => {
    if (!corked) {
      corked = true;
      socket.cork();
      process.nextTick(uncork);
    }
    return write(...args);
  }) as typeof socket.write;
  return socket;
}

/** Drops a schema made by `openDatabase({ schema })` (tests clean up after themselves). */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}
