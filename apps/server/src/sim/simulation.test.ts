import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../test/kabuto.ts';
import { describeFailure, runSeed } from './runner.ts';

const SEEDS = Number(process.env.SIM_SEEDS ?? 4);
const STEPS = Number(process.env.SIM_STEPS ?? 60);

describe('the deterministic simulation', () => {
  it(`keeps every invariant over ${SEEDS} seeds of ${STEPS} steps`, { timeout: 600_000 }, async () => {
    let ops = 0;
    for (let seed = 1; seed <= SEEDS; seed += 1) {
      const result = await runSeed(seed, { steps: STEPS, databaseUrl: TEST_DATABASE_URL });
      if (result.failure) expect.fail(describeFailure(result.failure));
      ops += result.ops;
    }
    console.log(`simulation: ${SEEDS} seeds, ${ops} operations`);
  });
});
