import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Job } from './jobs.ts';
import { JobFailures, jobs, runAllJobs, runJob, runJobs } from './jobs.ts';
import type { TestKabuto } from './test/kabuto.ts';
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
    await lendShares(k);
    clock.advance(3 * 86_400_000);
    const [a, b] = await Promise.all([runAllJobs(k.ctx), runAllJobs(k.ctx)]);
    // Each job did its work once between the two concurrent runs.
    expect(Number(a['lending-fees'] ?? 0) + Number(b['lending-fees'] ?? 0)).toBe(3);
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

  it('logs and counts a failing job with its cause, and still runs the jobs after it', async () => {
    const { k, clock } = s;
    await lendShares(k);
    clock.advance(2 * 86_400_000);
    const logged = recordingLogger();
    const failures = new JobFailures(logged.app.log, clock);
    const list = [brokenJob, ...jobs()];

    const results = await runJobs(k.ctx, list, failures);
    expect(results['test-broken']).toBe('failed');
    // The real jobs after the broken one ran: the lent shares earned their fees.
    expect(results['lending-fees']).toBeGreaterThanOrEqual(2);
    for (const job of jobs()) expect(typeof results[job.name], job.name).toBe('number');
    expect(failures.count('test-broken')).toBe(1);
    expect(failures.counts()['test-broken']).toEqual({
      failures: 1,
      lastError: 'interest table unreachable',
      lastFailedAt: clock.now().toISOString(),
    });
    expect(logged.lines).toHaveLength(1);
    expect(logged.lines[0]).toMatchObject({
      level: 50,
      job: 'test-broken',
      failures: 1,
      msg: 'scheduled job test-broken failed',
      err: { message: 'interest table unreachable' },
    });
    expect(String(logged.lines[0]?.err?.stack)).toContain('brokenJob');

    // On PostgreSQL the failed job let go of its advisory lock: the next run fails again rather
    // than finding the lock held (null).
    expect((await runJobs(k.ctx, [brokenJob], failures))['test-broken']).toBe('failed');
    expect(failures.count('test-broken')).toBe(2);
    expect(failures.count('lending-fees')).toBe(0);
    await logged.app.close();
  });

  it('throws a failure when no one receives it, once every other job has run', async () => {
    const { k } = s;
    let ran = 0;
    const counting = { name: 'test-counting', run: async () => ++ran };
    await expect(runJobs(k.ctx, [brokenJob, counting])).rejects.toThrow(
      'interest table unreachable',
    );
    expect(ran).toBe(1);
  });

  it('reports a failing risk-engine pass instead of dropping it', async () => {
    const { k, clock } = s;
    const logged = recordingLogger();
    const failures = new JobFailures(logged.app.log, clock);
    const pass = vi
      .spyOn(k.engine, 'runOnce')
      .mockRejectedValue(new Error('liquidation could not be written'));
    try {
      k.engine.start((error) => failures.report('risk-engine', error), 5);
      await vi.waitFor(() => expect(failures.count('risk-engine')).toBeGreaterThanOrEqual(2));
    } finally {
      await k.engine.stop();
      pass.mockRestore();
    }
    expect(failures.counts()['risk-engine']?.lastError).toBe('liquidation could not be written');
    expect(logged.lines[0]).toMatchObject({
      level: 50,
      job: 'risk-engine',
      err: { message: 'liquidation could not be written' },
    });
    await logged.app.close();
  });
});

/** A new customer buys 100 shares and lends them out, so the lending-fee job has daily work. */
async function lendShares(k: TestKabuto): Promise<void> {
  const t = await trader(k, 'JPY', 1_000_000);
  const buy = await k.post<{ position_id: number }>(
    '/trade/buy',
    { code: '7203', num: '100', leverage: '1' },
    t.headers,
  );
  await k.post('/trade/lend', { id: buy.body.data.position_id, num: '100' }, t.headers);
}

/** A job whose every run fails, as a job does when its database work throws. */
const brokenJob: Job = {
  name: 'test-broken',
  run: async function brokenJob() {
    throw new Error('interest table unreachable');
  },
};

interface LogLine {
  level: number;
  msg: string;
  job?: string;
  failures?: number;
  err?: { message: string; stack: string };
}

/** The server's own logger (Fastify's pino), writing its JSON lines where the test reads them. */
function recordingLogger(): { app: FastifyInstance; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  return { app, lines };
}
