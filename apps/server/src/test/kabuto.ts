import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, expect } from 'vitest';
import type { Envelope } from '@kabuto/shared/api';
import { createKabuto } from '../app.ts';
import type { Kabuto, KabutoOptions } from '../app.ts';
import type { Config } from '../config.ts';
import { loadConfig } from '../config.ts';
import { dropPostgresSchema } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { checkLedger } from '../modules/ledger/invariant.ts';
import { lendingProblems } from '../modules/lending/service.ts';
import { positionProblems } from '../modules/positions/service.ts';

/** Where the suite runs: always SQLite; PostgreSQL as well when TEST_DATABASE_URL is set. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** The fund password test customers are given (makeReady in test/funding.ts). */
export const TEST_FUND_PASSWORD = '123456';

type Post = <T = unknown>(
  path: string,
  body?: Record<string, string | number>,
  headers?: Record<string, string>,
) => Promise<{ http: number; body: Envelope<T> & Record<string, unknown> }>;

export interface TestKabuto extends Kabuto {
  /**
   * POST a form to the customer API and parse the envelope. Like the customer app, a confirmation
   * refused with `fund_password_unlock_required` is unlocked through `/user/unlock` with
   * TEST_FUND_PASSWORD and sent once more.
   */
  post: Post;
  /** The same, with no unlock: the answer exactly as the server gave it. */
  postAsIs: Post;
  /** Registers a customer and signs in; returns the headers to send. */
  signUp(
    account?: string,
    password?: string,
  ): Promise<{ account: string; headers: Record<string, string> }>;
}

let accountCounter = 0;
/** A fresh ten-digit account per call within a test file. */
export function nextAccount(): string {
  accountCounter += 1;
  return `08${String(Date.now() % 1e6).padStart(6, '0')}${String(accountCounter).padStart(2, '0')}`.slice(
    0,
    10,
  );
}

/**
 * A real Kabuto on a fresh database: a new SQLite file, or a new PostgreSQL schema when
 * TEST_DATABASE_URL is set. Fast password hashing, demo data off unless asked, and the ledger
 * invariant checked after every test of the file. Several nodes share one schema when
 * `options.schema` names it (the caller drops it once all are closed).
 */
export async function startTestKabuto(
  overrides: Partial<Config> = {},
  options: KabutoOptions = {},
): Promise<TestKabuto> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabuto-test-'));
  const shared = options.schema;
  const schema = TEST_DATABASE_URL ? (shared ?? `t_${randomBytes(6).toString('hex')}`) : undefined;
  const config: Config = {
    ...loadConfig({}, process.cwd()),
    dataDir,
    databaseUrl: TEST_DATABASE_URL,
    demo: 'off',
    passwordHashing: { memoryCost_kib: 1024, timeCost: 1 },
    authRateLimit: { max: 10_000, window_ms: 60_000 },
    webDist: undefined,
    adminDist: undefined,
    ...overrides,
  };
  const kabuto = await createKabuto(config, { ...options, ...(schema ? { schema } : {}) });
  const close = async () => {
    await kabuto.close();
    if (schema && !shared && TEST_DATABASE_URL) {
      await dropPostgresSchema(TEST_DATABASE_URL, schema);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const postAsIs: Post = async (url, body = {}, headers = {}) => {
    const response = await kabuto.app.inject({
      method: 'POST',
      url: `/api/vue${url}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(
        Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString(),
    });
    return { http: response.statusCode, body: response.json() };
  };
  const post: Post = async <T>(
    url: string,
    body: Record<string, string | number> = {},
    headers: Record<string, string> = {},
  ) => {
    const first = await postAsIs<T>(url, body, headers);
    if (first.body.msg !== 'fund_password_unlock_required') return first;
    const unlock = await postAsIs('/user/unlock', { fund_password: TEST_FUND_PASSWORD }, headers);
    if (unlock.body.status !== 1) return first;
    return postAsIs<T>(url, body, headers);
  };

  const signUp: TestKabuto['signUp'] = async (account = nextAccount(), password = 'secret12') => {
    const reg = await post('/user/register', { account, password, repassword: password, agree: 1 });
    expect(reg.body.msg).toBe('register_success');
    const login = await post<{ token: string }>('/user/login', { account, password });
    expect(login.body.status).toBe(1);
    return { account, headers: { token: login.body.data.token, account } };
  };

  return { ...kabuto, close, post, postAsIs, signUp };
}

/** Fails the test when the ledger's double-entry invariant does not hold. */
export async function expectLedgerBalanced(kabuto: Kabuto): Promise<void> {
  const check = await checkLedger(kabuto.ctx.db);
  expect(check.problems).toEqual([]);
  // What customers hold is checked with their money: lent ≤ held, no negative quantity.
  expect([
    ...(await positionProblems(kabuto.ctx.db)),
    ...(await lendingProblems(kabuto.ctx.db)),
  ]).toEqual([]);
}

/** Registers the ledger check after every test of the file. */
export function checkLedgerAfterEach(get: () => Kabuto | undefined): void {
  afterEach(async () => {
    const kabuto = get();
    if (kabuto) await expectLedgerBalanced(kabuto);
  });
}

const COUNTED_TABLES: readonly (keyof Database)[] = [
  'customers',
  'customer_sessions',
  'ledger_transfers',
  'ledger_postings',
  'ledger_accounts',
  'audit_log',
  'review_items',
];

/**
 * The number of rows in each table (by default the customer and ledger tables every command may
 * touch); "writes nothing" is asserted by comparing two of these.
 */
export async function tableCounts(
  kabuto: Kabuto,
  tables: readonly (keyof Database)[] = COUNTED_TABLES,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const row = await kabuto.ctx.db
      .selectFrom(t)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[t] = Number(row.n);
  }
  return counts;
}
