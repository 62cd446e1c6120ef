import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { JobFailures, jobs, runJobs } from './jobs.ts';
import { TEST_DATABASE_URL, TEST_FUND_PASSWORD, checkLedgerAfterEach } from './test/kabuto.ts';
import type { TradingSetup } from './test/trading.ts';
import { startTradingKabuto, trader } from './test/trading.ts';
import { sample } from './test/metrics-text.ts';
import { until } from './test/nodes.ts';

describe('health, readiness and metrics', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  const scrape = async () => {
    const answer = await s.k.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    return answer.body;
  };

  it('answers health and readiness while the database answers', async () => {
    const health = await s.k.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    const ready = await s.k.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    // One node with its events in the process; not started, so it does not act as the engine.
    expect(ready.json()).toEqual({
      ready: true,
      role: 'all',
      checks: { database: 'ok', nats: 'off', lease: 'standby' },
    });
  });

  it('counts requests by route pattern, orders by outcome, refusals by key and transfers', async () => {
    const { k, market } = s;
    const t = await trader(k, 'JPY', 1_000_000);
    market.set('7203', 2500);
    await k.post('/user/unlock', { fund_password: TEST_FUND_PASSWORD }, t.headers);
    const before = await scrape();
    const bought = await k.postAsIs(
      '/trade/buy',
      { code: '7203', num: '100', leverage: '1' },
      t.headers,
    );
    expect(bought.body.status).toBe(1);
    const refused = await k.postAsIs(
      '/trade/buy',
      { code: '7203', num: '100000', leverage: '1' },
      t.headers,
    );
    expect(refused.body.msg).toBe('available_balance_insufficient');
    const after = await scrape();

    const grew = (name: string, labels: string) =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    const route = 'method="POST",route="/api/vue/trade/buy",status="200"';
    expect(grew('kabuto_http_requests_total', route)).toBe(2);
    expect(grew('kabuto_orders_total', 'outcome="filled"')).toBe(1);
    expect(grew('kabuto_orders_total', 'outcome="refused"')).toBe(1);
    expect(grew('kabuto_refusals_total', 'key="available_balance_insufficient"')).toBe(1);
    expect(grew('kabuto_ledger_transfers_total', 'code="trade_open"')).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        after,
        'kabuto_http_request_duration_seconds_count',
        'method="POST",route="/api/vue/trade/buy"',
      ),
    ).toBeGreaterThanOrEqual(2);
    // Group commit runs on SQLite only: there every command is part of a counted commit.
    if (!TEST_DATABASE_URL) {
      expect(Number(/kabuto_group_commit_commands_count (\d+)/.exec(after)?.[1])).toBeGreaterThan(
        0,
      );
    }
  });

  it('counts job runs by result and the open live-quote connections', async () => {
    const { k } = s;
    const failures = new JobFailures(k.app.log, k.ctx.clock);
    const failing = { name: 'always-fails', run: () => Promise.reject(new Error('no')) };
    await runJobs(k.ctx, [jobs().find((j) => j.name === 'loan-interest')!, failing], failures);
    const runs = await scrape();
    expect(sample(runs, 'kabuto_job_runs_total', 'job="loan-interest",result="ok"')).toBe(1);
    expect(sample(runs, 'kabuto_job_runs_total', 'job="always-fails",result="failed"')).toBe(1);
    expect(failures.count('always-fails')).toBe(1);

    await k.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (k.app.server.address() as AddressInfo).port;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws/quotes`);
    await new Promise((resolve) => ws.once('open', resolve));
    expect(sample(await scrape(), 'kabuto_websocket_clients')).toBe(1);
    ws.close();
    await until(async () => sample(await scrape(), 'kabuto_websocket_clients') === 0);
  });

  it('says it is not ready, with 503, once its database is gone', async () => {
    const { k } = await startTradingKabuto();
    await k.handle.close();
    const ready = await k.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      ready: false,
      role: 'all',
      checks: { database: 'failed', nats: 'off', lease: 'standby' },
    });
    expect((await k.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await k.app.close();
  });
});
