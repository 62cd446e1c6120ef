import type { AppContext } from './context.ts';
import { accrueInterest } from './modules/loans/service.ts';

/**
 * Periodic jobs driven by the injected clock. Each is idempotent (its ledger postings carry keys
 * per day), so running one twice, or on two servers, changes nothing the second time.
 */
export const JOBS: readonly { name: string; run: (ctx: AppContext) => Promise<unknown> }[] = [
  { name: 'loan-interest', run: accrueInterest },
];

export function startJobs(ctx: AppContext, interval_ms = 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void Promise.all(JOBS.map((job) => job.run(ctx).catch(() => undefined))).finally(() => {
      running = false;
    });
  }, interval_ms);
  timer.unref();
  return () => clearInterval(timer);
}
