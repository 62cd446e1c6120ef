import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context.ts';
import type { Clock } from './lib/clock.ts';
import { hashString } from './modules/market/prng.ts';
import { runDraws, runListings, runAbstentions } from './modules/ipo/service.ts';
import { accrueInterest } from './modules/loans/service.ts';
import { allocateBlocks } from './modules/blocks/service.ts';
import { accrueLendingFees } from './modules/lending/service.ts';
import { settleNavs } from './modules/copy/service.ts';
import { closeIntradaySessions } from './modules/intraday/service.ts';
import { pruneKeys } from './modules/idempotency/service.ts';
import { endIdleSessions, pruneSignInFailures } from './modules/customers/service.ts';
import { setting } from './modules/site/service.ts';
import { recordAccountValues } from './modules/insight/service.ts';
import { issueStatements } from './modules/statements/issue.ts';

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
  { name: 'sign-in-failures', run: pruneSignInFailures },
  { name: 'idempotency-keys', run: pruneKeys },
  {
    name: 'idle-sessions',
    run: async (ctx) => endIdleSessions(ctx, await setting(ctx.db, 'session_idle_minutes')),
  },
  { name: 'account-values', run: recordAccountValues },
  { name: 'statements', run: issueStatements },
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

/** Where scheduled work reports a failure: the server's logger, at error level. */
export type FailureLog = Pick<FastifyBaseLogger, 'error'>;

export interface FailureCount {
  failures: number;
  lastError: string;
  lastFailedAt: string;
}

/**
 * The failures of scheduled work — each job, and the risk engine's pass — counted per name.
 * Nothing scheduled may fail silently: a failing liquidation or interest accrual is logged with
 * its cause and counted here, where a health or metrics read can find it.
 */
export class JobFailures {
  private readonly byName = new Map<string, FailureCount>();

  constructor(
    private readonly log: FailureLog,
    private readonly clock: Clock,
  ) {}

  report(name: string, error: unknown): void {
    const failures = this.count(name) + 1;
    this.byName.set(name, {
      failures,
      lastError: error instanceof Error ? error.message : String(error),
      lastFailedAt: this.clock.now().toISOString(),
    });
    this.log.error({ err: error, job: name, failures }, `scheduled job ${name} failed`);
  }

  count(name: string): number {
    return this.byName.get(name)?.failures ?? 0;
  }

  counts(): Record<string, FailureCount> {
    return Object.fromEntries(this.byName);
  }
}

/** What one job answered: its count of items, null when another process held its lock. */
export type JobResult = number | null | 'failed';

/**
 * Runs the given jobs once, in order. A failing job does not stop the ones after it: it is
 * reported to `failures` and answers 'failed'. Without `failures` (tests, one-off runs) the
 * failure is thrown once every job has run, never dropped.
 */
export async function runJobs(
  ctx: AppContext,
  list: readonly Job[],
  failures?: JobFailures,
): Promise<Record<string, JobResult>> {
  const results: Record<string, JobResult> = {};
  const unreported: unknown[] = [];
  for (const job of list) {
    try {
      const result = await runJob(ctx, job);
      results[job.name] = result;
      ctx.metrics.jobRuns.inc({ job: job.name, result: result === null ? 'skipped' : 'ok' });
    } catch (error) {
      results[job.name] = 'failed';
      ctx.metrics.jobRuns.inc({ job: job.name, result: 'failed' });
      if (failures) failures.report(job.name, error);
      else unreported.push(error);
    }
  }
  if (unreported.length === 1) throw unreported[0];
  if (unreported.length > 1) throw new AggregateError(unreported, 'scheduled jobs failed');
  return results;
}

/** Runs every registered job once, in order. */
export function runAllJobs(
  ctx: AppContext,
  failures?: JobFailures,
): Promise<Record<string, JobResult>> {
  return runJobs(ctx, registry, failures);
}

/**
 * Runs every job every `interval_ms`; each failure goes to `failures` (logged and counted).
 * Answers the stop, which resolves once a run under way has finished.
 */
export function startJobs(
  ctx: AppContext,
  failures: JobFailures,
  interval_ms = 30_000,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runAllJobs(ctx, failures).finally(() => {
      running = null;
    });
  }, interval_ms);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
