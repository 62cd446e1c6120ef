import type SQLite from 'better-sqlite3';

/**
 * What the prepared hot-path queries (`prepared.ts`) ask of the database drivers, apart from
 * Kysely: on PostgreSQL, that the connection keep them as named statements; on SQLite, the
 * prepared statement itself, to run inside a transaction without Kysely's per-query machinery.
 */

/** SQL texts run as named statements on PostgreSQL, with their names. */
const statementNames = new Map<string, string>();

/** Marks a query's SQL as one to keep prepared (parsed and planned once per connection). */
export function keepPrepared(text: string): void {
  if (!statementNames.has(text)) statementNames.set(text, `kabuto_${statementNames.size + 1}`);
}

export function statementName(text: string): string | undefined {
  return statementNames.get(text);
}

/** Ends a text that commits the transaction it runs in (see `committing`). */
const COMMIT_TAIL = ';\ncommit -- ends the transaction\n';

/**
 * PostgreSQL: `statements` (plain SQL, no parameters) and the commit, as one text sent in one
 * round trip. Once it has run, the driver's own `commit` that follows is answered without going
 * to the server (`database.ts`).
 */
export function committing(statements: readonly string[]): string {
  return statements.join(';\n') + COMMIT_TAIL;
}

/** Whether `text` committed its transaction itself (made by `committing`). */
export function endsTransaction(text: string): boolean {
  return text.endsWith(COMMIT_TAIL);
}

/** A SQLite connection's statement cache, by the Kysely adapter of the database it serves. */
export interface SqliteStatements {
  prepare(text: string): SQLite.Statement;
}

const sqliteByAdapter = new WeakMap<object, SqliteStatements>();

export function registerSqliteStatements(adapter: object, statements: SqliteStatements): void {
  sqliteByAdapter.set(adapter, statements);
}

export function sqliteStatements(adapter: object): SqliteStatements | undefined {
  return sqliteByAdapter.get(adapter);
}
