import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../test/kabuto.ts';
import { checkInvariants, fingerprint } from './invariants.ts';
import { register } from './ops-customer.ts';
import { Rng } from './prng.ts';
import { describeFailure, runSeed, runSeeds } from './runner.ts';
import { startWorld } from './world.ts';

// A few hundred seeds on each database, bounded to about a minute on this 2-core machine (a
// PostgreSQL schema costs more to start than a copied SQLite file); `npm run simulate` runs more.
const SEEDS = Number(process.env.SIM_SEEDS ?? (TEST_DATABASE_URL ? 200 : 300));
const STEPS = Number(process.env.SIM_STEPS ?? (TEST_DATABASE_URL ? 15 : 20));
const PARALLEL = 4;

describe('the deterministic simulation', () => {
  it(
    `keeps every invariant over ${SEEDS} seeds of ${STEPS} steps each`,
    { timeout: 300_000 },
    async () => {
      const seeds = Array.from({ length: SEEDS }, (_, i) => i + 1);
      const started = performance.now();
      const batch = await runSeeds(seeds, {
        steps: STEPS,
        parallel: PARALLEL,
        databaseUrl: TEST_DATABASE_URL,
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`simulation: ${batch.seeds} seeds, ${batch.ops} operations, ${seconds} s`);
      expect(batch.failures.map(describeFailure)).toEqual([]);
      expect(batch.seeds).toBe(SEEDS);
    },
  );

  // On PostgreSQL the order inside a concurrent step is the database's, so only SQLite replays
  // every answer.
  it.skipIf(TEST_DATABASE_URL)(
    'replays a seed exactly: the same operations, answered the same',
    { timeout: 120_000 },
    async () => {
      const first = await runSeed(7, { steps: 40 });
      const second = await runSeed(7, { steps: 40 });
      expect(first.trace).toHaveLength(40);
      expect(second.trace).toEqual(first.trace);
    },
  );

  it('reports a frozen amount nothing is pending for, and a cached balance that drifted', async () => {
    const w = await startWorld(new Rng(1), TEST_DATABASE_URL);
    try {
      await (await register(w))!.run();
      const c = w.model.customers[0]!;
      expect(await checkInvariants(w, [c])).toEqual([]);
      const before = await fingerprint(w.kabuto.ctx.db);
      await w.kabuto.ctx.db
        .insertInto('withdrawals')
        .values({ customer_id: c.id, currency: 'JPY', amount: 500, status: 0, created_at: '' })
        .execute();
      expect(await fingerprint(w.kabuto.ctx.db)).not.toBe(before);
      expect(await checkInvariants(w, [c])).toContain(
        `customer ${c.id} has 0 frozen in JPY, pending 500`,
      );
      const cash = await w.kabuto.ctx.db
        .selectFrom('ledger_accounts')
        .select('id')
        .where('customer_id', '=', c.id)
        .where('purpose', '=', 'cash')
        .where('currency', '=', 'USD')
        .executeTakeFirstOrThrow();
      await w.kabuto.ctx.db
        .updateTable('ledger_balances')
        .set({ balance: 1 })
        .where('account_id', '=', cash.id)
        .execute();
      const problems = await checkInvariants(w, [c]);
      expect(problems.some((p) => p.startsWith(`account ${cash.id} caches 1`))).toBe(true);
    } finally {
      await w.close();
    }
  });
});
