/**
 * Goal: no request, however malformed, makes a route answer HTTP 500 or outside its contract.
 * Requests are generated from the OpenAPI document (fixed seed) and sent with a real customer's
 * token and a real staff bearer token; every answer is checked against the route's contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestKabuto } from '../test/kabuto.ts';
import { TEST_DATABASE_URL, checkLedgerAfterEach, startTestKabuto } from '../test/kabuto.ts';
import { customerIdOf, fund, makeReady, staffToken, unlockFunds } from '../test/funding.ts';
import { describeFinding, fuzzApp, fuzzClock } from './run.ts';
import type { Credentials } from './requests.ts';

/** About 20 s on SQLite and 30 s on PostgreSQL here; `npm run fuzz -- --runs N` goes further. */
const RUNS = 2500;

let k: TestKabuto;
let creds: Credentials;

beforeAll(async () => {
  k = await startTestKabuto({ demo: 'on', marketPractice: true }, { clock: fuzzClock() });
  const customer = await k.signUp();
  const id = await customerIdOf(k, customer.account);
  await makeReady(k, id);
  await unlockFunds(k, customer.headers);
  await fund(k, id, 'JPY', 10_000_000);
  await fund(k, id, 'USD', 1_000_000);
  const victim = await k.signUp();
  creds = {
    customer: customer.headers,
    staff: { authorization: `Bearer ${await staffToken(k, 'fuzzer')}` },
    victimAccount: victim.account,
  };
});
afterAll(() => k?.close());
checkLedgerAfterEach(() => k);

describe('the contract fuzzer', () => {
  it('meets no HTTP 500 and no answer outside its contract in generated requests', async () => {
    const started = Date.now();
    const report = await fuzzApp(k, creds, { seed: 8, runs: RUNS });
    console.log(
      `contract fuzz (${TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}): ${report.sent} requests, ` +
        `${report.serverErrors} answered 5xx, ${report.findings.length} outside the contract, ` +
        `statuses ${JSON.stringify(report.byStatus)}, ` +
        `${Date.now() - started} ms`,
    );
    expect(report.sent).toBe(RUNS);
    expect(report.findings.map(describeFinding)).toEqual([]);
  }, 120_000);
});
