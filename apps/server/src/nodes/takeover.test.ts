/**
 * Goal (issue 19 item 3): after a takeover the new engine rebuilds its state from the database and
 * acts on nothing twice — a liquidation, a margin warning, a scheduled job run by the dying engine
 * are not done again by the standby — and what one node switches (the practice session) every
 * node follows, including one started later. Engines E1 (acting) and E2 (standby), api node A, on
 * one PostgreSQL schema and NATS.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { runAllJobs, runJobs } from '../jobs.ts';
import { ManualClock } from '../lib/clock.ts';
import { DEMO_CUSTOMER } from '../modules/demo/service.ts';
import { expectLedgerBalanced, TEST_DATABASE_URL } from '../test/kabuto.ts';
import type { TestNode } from '../test/nodes.ts';
import { NATS_URL, TestCluster, until } from '../test/nodes.ts';
import { sample } from '../test/metrics-text.ts';

describe.skipIf(!TEST_DATABASE_URL || !NATS_URL)(
  'an engine takeover on PostgreSQL with NATS',
  () => {
    // Tuesday 31 March, 10:30 in Tokyo: the month ends tonight.
    const clock = new ManualClock('2026-03-31T01:30:00Z');
    const cluster = new TestCluster(clock);
    let e1: TestNode, e2: TestNode, a: TestNode;

    beforeAll(async () => {
      e1 = await cluster.start('E1', 'engine', { demo: 'off' });
      await until(() => e1.k.ctx.node.lease() === 'held');
      // A demo deployment (its demo customer exists), so that customers may switch practice.
      await e1.k.signUp(DEMO_CUSTOMER.account, DEMO_CUSTOMER.password);
      e2 = await cluster.start('E2', 'engine', { demo: 'auto' });
      a = await cluster.start('A', 'api', { demo: 'auto' });
    });
    afterAll(() => cluster.close());

    const db = () => a.k.ctx.db;
    const messages = async (customerId: number, kind: string) =>
      Number(
        (
          await db()
            .selectFrom('messages')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('customer_id', '=', customerId)
            .where('kind', '=', kind)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const transfers = async (keyPrefix: string) =>
      (
        await db()
          .selectFrom('ledger_transfers')
          .select('idempotency_key')
          .where('idempotency_key', 'like', `${keyPrefix}%`)
          .execute()
      ).map((t) => t.idempotency_key);
    const source = async (node: TestNode) =>
      (await node.k.post<{ practice: boolean }>('/market/source', {})).body.data.practice;

    it('switches the practice session on every node, and a node started later keeps it', async () => {
      const t = await cluster.customerOn(a, 0);
      const on = await a.k.post('/market/practice', { on: '1' }, t.headers);
      expect(on.body).toMatchObject({ status: 1, msg: 'practice_started' });
      // Answered once NATS has the switch: the engines' markets follow at once.
      await until(() => e1.market.source.practice && e2.market.source.practice);
      expect([await source(e1), await source(e2), await source(a)]).toEqual([true, true, true]);
      const late = await cluster.start('A2', 'api', { demo: 'auto' });
      expect(await source(late)).toBe(true);
      const off = await late.k.post('/market/practice', { on: '0' }, t.headers);
      expect(off.body).toMatchObject({ status: 1, msg: 'practice_ended' });
      await until(() => !e1.market.source.practice && !e2.market.source.practice);
      expect([await source(a), await source(late)]).toEqual([false, false]);
    });

    it('the standby taking over repeats no liquidation, margin warning or job the dead engine did', async () => {
      // t1 at 3× is warned at ¥2,050 (54% of its margin lost); t2 at 5× is liquidated (90%).
      const t1 = await cluster.customerOn(a, 1_000_000);
      const t2 = await cluster.customerOn(a, 1_000_000);
      cluster.feed(2500);
      await until(() => a.k.ctx.market.quote('7203')?.price_e4 === 25_000_000);
      const buy = (headers: Record<string, string>, leverage: string) =>
        a.k.post<{ position_id: number }>(
          '/trade/buy',
          { code: '7203', num: '1000', leverage },
          headers,
        );
      expect((await buy(t1.headers, '3')).body).toMatchObject({ status: 1 });
      const liquidated = (await buy(t2.headers, '5')).body.data.position_id;
      // A borrower whose loan accrues interest by the day (a scheduled job); a demo deployment
      // approves it at once.
      const b = await cluster.customerOn(a, 500_000);
      const applied = await a.k.post<{ id: number; status: string }>(
        '/user/loan',
        { type: 'jpy', money: '100000' },
        b.headers,
      );
      expect(applied.body.data).toMatchObject({ status: 'active' });
      await until(() => e1.k.ctx.positionBook!.size === 2 && e2.k.ctx.positionBook!.size === 2);

      cluster.feed(2050);
      await until(async () => (await messages(t1.id, 'margin_warning')) === 1);
      await until(async () => (await messages(t2.id, 'liquidation')) === 1);

      // The next day, in Tokyo April: E1 dies while its jobs run (interest, statements, …).
      clock.advance(86_400_000);
      const dying = runAllJobs(e1.k.ctx, e1.failures);
      await e1.k.node.crash();
      await until(() => e2.k.ctx.node.lease() === 'held', 10_000);
      // E2's scheduler runs the same jobs while E1's run may still be under way and a cut-off E1
      // (its process lingering) starts them again at the same moment; then E2 once more.
      await Promise.all([
        dying,
        runAllJobs(e1.k.ctx, e1.failures),
        runAllJobs(e2.k.ctx, e2.failures),
      ]);
      await runAllJobs(e2.k.ctx, e2.failures);
      // E2 judges the same price again: a pass of its own, and one more by its timer.
      cluster.feed(2050);
      await e2.k.engine.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 1_100));

      expect(await messages(t1.id, 'margin_warning')).toBe(1);
      expect(await messages(t2.id, 'liquidation')).toBe(1);
      expect(await transfers(`trade_close:${liquidated}:`)).toEqual([
        `trade_close:${liquidated}:1`,
      ]);
      expect(await transfers(`loan_interest:${applied.body.data.id}:`)).toHaveLength(1);
      for (const c of [t1, t2, b]) {
        expect(await messages(c.id, 'statement_ready')).toBe(1);
      }
      const statements = await db()
        .selectFrom('statements')
        .select(['customer_id', 'period'])
        .where('customer_id', 'in', [t1.id, t2.id, b.id])
        .execute();
      expect(statements.map((s) => s.period).sort()).toEqual(['2026-03', '2026-03', '2026-03']);
      expect([e1.failures.counts(), e2.failures.counts()]).toEqual([{}, {}]);
      await expectLedgerBalanced(a.k);

      // The warning's episode ends when t1 recovers; falling again is a new episode, warned anew.
      cluster.feed(2500);
      await until(
        async () => (await db().selectFrom('margin_warnings').selectAll().execute()).length === 0,
      );
      cluster.feed(2050);
      await until(async () => (await messages(t1.id, 'margin_warning')) === 2);
    });

    it('shows job runs, engine lag, ledger transfers and WebSocket clients at /metrics', async () => {
      const scrape = async (node: TestNode) =>
        (await node.k.app.inject({ method: 'GET', url: '/metrics' })).body;
      const engine = await scrape(e2);
      expect(sample(engine, 'kabuto_engine_lease')).toBe(1);
      // E2 ran every job twice; a run that met E1's still under way is counted as skipped.
      const runs = (result: string) =>
        sample(engine, 'kabuto_job_runs_total', `job="loan-interest",result="${result}"`) ?? 0;
      expect(runs('ok') + runs('skipped')).toBe(2);
      // E2 judged ticks after taking over: its passes and its lag behind the feed are measured.
      expect(sample(engine, 'kabuto_engine_lag_seconds')).toBeGreaterThan(0);
      expect(sample(engine, 'kabuto_engine_pass_seconds')).toBeGreaterThan(0);
      // A job that fails is counted as failed, and reported.
      const failing = { name: 'always-fails', run: () => Promise.reject(new Error('no')) };
      await runJobs(e2.k.ctx, [failing], e2.failures);
      const after = await scrape(e2);
      expect(sample(after, 'kabuto_job_runs_total', 'job="always-fails",result="failed"')).toBe(1);
      expect(e2.failures.count('always-fails')).toBe(1);

      await a.k.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (a.k.app.server.address() as AddressInfo).port;
      const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws/quotes`);
      await new Promise((resolve) => ws.once('open', resolve));
      expect(sample(await scrape(a), 'kabuto_websocket_clients')).toBe(1);
      ws.close();
      await until(async () => sample(await scrape(a), 'kabuto_websocket_clients') === 0);
      const api = await scrape(a);
      expect(sample(api, 'kabuto_feed_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(sample(api, 'kabuto_ledger_transfers_total', 'code="trade_open"')).toBe(2);
      const latency = 'method="POST",route="/api/vue/trade/buy"';
      expect(
        sample(api, 'kabuto_http_request_duration_seconds_count', latency),
      ).toBeGreaterThanOrEqual(2);
    });
  },
);
