import { sql } from 'kysely';
import type { AppContext } from './context.ts';
import { hashString } from './modules/market/prng.ts';
import { runDraws, runListings, runAbstentions } from './modules/ipo/service.ts';
import { accrueInterest } from './modules/loans/service.ts';
import { allocateBlocks } from './modules/blocks/service.ts';
import { accrueLendingFees } from './modules/lending/service.ts';
import { settleNavs } from './modules/copy/service.ts';
import { closeIntradaySessions } from './modules/intraday/service.ts';

/**
 * Periodic jobs driven by the injected clock. Every job is idempotent — what it moves carries a
 * ledger idempotency key or is guarded by a status change — so running it twice, or on two
 * servers at once, changes nothing the second time. On PostgreSQL each job also takes an advisory
 * lock, so with several server processes exactly one runs a given job at a time.
 */
export interface Job {
  name: string;
  run: (ctx: AppContext) => Promise<number>;
}

const registry: Job[] = [
  { name: 'loan-interest', run: accrueInterest },
  { name: 'ipo-draw', run: runDraws },
  { name: 'ipo-abstain', run: runAbstentions },
  { name: 'ipo-listing', run: runListings },
  { name: 'block-allocation', run: allocateBlocks },
  { name: 'lending-fees', run: accrueLendingFees },
  { name: 'copy-nav', run: settleNavs },
  { name: 'intraday-close', run: closeIntradaySessions },
];

export function registerJob(job: Job): void {
  if (registry.some((j) => j.name === job.name)) return;
  registry.push(job);
}

export function jobs(): readonly Job[] {
  return registry;
}

/** A stable advisory-lock key per job name. */
export function jobLockKey(name: string): number {
  return 7_320_000 + (hashString(name) % 100_000);
}

/** Runs one job under its lock; answers null when another process holds the lock. */
export async function runJob(ctx: AppContext, job: Job): Promise<number | null> {
  if (ctx.dialect !== 'postgres') return job.run(ctx);
  const rootDb = ctx.db;
  return rootDb.connection().execute(async (conn) => {
    const key = jobLockKey(job.name);
    const got = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_lock(${key}) AS locked`.execute(conn);
    if (!got.rows[0]?.locked) return null;
    try {
      return await job.run(ctx);
    } finally {
      await sql`SELECT pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}

/** Runs every job once, in order. */
export async function runAllJobs(ctx: AppContext): Promise<Record<string, number | null>> {
  const results: Record<string, number | null> = {};
  for (const job of registry) results[job.name] = await runJob(ctx, job);
  return results;
}

export function startJobs(ctx: AppContext, interval_ms = 30_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void runAllJobs(ctx)
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }, interval_ms);
  timer.unref();
  return () => clearInterval(timer);
}
