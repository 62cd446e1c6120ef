import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../test/kabuto.ts';
import { describeFailure, runSeeds } from './runner.ts';

// Bounded to about a minute and a half on a small machine; `npm run simulate` runs more.
const SEEDS = Number(process.env.SIM_SEEDS ?? 200);
const STEPS = Number(process.env.SIM_STEPS ?? 25);
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
});
