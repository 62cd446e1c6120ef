import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, runAllJobs, runJob } from './jobs.ts';
import { checkLedgerAfterEach, tableCounts } from './test/kabuto.ts';
import type { TradingSetup } from './test/trading.ts';
import { startTradingKabuto, trader } from './test/trading.ts';

describe('the scheduler', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
    s.market.set('7203', 2500);
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  it('changes nothing when every job runs twice, even at the same time', async () => {
    const { k, clock } = s;
    const t = await trader(k, 'JPY', 1_000_000);
    const buy = await k.post<{ position_id: number }>(
      '/trade/buy',
      { code: '7203', num: '100', leverage: '1' },
      t.headers,
    );
    await k.post('/trade/lend', { id: buy.body.data.position_id, num: '100' }, t.headers);
    clock.advance(3 * 86_400_000);
    const [a, b] = await Promise.all([runAllJobs(k.ctx), runAllJobs(k.ctx)]);
    // Each job did its work once between the two concurrent runs.
    expect((a['lending-fees'] ?? 0) + (b['lending-fees'] ?? 0)).toBe(3);
    const before = await tableCounts(k);
    const again = await runAllJobs(k.ctx);
    for (const job of jobs()) expect(again[job.name], job.name).toBe(0);
    expect(await tableCounts(k)).toEqual(before);
  });

  it('lets one process at a time run a job on PostgreSQL (advisory lock)', async () => {
    const { k } = s;
    let inside = 0;
    let overlap = false;
    const slow = {
      name: 'test-slow',
      run: async () => {
        inside += 1;
        if (inside > 1) overlap = true;
        await new Promise((r) => setTimeout(r, 50));
        inside -= 1;
        return 1;
      },
    };
    const results = await Promise.all([
      runJob(k.ctx, slow),
      runJob(k.ctx, slow),
      runJob(k.ctx, slow),
    ]);
    if (k.ctx.dialect === 'postgres') {
      expect(overlap).toBe(false);
      expect(results.filter((r) => r === null).length).toBeGreaterThanOrEqual(1);
    } else {
      // SQLite is one process and one writer; the jobs are idempotent either way.
      expect(results.every((r) => r === 1)).toBe(true);
    }
  });
});
