import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from './db/schema.ts';

/**
 * One owner per table: only the owning module's folder (under modules/) names a table in a query.
 * Every other module goes through the owner's service. The scan reads the server's source (tests,
 * test helpers, the simulation — which reads every table back to check the invariants — and
 * migrations aside: migrations build every table) for Kysely calls and for table names in raw
 * `sql` text.
 */
const OWNERS = {
  customers: 'customers',
  customer_sessions: 'customers',
  sign_in_failures: 'customers',
  staff: 'staff',
  staff_sessions: 'staff',
  ledger_accounts: 'ledger',
  ledger_balances: 'ledger',
  ledger_balance_parts: 'ledger',
  ledger_transfers: 'ledger',
  ledger_postings: 'ledger',
  audit_log: 'audit',
  review_items: 'reviews',
  settings: 'site',
  pages: 'site',
  news: 'news',
  withdrawals: 'funding',
  bank_cards: 'funding',
  uploads: 'uploads',
  recharges: 'funding',
  exchanges: 'funding',
  ipo_offerings: 'ipo',
  ipo_subscriptions: 'ipo',
  products: 'copy',
  product_follows: 'copy',
  product_navs: 'copy',
  block_offers: 'blocks',
  block_purchases: 'blocks',
  price_approvals: 'approvals',
  positions: 'positions',
  watchlist: 'market',
  messages: 'messages',
  message_reads: 'messages',
  orders: 'trading',
  kyc_applications: 'kyc',
  loans: 'loans',
  share_loans: 'lending',
  intraday_applications: 'intraday',
  idempotency_keys: 'idempotency',
  customer_devices: 'customers',
  customer_totp: 'customers',
  account_values: 'insight',
  price_alerts: 'insight',
  trade_confirmations: 'statements',
  statements: 'statements',
  staff_proposals: 'approvals',
  margin_warnings: 'trading',
  market_switches: 'market',
} as const satisfies Record<keyof Database, string>;

type Table = keyof typeof OWNERS;

interface Exception {
  table: Table;
  /** Relative to apps/server/src. */
  file: string;
}

/**
 * Uses that are known and not yet moved behind the owner's service. The list may only shrink: an
 * entry that no longer matches a use fails the test too. Positions and the ledger's tables have
 * none.
 *
 * One statement writes two tables, and needs no exception: on PostgreSQL a market order's position
 * and the order's link to it are written together, on the order's hot path (one round trip less).
 * Each owner writes its own part: positions/repository.ts inserts the position and takes the rest
 * as a `WrittenAlong` piece, which trading/repository.ts writes (`linkOrderToNewPosition`).
 */
const KNOWN_EXCEPTIONS: readonly Exception[] = [];

const KYSELY_CALL =
  /\b(?:selectFrom|insertInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*'(\w+)/g;
const RAW_SQL = /\bsql(?:<[^`]*?>)?`([^`]*)`/g;
const RAW_TABLE = /\b(?:from|join|into|update|table)\s+"?(\w+)/gi;

function isTable(name: string): name is Table {
  return Object.hasOwn(OWNERS, name);
}

/** The tables a source text names in queries (aliases and common-table names left out). */
function tablesNamed(source: string): Set<Table> {
  const found = new Set<Table>();
  for (const m of source.matchAll(KYSELY_CALL)) if (isTable(m[1]!)) found.add(m[1]);
  for (const raw of source.matchAll(RAW_SQL)) {
    for (const m of raw[1]!.matchAll(RAW_TABLE)) {
      const name = m[1]!.toLowerCase();
      if (isTable(name)) found.add(name);
    }
  }
  return found;
}

const root = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['migrations', 'test', 'sim'].includes(entry.name) ? [] : sourceFiles(path);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function moduleOf(file: string): string | undefined {
  return /^modules\/([^/]+)\//.exec(file)?.[1];
}

/** Every use of a table outside its owner's folder, as "table in file". */
function foreignUses(): string[] {
  const uses: string[] = [];
  for (const path of sourceFiles(root)) {
    const file = relative(root, path).split('\\').join('/');
    for (const table of tablesNamed(readFileSync(path, 'utf8'))) {
      if (moduleOf(file) !== OWNERS[table]) uses.push(`${table} in ${file}`);
    }
  }
  return uses.sort();
}

const exceptionText = (e: Exception) => `${e.table} in ${e.file}`;

/**
 * A module's SQL lives in its repository: `repository.ts`, a `<part>-repository.ts` beside it
 * where one file would be too long, or the files of a `repository/` folder.
 */
const REPOSITORY = /^modules\/[^/]+\/((?:[\w-]+-)?repository\.ts|repository\/[^/]+\.ts)$/;

/** Files of a module that name a table in a query outside its repository. */
function queriesOutsideRepositories(): string[] {
  return sourceFiles(root)
    .map((path) => relative(root, path).split('\\').join('/'))
    .filter((file) => moduleOf(file) !== undefined && !REPOSITORY.test(file))
    .filter((file) => tablesNamed(readFileSync(join(root, file), 'utf8')).size > 0)
    .sort();
}

describe('table owners', () => {
  it('finds the tables a query names, in Kysely calls, joins and raw SQL', () => {
    const source = [
      "db.selectFrom('positions as p').innerJoin('ledger_postings as x', 'x.id', 'p.id')",
      "tx.updateTable(\n  'orders'\n).set({})",
      'sql`select count(*) from ledger_transfers t join "customers" c on c.id = t.customer_id`',
      "q.with('p', (w) => w.deleteFrom('news')).selectFrom('p')",
    ].join('\n');
    expect([...tablesNamed(source)].sort()).toEqual([
      'customers',
      'ledger_postings',
      'ledger_transfers',
      'news',
      'orders',
      'positions',
    ]);
  });

  it('lets no module query a table it does not own, beyond the known exceptions', () => {
    const known = new Set(KNOWN_EXCEPTIONS.map(exceptionText));
    expect(foreignUses().filter((use) => !known.has(use))).toEqual([]);
  });

  it('keeps no exception that is no longer needed', () => {
    const uses = new Set(foreignUses());
    expect(KNOWN_EXCEPTIONS.map(exceptionText).filter((e) => !uses.has(e))).toEqual([]);
  });

  it('keeps every module’s SQL in its repository', () => {
    expect(queriesOutsideRepositories()).toEqual([]);
  });

  it('allows no exception for positions or the ledger’s tables', () => {
    const strict = KNOWN_EXCEPTIONS.filter(
      (e) => OWNERS[e.table] === 'positions' || OWNERS[e.table] === 'ledger',
    );
    expect(strict).toEqual([]);
  });
});
