import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, TEST_FUND_PASSWORD, checkLedgerAfterEach } from './test/kabuto.ts';
import type { TradingSetup } from './test/trading.ts';
import { startTradingKabuto, trader } from './test/trading.ts';

/** One sample's value in Prometheus text, by metric name and exact label text. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

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
