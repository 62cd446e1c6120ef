import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { ManualClock } from '../lib/clock.ts';
import { staffCall, staffToken } from '../test/funding.ts';
import { expectLedgerBalanced, TEST_DATABASE_URL } from '../test/kabuto.ts';
import type { TestNode as Node } from '../test/nodes.ts';
import { NATS_URL, TestCluster, until } from '../test/nodes.ts';

describe('KABUTO_ROLE on SQLite', () => {
  it('refuses any role but all, clearly, and defaults to all', () => {
    expect(loadConfig({}).role).toBe('all');
    expect(() => loadConfig({ KABUTO_ROLE: 'api' })).toThrow(/needs PostgreSQL/);
    expect(() => loadConfig({ KABUTO_ROLE: 'engine' })).toThrow(/KABUTO_ROLE=all/);
    expect(() => loadConfig({ KABUTO_ROLE: 'leader' })).toThrow(/one of api, engine, all/);
    const pg = { DATABASE_URL: 'postgres://127.0.0.1/x', KABUTO_ROLE: 'engine' };
    expect(loadConfig(pg).role).toBe('engine');
  });
});

/**
 * Four nodes on one PostgreSQL schema and one NATS (issue 19): api nodes A and B, engine nodes
 * E1 and E2 (one acts, one stands by).
 */
describe.skipIf(!TEST_DATABASE_URL || !NATS_URL)('several nodes on PostgreSQL with NATS', () => {
  const clock = new ManualClock('2026-03-10T01:30:00Z');
  const cluster = new TestCluster(clock);
  let a: Node, b: Node, e1: Node, e2: Node;
  const feed = (price: number) => cluster.feed(price);
  const customerOn = (node: Node, amount: number) => cluster.customerOn(node, amount);

  beforeAll(async () => {
    e1 = await cluster.start('E1', 'engine');
    await until(() => e1.k.ctx.node.lease() === 'held');
    e2 = await cluster.start('E2', 'engine');
    a = await cluster.start('A', 'api');
    b = await cluster.start('B', 'api');
  });
  afterAll(() => cluster.close());

  it('answers readiness by role: api nodes and the acting engine ready, the standby not', async () => {
    const ready = async (node: Node) => {
      const answer = await node.k.app.inject({ method: 'GET', url: '/api/ready' });
      return { http: answer.statusCode, ...(answer.json() as object) };
    };
    const checks = (lease: string) => ({ database: 'ok', nats: 'ok', lease });
    expect(await ready(a)).toEqual({ http: 200, ready: true, role: 'api', checks: checks('none') });
    expect(await ready(e1)).toEqual({
      http: 200,
      ready: true,
      role: 'engine',
      checks: checks('held'),
    });
    expect(await ready(e2)).toEqual({
      http: 503,
      ready: false,
      role: 'engine',
      checks: checks('standby'),
    });
    expect(a.k.ctx.positionBook).toBeUndefined();
    const metrics = await e1.k.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain('kabuto_engine_lease 1');
  });

  it('a customer registered on A trades on B at the price the feed sent; the engine on E1 liquidates the position when the price falls', async () => {
    const t = await customerOn(a, 1_000_000);
    feed(2500);
    await until(() => b.k.ctx.market.quote('7203')?.price_e4 === 25_000_000);
    const bought = await b.k.post<{ position_id: number }>(
      '/trade/buy',
      { code: '7203', num: '1000', leverage: '5' },
      t.headers,
    );
    expect(bought.body).toMatchObject({ status: 1 });
    const positionId = bought.body.data.position_id;
    // The api node holds no book: the engine's book heard of the position through NATS.
    await until(() => e1.k.ctx.positionBook!.size > 0);
    feed(2100); // 80.2% of the margin lost
    // The api nodes price from the feed too.
    await until(() => a.k.ctx.market.quote('7203')?.price_e4 === 21_000_000);
    const closed = async () => {
      const position = await a.k.post<{ status: number; close_reason: string }>(
        '/trade/position',
        { id: positionId },
        t.headers,
      );
      return position.body.data.status === 2 ? position.body.data.close_reason : null;
    };
    await until(async () => (await closed()) !== null);
    expect(await closed()).toBe('liquidation');
    await until(() => e1.k.ctx.positionBook!.size === 0 && e2.k.ctx.positionBook!.size === 0);
    await expectLedgerBalanced(a.k);
  });

  it('a ban on A refuses the customer on B at once', async () => {
    const t = await customerOn(a, 0);
    // B has the session in its cache (kept for a second) before the ban.
    const before = await b.k.postAsIs('/user/unlockstatus', {}, t.headers);
    expect(before.body.status).toBe(1);
    const staff = await staffToken(a.k, 'ops');
    const ban = await staffCall(a.k, staff, 'POST', `/customers/${t.account}/status`, {
      login_banned: true,
      funds_frozen: false,
      trade_barred: false,
      reason: 'nodes test',
    });
    expect(ban.body.status).toBe(1);
    const after = await b.k.postAsIs('/user/unlockstatus', {}, t.headers);
    expect(after.http).toBe(401);
    expect(after.body.status).toBe(0);
  });

  it('the standby takes over within 10 s of the engine dying, rebuilt from the database, and acts on nothing twice', async () => {
    const t = await customerOn(b, 1_000_000);
    feed(2500);
    await until(() => a.k.ctx.market.quote('7203')?.price_e4 === 25_000_000);
    // A stop placed through A, judged by the engine: it is triggered exactly once.
    const stop = await a.k.post<{ id: number }>(
      '/trade/buy',
      { code: '7203', num: '100', leverage: '2', price_type: 'stop', trigger_price: '2550' },
      t.headers,
    );
    expect(stop.body).toMatchObject({ status: 1 });
    await until(() => e2.k.ctx.triggerIndex!.hasStop(stop.body.data.id));
    // As if the standby had missed the event: taking over, it rebuilds from the database.
    e2.k.ctx.triggerIndex!.removeStop(stop.body.data.id);

    const died = Date.now();
    await e1.k.node.crash();
    await until(() => e2.k.ctx.node.lease() === 'held', 10_000);
    const takeover_ms = Date.now() - died;
    expect(takeover_ms).toBeLessThan(10_000);
    expect(e2.k.ctx.triggerIndex!.hasStop(stop.body.data.id)).toBe(true);

    feed(2560);
    const orders = async () =>
      (await a.k.post<{ id: number; status: string }[]>('/trade/orders', {}, t.headers)).body.data;
    await until(async () => (await orders()).some((o) => o.status === 'filled'));
    const held = await a.k.ctx.db
      .selectFrom('positions')
      .select('order_id')
      .where('customer_id', '=', t.id)
      .execute();
    expect(held.map((p) => p.order_id)).toEqual([stop.body.data.id]);
    expect(e2.failures.counts()).toEqual({});
    await expectLedgerBalanced(a.k);
  });
});
